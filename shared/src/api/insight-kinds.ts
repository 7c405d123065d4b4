// Zod-free, so the public pages' tracker (lib/insights.ts) can name the kinds without loading the schemas (decision 022).

/** What a visitor did: one daily count per listing and kind (decision 046). */
export const LISTING_KINDS = ['view', 'drawer', 'favorite', 'share', 'calendar'] as const;
/** The link buttons of a listing, each counted on its own. */
export const LINK_BUTTONS = ['website', 'reservations', 'directions', 'phone', 'social'] as const;
export const AD_KINDS = ['ad_view', 'ad_click'] as const;

export const INSIGHT_KINDS = [...LISTING_KINDS, ...LINK_BUTTONS.map((button) => `click_${button}` as const), ...AD_KINDS] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** Counts with every kind at 0: the start of each total, day and sum, on the API and in the dashboard alike. */
export const zeroTotals = (): Record<InsightKind, number> => Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, 0])) as Record<InsightKind, number>;

/** The periods the dashboard compares with the one before. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** Search terms are kept lowercased and at most this long. */
export const SEARCH_TERM_MAX = 100;
/** Events one beacon may carry. */
export const INSIGHT_BATCH_MAX = 30;

/** The calls outside the JSON contract: the member's CSV export and one listing's report (owner or Board). */
export const INSIGHT_PATHS = { csv: '/api/insights/user/csv', listing: '/api/insights/listing/:listing/:id' } as const;
