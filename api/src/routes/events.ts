import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { EventSearchBody, EventSearchResponse } from '@valley/shared/schemas/event';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { likePattern } from '../lib/media';
import { paginationOf } from '../lib/pagination';
import { Conditions } from '../lib/sql';
import { TIME_ZONE } from '../lib/dates';
import { type EventRow, toEvent } from './event-format';

export const EVENT_COLUMNS = `e.id, e.slug, e.title, e.summary, e.content, e.main_img, e.header_img, e.starts, e.ends,
  e.all_day, e.website, e.google_link, d.name as destination_name, d.slug as destination_slug,
  coalesce(e.location_latitude, d.location_latitude) as latitude,
  coalesce(e.location_longitude, d.location_longitude) as longitude,
  coalesce(e.phone, d.phone) as phone, coalesce(e.address, d.address) as address,
  e.recurrence, e.r_daily_days, e.r_weekly_day, e.r_weekly_weeks, e.r_monthly_months, e.r_monthly_day,
  e.r_monthly_occurrence, e.r_monthly_weekday, e.r_yearly_month, e.r_yearly_day, e.r_yearly_occurrence,
  e.r_yearly_weekday, e.r_end_type, e.r_end_date::text as r_end_date, e.r_number_of_occurrences`;

export const EVENT_FROM = `events e left join destinations d on d.id = e.destination_id and d.approved`;

/** Plain-list answers stop here when no limit is sent. */
const PLAIN_LIST_CAP = 1000;
const DEFAULT_PER_PAGE = 48;

/** A window bound as SQL: a bare date or a time without offset is New York wall-clock time. */
function instant(where: Conditions, value: string, endOfDay: boolean): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return `(${where.param(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00'}`)}::timestamp at time zone '${TIME_ZONE}')`;
  }
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return `${where.param(value)}::timestamptz`;
  return `(${where.param(value)}::timestamp at time zone '${TIME_ZONE}')`;
}

export function eventConditions(body: EventSearchBody): Conditions {
  const where = new Conditions().add('e.approved');
  if (body.categories?.length) {
    where.add(
      `exists (select 1 from event_category_links l where l.event_id = e.id and l.category_id = any(${where.param(body.categories)}::int[]))`,
    );
  }
  if (body.destinations?.length) where.add(`e.destination_id = any(${where.param(body.destinations)}::int[])`);
  if (body.title) where.add(`e.title ilike ${where.param(likePattern(body.title))}`);
  if (body.dates) {
    const [startText = '', endText = ''] = body.dates.split('|');
    const start = instant(where, startText, false);
    const end = instant(where, endText, true);
    // One-off events overlap the window; a series overlaps it from its first start to its end date
    // (open-ended when it has none). Exact occurrence expansion comes later.
    where.add(`(
      (e.recurrence is null and e.starts <= ${end} and e.ends >= ${start})
      or (e.recurrence is not null and e.starts <= ${end}
          and (e.r_end_date is null or e.r_end_date >= (${start} at time zone '${TIME_ZONE}')::date))
    )`);
  }
  return where;
}

export async function searchEvents(db: Queryable, body: EventSearchBody, mediaUrl: AppContext['mediaUrl']): Promise<EventSearchResponse> {
  const where = eventConditions(body);
  // 'oldest' lists the events added first; 'upcoming' the soonest start first.
  const order = body.order === 'oldest' ? 'e.created_at asc, e.id asc' : 'e.starts asc, e.id asc';
  const select = `select ${EVENT_COLUMNS} from ${EVENT_FROM} ${where.where()} order by ${order}`;
  if (body.page === undefined) {
    const limit = where.param(body.limit ?? PLAIN_LIST_CAP);
    const { rows } = await db.query<EventRow>(`${select} limit ${limit}`, where.params);
    return rows.map((row) => toEvent(row, mediaUrl));
  }
  const perPage = body.limit ?? DEFAULT_PER_PAGE;
  const countParams = [...where.params];
  const limit = where.param(perPage);
  const offset = where.param((body.page - 1) * perPage);
  const [page, count] = await Promise.all([
    db.query<EventRow>(`${select} limit ${limit} offset ${offset}`, where.params),
    db.query<{ total: number }>(`select count(*)::int as total from ${EVENT_FROM} ${where.where()}`, countParams),
  ]);
  const data = page.rows.map((row) => toEvent(row, mediaUrl));
  return { data, pagination: paginationOf(body.page, perPage, Number(count.rows[0]?.total ?? 0), data.length) };
}

export function registerEventRoutes(app: FastifyInstance, { db, mediaUrl }: AppContext): void {
  route(app, contract.eventsSearch, async ({ body }) => searchEvents(db, body, mediaUrl));

  route(app, contract.eventCategories, async () => {
    const { rows } = await db.query<{ id: number; name: string; slug: string; description: string | null; content: string | null }>(
      `select id, name, slug, description, content from event_categories where approved order by position, name`,
    );
    return rows;
  });
}
