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

/** The Core Web Vitals measured on real visits (decision 079): milliseconds, except CLS, a score. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
/** A phone or tablet (its primary pointer is coarse), or anything else. */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** What a visit may report per metric: past it a figure is a broken measurement, not a slow page; the tracker drops it, the API refuses it. */
export const VITAL_VALUE_MAX: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };
/** An attribution target (a CSS selector of the element or interaction responsible) is kept at most this long. */
export const VITAL_TARGET_MAX = 100;
/** A route's name as the shell's route table has it ('home', 'discover/destination', 'cms'). */
export const VITAL_ROUTE_NAME = /^[a-z][a-zA-Z]{0,30}(?:\/[a-z][a-zA-Z]{0,30})?$/;
/** Tag names, ids and classes joined by '>' (web-vitals' own selectors): no text, no attribute values, no query strings. */
export const VITAL_TARGET = /^[\w#.>-]+$/;

/** web.dev's thresholds: at or under `good` is good, over `poor` is poor, between needs improvement. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** How a figure rates by web.dev's thresholds (the 75th percentile of a page's visits is what they are meant for). */
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * An attribution target as it may be sent: no attribute selectors, only the characters of a selector of tags, ids and classes, its last VITAL_TARGET_MAX
 * characters (the element's own end), starting at a whole step; undefined when nothing is left.
 */
export function vitalTargetOf(selector: string | undefined): string | undefined {
  if (!selector) return undefined;
  // Attribute selectors (web-vitals writes none, but a selector may carry a URL in one) go whole; so does anything else but names.
  let target = selector.replace(/\[[^\]]*\]/g, '').replace(/[^\w#.>-]/g, '');
  if (target.length > VITAL_TARGET_MAX) target = target.slice(-VITAL_TARGET_MAX).replace(/^[^>]*>/, '');
  target = target.replace(/^>+|>+$/g, '');
  return target && target.length <= VITAL_TARGET_MAX ? target : undefined;
}
