import { z } from './zod';
import { idParam } from './common';
import {
  AD_KINDS,
  INSIGHT_BATCH_MAX,
  INSIGHT_KINDS,
  INSIGHT_PATHS,
  INSIGHT_PERIODS,
  LINK_BUTTONS,
  LISTING_KINDS,
  SEARCH_TERM_MAX,
  zeroTotals,
  type InsightKind,
  type InsightPeriod,
} from '../insight-kinds';

export { AD_KINDS, INSIGHT_BATCH_MAX, INSIGHT_KINDS, INSIGHT_PATHS, INSIGHT_PERIODS, LINK_BUTTONS, LISTING_KINDS, SEARCH_TERM_MAX, zeroTotals };
export type { InsightKind, InsightPeriod };

const listingEvent = z.object({
  kind: z.enum([...LISTING_KINDS, ...LINK_BUTTONS.map((button) => `click_${button}` as const)]),
  listing: z.enum(['destination', 'event']),
  id: idParam,
});
/** An ad is known by its link (ad slots have no id); the API counts only links some page's ad block shows. */
const adEvent = z.object({
  kind: z.enum(AD_KINDS),
  listing: z.literal('ad'),
  link: z.string().trim().min(1).max(500),
  title: z.string().trim().min(1).max(200),
});
const searchMiss = z.object({ kind: z.literal('search_miss'), term: z.string().trim().min(1).max(200) });

export const InsightEventSchema = z.union([listingEvent, adEvent, searchMiss]);
export type InsightEvent = z.infer<typeof InsightEventSchema>;

/**
 * A beacon's body. navigator.sendBeacon to another origin may only send text/plain, so the JSON may arrive as a string.
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
  z.object({ events: z.array(InsightEventSchema).min(1).max(INSIGHT_BATCH_MAX) }),
);
export type InsightBatch = z.infer<typeof InsightBatchSchema>;

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
