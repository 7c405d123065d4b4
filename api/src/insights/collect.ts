import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { SEARCH_TERM_MAX, type InsightEvent } from '@valley/shared/schemas/insights';
import { dayKeyOf } from '@valley/shared/time';
import type { Queryable } from '../db/db';
import { withinLimit } from '../auth/throttle';

const MINUTE = 60_000;
/** One client adds at most this many events an hour; the rest are dropped without a word (decision 046). */
export const CLIENT_EVENTS_PER_HOUR = 200;
/** The same client counts once per listing, kind (and term) in this window: reloading a page does not add views. */
export const REPEAT_WINDOW_MS = 30 * MINUTE;

/** Requests that are not a person reading the page: crawlers, link previews, speculative prefetches, and opted-out browsers. */
export function isCountable(request: FastifyRequest): boolean {
  const header = (name: string) => String(request.headers[name] ?? '').toLowerCase();
  const agent = header('user-agent');
  if (!agent || isbot(agent)) return false;
  if (header('sec-purpose').includes('prefetch') || header('purpose') === 'prefetch' || header('x-purpose') === 'preview') return false;
  return header('sec-gpc') !== '1' && header('dnt') !== '1';
}

/**
 * The client as a salted hash that changes every day: enough to throttle one client within the day, never an address or a profile.
 * The throttle's rows holding it are pruned within a day.
 */
export function clientKey(request: FastifyRequest, salt: string, now: Date): string {
  return createHash('sha256')
    .update(`${salt}\u0000${dayKeyOf(now)}\u0000${request.ip}\u0000${String(request.headers['user-agent'] ?? '')}`)
    .digest('base64url')
    .slice(0, 22);
}

export const normaliseTerm = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_TERM_MAX);

const LISTING_TABLES = { destination: 'destinations', event: 'events' } as const;

/** An ad link counts only if some page's ad block shows it, so nobody can fill the Board's table with made-up ads. */
const likePattern = (text: string) =>
  `%${JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

async function add(db: Queryable, event: InsightEvent, day: string): Promise<boolean> {
  if (event.kind === 'search_miss') {
    const term = normaliseTerm(event.term);
    if (!term) return false;
    await db.query(
      `insert into insight_search_misses (day, term, count) values ($1, $2, 1)
       on conflict (term, day) do update set count = insight_search_misses.count + 1`,
      [day, term],
    );
    return true;
  }
  if (event.listing === 'ad') {
    const { rows } = await db.query(
      `insert into insight_ad_counts (day, link, title, kind, count)
       select $1, $2, $3, $4, 1 where exists (
         select 1 from pages where approved and (content_blocks::text like $5 or coalesce(home_blocks::text, '') like $5))
       on conflict (link, day, kind) do update set count = insight_ad_counts.count + 1, title = excluded.title returning 1`,
      [day, event.link, event.title, event.kind, likePattern(event.link)],
    );
    return rows.length > 0;
  }
  const { rows } = await db.query(
    `insert into insight_counts (day, listing, listing_id, kind, count)
     select $1, $2, $3, $4, 1 where exists (select 1 from ${LISTING_TABLES[event.listing]} where id = $3 and approved)
     on conflict (listing, listing_id, day, kind) do update set count = insight_counts.count + 1 returning 1`,
    [day, event.listing, event.id, event.kind],
  );
  return rows.length > 0;
}

const eventKey = (event: InsightEvent) =>
  event.kind === 'search_miss'
    ? `search:${normaliseTerm(event.term)}`
    : event.listing === 'ad'
      ? `ad:${event.link}:${event.kind}`
      : `${event.listing}:${event.id}:${event.kind}`;

/** Adds a batch to the day's counts; answers how many were counted (repeats, unknown listings and a client over its budget are not). */
export async function collect(db: Queryable, events: InsightEvent[], client: string, now: Date): Promise<number> {
  const day = dayKeyOf(now);
  let counted = 0;
  for (const event of events) {
    if (!(await withinLimit(db, { key: `insights:client:${client}`, limit: CLIENT_EVENTS_PER_HOUR, windowMs: 60 * MINUTE }, now))) break;
    if (!(await withinLimit(db, { key: `insights:once:${client}:${eventKey(event)}`, limit: 1, windowMs: REPEAT_WINDOW_MS }, now))) continue;
    if (await add(db, event, day)) counted += 1;
  }
  return counted;
}
