import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { nextOccurrence, occurrencesBetween } from '@valley/shared/recurrence';
import { RECURRENCE_FIELDS } from '@valley/shared/schemas/recurrence';
import type { Event, EventSearchBody, EventSearchResponse } from '@valley/shared/schemas/event';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { approvedByIdOrSlug, idOrSlug, textMatch } from '../lib/search';
import { Conditions } from '../lib/sql';
import { instantOf, TIME_ZONE } from '@valley/shared/time';
import { paginationOf } from '@valley/shared/schemas/common';
import { type EventRow, toEvent } from './event-format';
import { eventKind } from '../members/kinds';
import { ownerPreview } from '../members/owner-preview';

export const EVENT_COLUMNS = `e.id, e.slug, e.title, e.summary, e.content, e.main_img, e.header_img, e.starts, e.ends,
  e.all_day, e.website, e.google_link, e.destination_id, d.name as destination_name, d.slug as destination_slug,
  coalesce(e.location_latitude, d.location_latitude) as latitude,
  coalesce(e.location_longitude, d.location_longitude) as longitude,
  coalesce(e.phone, d.phone) as phone, coalesce(e.address, d.address) as address,
  ${RECURRENCE_FIELDS.map((field) => (field === 'r_end_date' ? 'e.r_end_date::text as r_end_date' : `e.${field}`)).join(', ')}, e.created_at`;

export const EVENT_FROM = `events e left join destinations d on d.id = e.destination_id and d.approved`;

/** Plain-list answers stop here when no limit is sent. */
const PLAIN_LIST_CAP = 1000;
const DEFAULT_PER_PAGE = 48;

type Row = EventRow & { created_at: Date | string };

/**
 * SQL narrows the candidates with a coarse date test on the series span; the recurrence engine then decides which occurrence falls
 * in the window, so sorting and paging happen after, on occurrence dates (decision 015).
 */
export async function searchEvents(db: Queryable, body: EventSearchBody, mediaUrl: AppContext['mediaUrl'], now = new Date()): Promise<EventSearchResponse> {
  const where = new Conditions().add('e.approved');
  if (body.categories?.length) {
    where.add(`exists (select 1 from event_category_links l where l.event_id = e.id and l.category_id = any(${where.param(body.categories)}::int[]))`);
  }
  if (body.destinations?.length) where.add(`e.destination_id = any(${where.param(body.destinations)}::int[])`);
  let relevance = '0';
  if (body.title) {
    const match = textMatch(where, body.title, { vector: 'e.search_vector', text: 'e.title' });
    where.add(match.condition);
    relevance = match.score;
  }
  let window: { from: Date; to: Date } | null = null;
  if (body.dates) {
    const [startText = '', endText = ''] = body.dates.split('|');
    // The schema checked both dates; a bare date is a whole New York day.
    window = { from: instantOf(startText) ?? new Date(NaN), to: instantOf(endText, { endOfDay: true }) ?? new Date(NaN) };
    const from = where.param(window.from);
    const to = where.param(window.to);
    where.add(`e.starts <= ${to}::timestamptz and (
      (e.recurrence is null and e.ends >= ${from}::timestamptz)
      or (e.recurrence is not null and (e.r_end_date is null or e.r_end_date >= (${from}::timestamptz at time zone '${TIME_ZONE}')::date - 1))
    )`);
  }
  const { rows } = await db.query<Row & { relevance: number }>(
    `select ${EVENT_COLUMNS}, ${relevance} as relevance from ${EVENT_FROM} ${where.where()}`,
    where.params,
  );

  // Each event is listed once, at the date its card shows: its first occurrence in the window; with no window, its next one for
  // 'upcoming' and its very first for 'oldest' (the whole history is then the range). Both orders sort by that date (decision 082).
  const matches: { row: Row & { relevance: number }; starts: Date; ends: Date }[] = [];
  for (const row of rows) {
    const first = { starts: new Date(row.starts), ends: new Date(row.ends) };
    const occurrence = window ? occurrencesBetween(row, window.from, window.to, 1)[0] : body.order === 'oldest' ? first : (nextOccurrence(row, now) ?? first);
    if (occurrence) matches.push({ row, ...occurrence });
  }
  // A title search without an explicit order lists the best matches first.
  const byDate = (a: (typeof matches)[number], b: (typeof matches)[number]) => a.starts.getTime() - b.starts.getTime() || a.row.id - b.row.id;
  if (body.order === undefined && body.title) {
    matches.sort((a, b) => Number(b.row.relevance) - Number(a.row.relevance) || byDate(a, b));
  } else {
    matches.sort(byDate);
  }
  const toEvents = (list: typeof matches): Event[] => list.map(({ row, starts, ends }) => toEvent(row, mediaUrl, { starts, ends }));

  if (body.page === undefined) return toEvents(matches.slice(0, body.limit ?? PLAIN_LIST_CAP));
  const perPage = body.limit ?? DEFAULT_PER_PAGE;
  const data = toEvents(matches.slice((body.page - 1) * perPage, body.page * perPage));
  return { data, pagination: paginationOf(body.page, perPage, matches.length, data.length) };
}

/** The event page shows the next occurrence of a series after `now` (its first dates once it is over). */
function eventPage(row: Row, mediaUrl: AppContext['mediaUrl'], now: Date): Event {
  return toEvent(row, mediaUrl, nextOccurrence(row, now) ?? undefined);
}

const EVENT_CATEGORY_COLUMNS = 'id, name, slug, description, content, header_image_url';
interface EventCategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  content: string | null;
  header_image_url: string | null;
}

export function registerEventRoutes(app: FastifyInstance, { db, mediaUrl, now }: AppContext): void {
  route(app, contract.eventsSearch, async ({ body }) => searchEvents(db, body, mediaUrl, now()));

  const withHeaderImage = (row: EventCategoryRow) => ({ ...row, header_image_url: mediaUrl(row.header_image_url) });
  const categories = async () =>
    (await db.query<EventCategoryRow>(`select ${EVENT_CATEGORY_COLUMNS} from event_categories where approved order by position, name`)).rows.map(
      withHeaderImage,
    );
  route(app, contract.eventCategories, categories);
  route(app, contract.eventCategoriesPost, categories);

  route(app, contract.eventCategoryGet, async ({ params }) =>
    withHeaderImage(await approvedByIdOrSlug<EventCategoryRow>(db, 'event_categories', EVENT_CATEGORY_COLUMNS, params.slug, 'Event category')),
  );

  route(app, contract.eventGet, async ({ params }) => {
    const key = idOrSlug(params.slug);
    const { rows } = await db.query<Row>(`select ${EVENT_COLUMNS} from ${EVENT_FROM} where e.approved and e.${key.column} = $1`, [key.value]);
    const row = rows[0];
    if (!row) throw notFound('Event not found');
    return eventPage(row, mediaUrl, now());
  });

  route(app, contract.eventDraft, async ({ params, member }) =>
    ownerPreview(db, eventKind, idOrSlug(params.slug), member, async (q, id) => {
      const { rows } = await q.query<Row>(`select ${EVENT_COLUMNS} from ${EVENT_FROM} where e.approved and e.id = $1`, [id]);
      return rows[0] ? eventPage(rows[0], mediaUrl, now()) : undefined;
    }),
  );
}
