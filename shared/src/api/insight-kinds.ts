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
/** Different events one view token counts (decision 074): the tracker asks for a new token once it has sent this many with one. */
export const VIEW_TOKEN_EVENTS = 30;

/** Letters and digits of any script, in at most six words joined by spaces, apostrophes, hyphens or ampersands. */
const SEARCH_WORDS = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[ '’&-]+[\p{L}\p{N}][\p{L}\p{M}\p{N}]*){0,5}$/u;
const SEARCH_TERM_KEPT = { min: 2, max: 60 };

/**
 * A search term as the Board may see it (decision 074): lowercased, spaces folded, and only when it reads as words; null for anything
 * else (links, markup, formulas, long text), which is then neither sent nor counted.
 */
export function searchTermOf(text: string): string | null {
  const term = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return term.length >= SEARCH_TERM_KEPT.min && term.length <= SEARCH_TERM_KEPT.max && SEARCH_WORDS.test(term) ? term : null;
}

/** The calls outside the JSON contract: the member's CSV export and one listing's report (owner or Board). */
export const INSIGHT_PATHS = { csv: '/api/insights/user/csv', listing: '/api/insights/listing/:listing/:id' } as const;
