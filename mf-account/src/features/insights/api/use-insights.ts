import type { InsightPeriod } from '@valley/shared/schemas/insights';
import { INSIGHT_PATHS } from '@valley/shared/schemas/insights';
import { useApi } from '@valley/shared/api/swr';
import { getAuthToken } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';

/** GET /api/insights/user: the member's own destinations and events over the period, with the period before. */
export const useMyInsights = (days: InsightPeriod) => useApi('myInsights', { query: { days } });

/** GET /api/insights/board: the valley, for Board accounts only (others skip the call). */
export const useBoardInsights = (days: InsightPeriod, board: boolean) => useApi('boardInsights', board ? { query: { days } } : null);

/** Saves the member's figures as CSV: the file comes from the API with the member's token, so it is fetched and handed to the browser. */
export async function downloadInsightsCsv(days: InsightPeriod): Promise<void> {
  const base = useConfigStore.getState().apiUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}${INSIGHT_PATHS.csv}?days=${days}`, { headers: { authorization: `Bearer ${getAuthToken() ?? ''}` } });
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'valley-insights.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/insights/board/vitals: Core Web Vitals from real visits per route and device (decision 079), for Board accounts only. */
export const useBoardVitals = (days: InsightPeriod, board: boolean) => useApi('boardVitals', board ? { query: { days } } : null);

/** What the Board picked to open: a member's listings, or one listing (issue 46). */
export type PartnerPick = { kind: 'member' | 'destination' | 'event'; id: number };

/** GET /api/insights/board/partners: who and what the Board can open, for Board accounts only. */
export const useInsightPartners = (board: boolean) => useApi('boardPartners', board ? {} : null);

/** GET /api/insights/board/partner: the picked member's listings, or the picked listing, as its owner sees them. */
export const usePartnerInsights = (days: InsightPeriod, pick: PartnerPick | null) =>
  useApi('boardPartnerInsights', pick ? { query: { days, [pick.kind]: pick.id } } : null);
