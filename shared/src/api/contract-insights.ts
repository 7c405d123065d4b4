import { z } from './schemas/zod';
import { endpoint, type EndpointDef } from './endpoint';
import {
  BoardInsightsSchema,
  BoardVitalsSchema,
  InsightBatchSchema,
  InsightPartnersSchema,
  InsightsQuerySchema,
  InsightTokenSchema,
  MemberInsightsSchema,
  PartnerInsightsQuerySchema,
} from './schemas/insights';

const bearer = 'bearer' as const;

/** Partner insights (decisions 046, 074): anonymous counts in, a member's own listings and the Board's valley out. */
export const insightsContract = {
  insightsToken: endpoint({
    method: 'POST',
    path: '/api/insights/token',
    response: InsightTokenSchema,
    summary: "A page view's token for its insight beacons (decision 074): short-lived, signed, each event counted once; budgeted per client address",
  }),
  insightsCollect: endpoint({
    method: 'POST',
    path: '/api/insights/events',
    body: InsightBatchSchema,
    response: z.object({ counted: z.number().int() }),
    summary: "Anonymous events from the public pages (navigator.sendBeacon) with their page view's token; nothing about the visitor is kept",
  }),
  myInsights: endpoint({
    method: 'GET',
    path: '/api/insights/user',
    query: InsightsQuerySchema,
    response: MemberInsightsSchema,
    auth: bearer,
    summary: "Daily counts for the member's own destinations and events over the last 7, 30 or 90 days, with the period before",
  }),
  boardInsights: endpoint({
    method: 'GET',
    path: '/api/insights/board',
    query: InsightsQuerySchema,
    response: BoardInsightsSchema,
    auth: bearer,
    summary: "Board only: the valley's totals, top listings, searches that found nothing and ad performance",
  }),
  boardVitals: endpoint({
    method: 'GET',
    path: '/api/insights/board/vitals',
    query: InsightsQuerySchema,
    response: BoardVitalsSchema,
    auth: bearer,
    summary: 'Board only: Core Web Vitals from real visits (decision 079), the 75th percentile per route and device class, over the period and by week',
  }),
  boardPartners: endpoint({
    method: 'GET',
    path: '/api/insights/board/partners',
    response: InsightPartnersSchema,
    auth: bearer,
    summary: 'Board only: the members with a destination or an event, and every destination and event with its owner, to open one',
  }),
  boardPartnerInsights: endpoint({
    method: 'GET',
    path: '/api/insights/board/partner',
    query: PartnerInsightsQuerySchema,
    response: MemberInsightsSchema,
    auth: bearer,
    summary: "Board only: one member's listings, or one listing, over the period, exactly as its owner sees them",
  }),
} satisfies Record<string, EndpointDef>;
