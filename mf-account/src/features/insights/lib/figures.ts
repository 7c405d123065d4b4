import { LINK_BUTTONS, zeroTotals, type InsightKind, type InsightTotals } from '@valley/shared/schemas/insights';

export const KIND_LABELS: Record<InsightKind, string> = {
  view: 'Page views',
  drawer: 'Drawer opens',
  favorite: 'Favorites',
  share: 'Shares',
  calendar: 'Calendar exports',
  click_website: 'Website',
  click_reservations: 'Reservations',
  click_directions: 'Directions',
  click_phone: 'Phone',
  click_social: 'Social',
  ad_view: 'Ad views',
  ad_click: 'Ad clicks',
};

/** Every link button's clicks together. */
export const linkClicks = (totals: InsightTotals) => LINK_BUTTONS.reduce((sum, button) => sum + totals[`click_${button}`], 0);

/** The figures of the summary, in order: a name and how to read it from a set of totals. */
export const SUMMARY: { label: string; of: (totals: InsightTotals) => number }[] = [
  { label: 'Page views', of: (totals) => totals.view },
  { label: 'Drawer opens', of: (totals) => totals.drawer },
  { label: 'Link clicks', of: linkClicks },
  { label: 'Favorites', of: (totals) => totals.favorite },
  { label: 'Shares', of: (totals) => totals.share },
  { label: 'Calendar exports', of: (totals) => totals.calendar },
];

/** The change from the period before, as a visitor of a dashboard reads it: '+12%', '−5%', 'no change', or 'new' when there was nothing. */
export function changeOf(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return 'no change';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

export const formatCount = (count: number) => count.toLocaleString('en-US');
export const formatRate = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Adds up a set of totals (e.g. the listings the member chose to see together). */
export function sumTotals(all: InsightTotals[]): InsightTotals {
  const sum = zeroTotals();
  for (const totals of all) for (const kind of Object.keys(sum) as InsightKind[]) sum[kind] += totals[kind];
  return sum;
}
