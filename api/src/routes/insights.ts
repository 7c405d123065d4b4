import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { INSIGHT_PATHS, InsightsQuerySchema } from '@valley/shared/schemas/insights';
import { idParam } from '@valley/shared/schemas/common';
import { z } from 'zod';
import type { AppContext } from '../app';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { addressKey, collect, fromSite, isCountable, issueToken } from '../insights/collect';
import { boardInsights, boardVitals, insightPartners, insightsCsv, listingInsights, memberInsights, periodOf } from '../insights/report';

export { INSIGHT_PATHS };

const ListingParams = z.object({ listing: z.enum(['destination', 'event']), id: idParam });

/** Query and params of the routes outside the contract, checked with the same schemas. */
const parse = <T>(schema: z.ZodType<T>, value: unknown, part: string): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${part}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
};

/**
 * Partner insights (decisions 046, 074): anonymous counts in, each owner's own listings and the Board's valley out. What is not counted
 * is answered like the rest (no token, `counted: 0`): counting never costs a visitor an error.
 */
export function registerInsightRoutes(
  app: FastifyInstance,
  { db, now, secret, siteOrigins }: AppContext & { secret: string; siteOrigins: ReadonlySet<string> },
): void {
  route(app, contract.insightsToken, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    if (!isCountable(request) || !fromSite(request, siteOrigins)) return { token: null, expiresIn: 0 };
    const at = now();
    const issued = await issueToken(db, addressKey(request, secret, at), secret, at);
    return issued ? { token: issued.token, expiresIn: Math.floor((issued.expiresAt.getTime() - at.getTime()) / 1000) } : { token: null, expiresIn: 0 };
  });

  route(app, contract.insightsCollect, async ({ body, request }) => {
    if (!isCountable(request) || !fromSite(request, siteOrigins)) return { counted: 0 };
    const at = now();
    return { counted: await collect(db, { token: body.token, events: body.events, address: addressKey(request, secret, at), secret }, at) };
  });

  route(app, contract.myInsights, async ({ query, member }) => memberInsights(db, member.id, periodOf(query.days, now())));

  route(app, contract.boardInsights, async ({ query, member }) => {
    if (member.role !== 'Board') throw new HttpError(403, "Only the tourism board sees the valley's insights");
    return boardInsights(db, periodOf(query.days, now()));
  });

  route(app, contract.boardVitals, async ({ query, member }) => {
    if (member.role !== 'Board') throw new HttpError(403, 'Only the tourism board sees the field vitals');
    return boardVitals(db, periodOf(query.days, now()));
  });

  // The Board opens one partner's figures as the partner sees them (issue 46): a member's listings, or one listing.
  route(app, contract.boardPartners, async ({ member }) => {
    if (member.role !== 'Board') throw new HttpError(403, "Only the tourism board sees other members' insights");
    return insightPartners(db);
  });

  route(app, contract.boardPartnerInsights, async ({ query, member }) => {
    if (member.role !== 'Board') throw new HttpError(403, "Only the tourism board sees other members' insights");
    const period = periodOf(query.days, now());
    if (query.member !== undefined) return memberInsights(db, query.member, period);
    const [listing, id] = query.destination !== undefined ? (['destination', query.destination] as const) : (['event', query.event ?? 0] as const);
    const report = await listingInsights(db, listing, id, { id: member.id, board: true }, period);
    if (!report) throw notFound(`No such ${listing}`);
    return { days: period.days, from: period.from, to: period.to, listings: [report] };
  });

  app.get(INSIGHT_PATHS.listing, async (request) => {
    const member = await app.requireMember(request);
    const params = parse(ListingParams, request.params, 'params');
    const { days } = parse(InsightsQuerySchema, request.query, 'query');
    const report = await listingInsights(db, params.listing, params.id, { id: member.id, board: member.role === 'Board' }, periodOf(days, now()));
    // Someone else's listing is answered like a missing one: the numbers, and whether it has any, stay its owner's.
    if (!report) throw notFound('No such listing of yours');
    return report;
  });

  app.get(INSIGHT_PATHS.csv, async (request, reply) => {
    const member = await app.requireMember(request);
    const { days } = parse(InsightsQuerySchema, request.query, 'query');
    const report = await memberInsights(db, member.id, periodOf(days, now()));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="valley-insights-${report.from}-to-${report.to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(insightsCsv(report));
  });
}
