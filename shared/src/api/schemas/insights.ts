import { z } from './zod';
import { idParam } from './common';
import { AD_KINDS, INSIGHT_BATCH_MAX, INSIGHT_KINDS, INSIGHT_PERIODS, LINK_BUTTONS, LISTING_KINDS, type InsightPeriod } from '../insight-kinds';

export {
  AD_KINDS,
  INSIGHT_BATCH_MAX,
  INSIGHT_KINDS,
  INSIGHT_PATHS,
  INSIGHT_PERIODS,
  LINK_BUTTONS,
  LISTING_KINDS,
  SEARCH_TERM_MAX,
  searchTermOf,
  VIEW_TOKEN_EVENTS,
  zeroTotals,
} from '../insight-kinds';
export type { InsightKind, InsightPeriod } from '../insight-kinds';

const listingEvent = z.object({
  kind: z.enum([...LISTING_KINDS, ...LINK_BUTTONS.map((button) => `click_${button}` as const)]),
  listing: z.enum(['destination', 'event']),
  id: idParam,
});
/**
 * An ad is known by its link (ad slots have no id); the API counts only a link a published page's ad block shows, exactly, and keeps
 * that block's title. A title sent along (trackers before decision 074) is ignored.
 */
const adEvent = z.object({
  kind: z.enum(AD_KINDS),
  listing: z.literal('ad'),
  link: z.string().trim().min(1).max(500),
  title: z.string().max(200).optional(),
});
const searchMiss = z.object({ kind: z.literal('search_miss'), term: z.string().trim().min(1).max(200) });

export const InsightEventSchema = z.union([listingEvent, adEvent, searchMiss]);
export type InsightEvent = z.infer<typeof InsightEventSchema>;

/** A view token as the API issues it (decision 074): opaque to the browser, checked by its signature. */
export const VIEW_TOKEN_MAX = 100;

/**
 * A beacon's body: the page view's token and what the visitor did. navigator.sendBeacon to another origin may only send text/plain, so
 * the JSON may arrive as a string.
 */
export const InsightBatchSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.object({ token: z.string().min(1).max(VIEW_TOKEN_MAX), events: z.array(InsightEventSchema).min(1).max(INSIGHT_BATCH_MAX) }),
);
export type InsightBatch = z.infer<typeof InsightBatchSchema>;

/**
 * A view token for one page view (decision 074): it counts each event once, at most VIEW_TOKEN_EVENTS of them, for `expiresIn` seconds.
 * `token` is null when the API counts nothing from this browser (a crawler, an opt-out, another site, an address past its budget).
 */
export const InsightTokenSchema = z.object({ token: z.string().nullable(), expiresIn: z.number().int() });
export type InsightToken = z.infer<typeof InsightTokenSchema>;

export const InsightsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days): days is InsightPeriod => (INSIGHT_PERIODS as readonly number[]).includes(days), 'days must be 7, 30 or 90')
    .default(30),
});

/** Counts per kind; a kind with nothing is 0. */
export const InsightTotalsSchema = z.record(z.enum(INSIGHT_KINDS), z.number().int());
export type InsightTotals = z.infer<typeof InsightTotalsSchema>;

export const InsightSeriesPointSchema = z.object({ day: z.string(), counts: InsightTotalsSchema });

export const ListingInsightsSchema = z.object({
  listing: z.enum(['destination', 'event']),
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  totals: InsightTotalsSchema,
  previous: InsightTotalsSchema,
  series: z.array(InsightSeriesPointSchema),
});
export type ListingInsights = z.infer<typeof ListingInsightsSchema>;

const period = { days: z.number().int(), from: z.string(), to: z.string() };

export const MemberInsightsSchema = z.object({ ...period, listings: z.array(ListingInsightsSchema) });
export type MemberInsights = z.infer<typeof MemberInsightsSchema>;

export const BoardInsightsSchema = z.object({
  ...period,
  totals: InsightTotalsSchema,
  previous: InsightTotalsSchema,
  series: z.array(InsightSeriesPointSchema),
  top: z.array(ListingInsightsSchema.omit({ series: true, previous: true })),
  searchMisses: z.array(z.object({ term: z.string(), count: z.number().int() })),
  ads: z.array(z.object({ link: z.string(), title: z.string(), views: z.number().int(), clicks: z.number().int(), ctr: z.number() })),
});
export type BoardInsights = z.infer<typeof BoardInsightsSchema>;
