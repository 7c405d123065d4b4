import { createHash, createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { searchTermOf, VIEW_TOKEN_EVENTS, type InsightEvent, type VitalEvent } from '@valley/shared/schemas/insights';
import { addDays, dayKeyOf } from '@valley/shared/time';
import type { Queryable } from '../db/db';
import { pruneThrottle, withinLimit, type ThrottleRule } from '../auth/throttle';
import { issueViewToken, readViewToken } from './view-token';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What one client address may count (decision 074), whatever user agent it sends: a campus or a hotel behind one address never comes
 * near these (the seeded valley's busiest day is ~15,600 events, ~1,900 in its busiest hour, from every address together), and a
 * script on one address gets no further. Past a limit nothing more is counted and nothing is said.
 */
export const ADDRESS_BUDGET = {
  /** View tokens issued: one per page load that counts something. */
  tokens: { limit: 120, windowMs: 10 * MINUTE },
  /** Events counted: a burst limit and an hourly one. */
  events: [
    { limit: 240, windowMs: 10 * MINUTE },
    { limit: 960, windowMs: HOUR },
  ],
  /** Counts of one listing, ad or search term and kind: one address adds at most this many views (or favorites...) to a listing an hour. */
  subject: { limit: 20, windowMs: HOUR },
} as const;

/** About one request in this many deletes spent tokens and old throttle windows: no timer, no per-process state. */
const PRUNE_EVERY = 50;
/** Spent tokens are kept this long past their expiry, so an instance whose clock lags still finds them. */
const TOKEN_GRACE_MS = 10 * MINUTE;

const header = (request: FastifyRequest, name: string) => String(request.headers[name] ?? '').toLowerCase();

/** Requests that are not a person reading the page: crawlers, link previews, speculative prefetches, and opted-out browsers. */
export function isCountable(request: FastifyRequest): boolean {
  const agent = header(request, 'user-agent');
  if (!agent || isbot(agent)) return false;
  if (header(request, 'sec-purpose').includes('prefetch') || header(request, 'purpose') === 'prefetch' || header(request, 'x-purpose') === 'preview')
    return false;
  return header(request, 'sec-gpc') !== '1' && header(request, 'dnt') !== '1';
}

/** The site's own pages sent it: a browser always names the page's origin on a beacon or a POST, so a beacon from another site does not count. */
export function fromSite(request: FastifyRequest, siteOrigins: ReadonlySet<string>): boolean {
  const origin = header(request, 'origin');
  return origin !== '' && origin !== 'null' && siteOrigins.has(origin);
}

/**
 * The address a budget is kept for: IPv4 as it is, IPv6 by its /64 (one household or device gets a whole /64 and may use any address
 * in it), an IPv4-mapped IPv6 address as its IPv4.
 */
export function budgetAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The client address as a keyed hash that changes every day: enough to budget it within the day, never the address itself. */
export function addressKey(request: FastifyRequest, secret: string, now: Date): string {
  return createHmac('sha256', secret)
    .update(`${dayKeyOf(now)}\u0000${budgetAddress(request.ip)}`)
    .digest('base64url')
    .slice(0, 22);
}

const short = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Field vitals are kept 13 months (decision 079): a year and the same month the year before. */
export const VITALS_KEPT_DAYS = 396;

/** Deletes tokens long expired, field vitals past their keeping and old throttle windows (throttle.ts prunes only on its own 429 paths). */
export async function pruneInsights(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from insight_view_tokens where expires_at < $1', [new Date(now.getTime() - TOKEN_GRACE_MS)]);
  await db.query('delete from insight_vitals where day < $1', [addDays(dayKeyOf(now), -VITALS_KEPT_DAYS)]);
  await pruneThrottle(db, now);
}

/** Prunes now and then: no timer, no per-process state. */
async function maybePrune(db: Queryable, now: Date): Promise<void> {
  if (Math.random() * PRUNE_EVERY < 1) await pruneInsights(db, now);
}

/** A view token for a page view, or null when the address has had its share of tokens for now. */
export async function issueToken(db: Queryable, address: string, secret: string, now: Date): Promise<{ token: string; expiresAt: Date } | null> {
  await maybePrune(db, now);
  if (!(await withinLimit(db, { key: `insights:tokens:${address}`, ...ADDRESS_BUDGET.tokens }, now))) return null;
  return issueViewToken(secret, now);
}

const LISTING_TABLES = { destination: 'destinations', event: 'events' } as const;

/** An event as it is counted: what it is about, as the site's own records have it. Null when the site has no such thing to count. */
type Subject =
  | { kind: 'search'; term: string }
  | { kind: 'ad'; link: string; title: string }
  | { kind: 'listing'; listing: 'destination' | 'event'; id: number }
  | { kind: 'vital'; vital: VitalEvent };

async function subjectOf(db: Queryable, event: InsightEvent): Promise<Subject | null> {
  // A vital is about the page view itself: its schema already holds it to a route name, a device class and a bounded value.
  if (event.kind === 'vital') return { kind: 'vital', vital: event };
  if (event.kind === 'search_miss') {
    const term = searchTermOf(event.term);
    return term ? { kind: 'search', term } : null;
  }
  if (event.listing === 'ad') {
    // Exactly a link some published page's ad block shows, with that block's title (view insight_ad_slots, migration 012).
    const { rows } = await db.query<{ title: string }>('select title from insight_ad_slots where link = $1 limit 1', [event.link]);
    return rows[0] ? { kind: 'ad', link: event.link, title: rows[0].title } : null;
  }
  const { rows } = await db.query(`select 1 from ${LISTING_TABLES[event.listing]} where id = $1 and approved`, [event.id]);
  return rows.length > 0 ? { kind: 'listing', listing: event.listing, id: event.id } : null;
}

/** What a token counts once: a vital once per metric and route, so a page view reports each metric once. */
const subjectKey = (subject: Subject, event: InsightEvent) =>
  subject.kind === 'vital'
    ? `vital:${subject.vital.route}:${subject.vital.metric}`
    : subject.kind === 'search'
      ? `search:${subject.term}`
      : subject.kind === 'ad'
        ? `ad:${subject.link}:${event.kind}`
        : `${subject.listing}:${subject.id}:${event.kind}`;

async function add(db: Queryable, subject: Subject, event: InsightEvent, day: string): Promise<void> {
  if (subject.kind === 'vital') {
    const { route, device, metric, value, target } = subject.vital;
    await db.query('insert into insight_vitals (day, route, device, metric, value, target) values ($1, $2, $3, $4, $5, $6)', [
      day,
      route,
      device,
      metric,
      value,
      target ?? null,
    ]);
  } else if (subject.kind === 'search') {
    await db.query(
      `insert into insight_search_misses (day, term, count) values ($1, $2, 1)
       on conflict (term, day) do update set count = insight_search_misses.count + 1`,
      [day, subject.term],
    );
  } else if (subject.kind === 'ad') {
    await db.query(
      `insert into insight_ad_counts (day, link, title, kind, count) values ($1, $2, $3, $4, 1)
       on conflict (link, day, kind) do update set count = insight_ad_counts.count + 1, title = excluded.title`,
      [day, subject.link, subject.title, event.kind],
    );
  } else {
    await db.query(
      `insert into insight_counts (day, listing, listing_id, kind, count) values ($1, $2, $3, $4, 1)
       on conflict (listing, listing_id, day, kind) do update set count = insight_counts.count + 1`,
      [day, subject.listing, subject.id, event.kind],
    );
  }
}

/**
 * Spends the token on one event: true the first time this token counts this event, while it has counted fewer than VIEW_TOKEN_EVENTS.
 * One row per token whatever is sent with it; the row's lock makes two instances agree.
 */
async function spend(db: Queryable, token: { id: string; expiresAt: Date }, key: string): Promise<boolean> {
  const { rows } = await db.query(
    `insert into insight_view_tokens (id, expires_at, counted) values ($1, $2, array[$3])
     on conflict (id) do update set counted = array_append(insight_view_tokens.counted, $3)
       where not ($3 = any(insight_view_tokens.counted)) and cardinality(insight_view_tokens.counted) < $4
     returning 1`,
    [token.id, token.expiresAt, key, VIEW_TOKEN_EVENTS],
  );
  return rows.length > 0;
}

/**
 * Adds a batch to the day's counts; answers how many were counted. Nothing counts without a valid token; then each event needs something
 * the site shows, the address's budget, the token's first use for it, and the address's share of that subject.
 */
export async function collect(
  db: Queryable,
  { token, events, address, secret }: { token: string; events: InsightEvent[]; address: string; secret: string },
  now: Date,
): Promise<number> {
  const viewToken = readViewToken(secret, token, now);
  if (!viewToken) return 0;
  await maybePrune(db, now);
  const day = dayKeyOf(now);
  const budgets: ThrottleRule[] = ADDRESS_BUDGET.events.map((rule) => ({ key: `insights:events:${rule.windowMs}:${address}`, ...rule }));
  let counted = 0;
  for (const event of events) {
    const subject = await subjectOf(db, event);
    if (!subject) continue;
    let within = true;
    for (const rule of budgets) within = within && (await withinLimit(db, rule, now));
    if (!within) break;
    const key = short(subjectKey(subject, event));
    if (!(await spend(db, viewToken, key))) continue;
    if (!(await withinLimit(db, { key: `insights:subject:${address}:${key}`, ...ADDRESS_BUDGET.subject }, now))) continue;
    await add(db, subject, event, day);
    counted += 1;
  }
  return counted;
}
