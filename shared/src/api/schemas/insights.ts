import { z } from './zod';
import { idParam } from './common';
import {
  AD_KINDS,
  DEVICE_CLASSES,
  INSIGHT_BATCH_MAX,
  INSIGHT_KINDS,
  INSIGHT_PERIODS,
  LINK_BUTTONS,
  LISTING_KINDS,
  VITAL_METRICS,
  VITAL_ROUTE_NAME,
  VITAL_TARGET,
  VITAL_TARGET_MAX,
  VITAL_VALUE_MAX,
  type InsightPeriod,
} from '../insight-kinds';

export {
  AD_KINDS,
  DEVICE_CLASSES,
  INSIGHT_BATCH_MAX,
  INSIGHT_KINDS,
  INSIGHT_PATHS,
  INSIGHT_PERIODS,
  LINK_BUTTONS,
  LISTING_KINDS,
  SEARCH_TERM_MAX,
  searchTermOf,
  VIEW_TOKEN_EVENTS,
  VITAL_METRICS,
  VITAL_TARGET_MAX,
  VITAL_THRESHOLDS,
  VITAL_VALUE_MAX,
  vitalRating,
  vitalTargetOf,
  zeroTotals,
} from '../insight-kinds';
export type { DeviceClass, InsightKind, InsightPeriod, VitalMetric, VitalRating } from '../insight-kinds';

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

/**
 * One Core Web Vital of one page view (decision 079): the route's name (never its address), the device class, the value, and the
 * selector of the element or interaction responsible. Nothing about the visitor; a value past its metric's bound is refused.
 */
export const VitalEventSchema = z
  .object({
    kind: z.literal('vital'),
    metric: z.enum(VITAL_METRICS),
    route: z.string().max(62).regex(VITAL_ROUTE_NAME, 'route must be a route name'),
    device: z.enum(DEVICE_CLASSES),
    value: z.number().min(0),
    target: z.string().min(1).max(VITAL_TARGET_MAX).regex(VITAL_TARGET, 'target must be a selector of tags, ids and classes').optional(),
  })
  .refine((event) => event.value <= VITAL_VALUE_MAX[event.metric], { message: 'value is out of range for its metric', path: ['value'] });
export type VitalEvent = z.infer<typeof VitalEventSchema>;

export const InsightEventSchema = z.discriminatedUnion('kind', [listingEvent, adEvent, searchMiss, VitalEventSchema]);
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

/** What the Board opens a partner's figures by (issue 46): one member's listings, or one listing, as its owner sees them. */
export const PartnerInsightsQuerySchema = InsightsQuerySchema.extend({
  member: idParam.optional(),
  destination: idParam.optional(),
  event: idParam.optional(),
}).refine((query) => [query.member, query.destination, query.event].filter((id) => id !== undefined).length === 1, {
  message: 'Name one member, destination or event',
});
export type PartnerInsightsQuery = z.input<typeof PartnerInsightsQuerySchema>;

/** Who and what the Board can open: members with a destination or an event, and every destination and event with its owner. */
export const InsightPartnersSchema = z.object({
  members: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), listings: z.number().int() })),
  listings: z.array(z.object({ listing: z.enum(['destination', 'event']), id: z.number().int(), title: z.string(), owner: z.string().nullable() })),
});
export type InsightPartners = z.infer<typeof InsightPartnersSchema>;

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

/** One metric of a route on a device class: its 75th percentile over the period and per week, and the target most often responsible. */
export const VitalFigureSchema = z.object({
  p75: z.number(),
  samples: z.number().int(),
  /** The selector most often named by the samples, or null when none named one (TTFB never does). */
  target: z.string().nullable(),
  /** Each week (from its Monday) the period touches, oldest first; p75 null in a week without samples. */
  weeks: z.array(z.object({ week: z.string(), p75: z.number().nullable(), samples: z.number().int() })),
});
export type VitalFigure = z.infer<typeof VitalFigureSchema>;

/** The Board's field vitals (decision 079): per route and device class, each metric's figure, or null when no visit measured it. */
export const BoardVitalsSchema = z.object({
  ...period,
  pages: z.array(
    z.object({
      route: z.string(),
      device: z.enum(DEVICE_CLASSES),
      metrics: z.object({
        LCP: VitalFigureSchema.nullable(),
        INP: VitalFigureSchema.nullable(),
        CLS: VitalFigureSchema.nullable(),
        TTFB: VitalFigureSchema.nullable(),
      }),
    }),
  ),
});
export type BoardVitals = z.infer<typeof BoardVitalsSchema>;
