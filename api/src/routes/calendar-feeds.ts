// iCalendar (RFC 5545) for "Add to calendar" and subscriptions (decision 015): text/calendar for calendar apps, not data for the site,
// so plain Fastify routes with their own 404s, outside the JSON contract.
import type { FastifyInstance } from 'fastify';
import ical, { escape, type ICalCalendar, type ICalLocation, type ICalTemporalPlainDateTimeStub, type ICalTemporalZonedDateTimeStub } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { occurrencesBetween, toRRuleString } from '@valley/shared/recurrence';
import { TIME_ZONE, wallClock } from '@valley/shared/time';
import { idOrSlugParam } from '@valley/shared/schemas/common';
import type { AppContext } from '../app';
import { badRequest, notFound } from '../http/errors';
import { plainTextExcerpt } from '../lib/rich-text';
import { idOrSlug } from '../lib/search';
import { toNumber } from '../lib/sql';
import type { EventRow } from './event-format';
import { EVENT_COLUMNS, EVENT_FROM } from './events';

export interface CalendarFeedContext extends AppContext {
  /** The public site: event links and the host part of every UID. */
  publicSiteUrl: string;
}

/** Where the site's screens link to (api/README.md, "Calendar files"). */
export const CALENDAR_PATHS = {
  event: '/api/events/:slug/ics',
  category: '/api/events/category/:slug/ics',
} as const;

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
/** How often subscribed calendar apps should ask again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_REFRESH = 'PT12H';
/** A feed keeps events this long after they ended, so last week's entries do not vanish from phones. */
const FEED_KEEP_DAYS = 90;
const FEED_MAX_EVENTS = 1000;
const DAY_MS = 86_400_000;
/** Far enough to find the first occurrence of any valid rule (Feb 29 repeats within 8 years). */
const FIRST_OCCURRENCE_HORIZON_MS = 10 * 366 * DAY_MS;

type FeedRow = EventRow & {
  updated_at: Date | string;
  created_at: Date | string;
  category_names: string[] | null;
};

const FEED_COLUMNS = `${EVENT_COLUMNS}, e.updated_at,
  array(select c.name from event_category_links l join event_categories c on c.id = l.category_id
        where l.event_id = e.id and c.approved order by l.position, c.position, c.name) as category_names`;

const pad = (value: number) => String(value).padStart(2, '0');

/** RFC 5545 TEXT holds no control character but tab; line breaks stay for the escaping to write as \n. */
// oxlint-disable-next-line no-control-regex -- stripping control characters is the point
const icsText = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/** A URL path segment: a slug is letters, digits and dashes, but the file must stay valid whatever a row holds. */
const pathSegment = (slug: string) => encodeURIComponent(slug);

/** New York wall time as ical-generator's Temporal.ZonedDateTime stub, which it prints with a TZID (a Date would print in the server's zone). */
export function newYorkDateTime(instant: Date): ICalTemporalZonedDateTimeStub {
  const w = wallClock(instant);
  const iso = `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
  const plainDate = { year: w.year, month: w.month, day: w.day, toJSON: () => iso.slice(0, 10), toString: () => iso.slice(0, 10) };
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...w,
    timeZoneId: TIME_ZONE,
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
      toZonedDateTimeISO: () => zoned,
    }),
    toJSON: () => `${iso}[${TIME_ZONE}]`,
    toString: () => `${iso}[${TIME_ZONE}]`,
    toPlainDateTime: () => plain,
    withTimeZone: () => zoned,
  };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...w,
    toJSON: () => iso,
    toString: () => iso,
    toPlainDate: () => plainDate,
    toZonedDateTime: () => zoned,
  };
  return zoned;
}

/** The site's host, for UIDs that stay the same for an event across downloads and feeds. */
const uidHost = (publicSiteUrl: string) => {
  try {
    return new URL(publicSiteUrl).hostname || 'happyvalley.example';
  } catch {
    return 'happyvalley.example';
  }
};

export const eventUid = (id: number, publicSiteUrl: string) => `event-${id}@${uidHost(publicSiteUrl)}`;

/**
 * The series' first real occurrence: RFC 5545 leaves a DTSTART that does not match its RRULE undefined, while the recurrence engine
 * skips such a start, so the file starts where the site says the series starts.
 */
function firstOccurrence(row: FeedRow): { starts: Date; ends: Date } {
  const starts = new Date(row.starts);
  return occurrencesBetween(row, starts, new Date(starts.getTime() + FIRST_OCCURRENCE_HORIZON_MS), 1)[0] ?? { starts, ends: new Date(row.ends) };
}

/** 'RRULE:FREQ=WEEKLY;…' of a recurring row; UNTIL is in UTC, as RFC 5545 wants beside a TZID. */
function rruleLine(row: FeedRow): string | null {
  const text = toRRuleString(row);
  return text?.split('\n').find((line) => line.startsWith('RRULE:')) ?? null;
}

/** LOCATION (place name, then the address) and GEO when the event or its destination has a point. */
function eventLocation(row: FeedRow, lat: number | null, lon: number | null): ICalLocation | null {
  const title = icsText(row.destination_name || row.address || '');
  if (!title) return null;
  const address = row.destination_name && row.address ? icsText(row.address) : undefined;
  return lat !== null && lon !== null ? { title, address, geo: { lat, lon } } : { title, address };
}

function addEvent(calendar: ICalCalendar, row: FeedRow, ctx: CalendarFeedContext): void {
  const url = `${ctx.publicSiteUrl}/events/${pathSegment(row.slug)}`;
  const first = row.recurrence ? firstOccurrence(row) : { starts: new Date(row.starts), ends: new Date(row.ends) };
  const latitude = toNumber(row.latitude);
  const longitude = toNumber(row.longitude);
  const details = plainTextExcerpt(row.content, 1500);
  // Seeded and member content often opens with the summary: say it once.
  const about = [row.summary && !details.startsWith(row.summary) ? row.summary : null, details, url].filter(Boolean).join('\n\n');
  const updated = new Date(row.updated_at);

  calendar.createEvent({
    id: eventUid(row.id, ctx.publicSiteUrl),
    summary: icsText(row.title),
    description: icsText(about),
    url,
    timezone: TIME_ZONE,
    ...(row.all_day
      ? {
          allDay: true,
          start: newYorkDateTime(first.starts),
          // An all-day DTEND is the day after the last one (exclusive).
          end: newYorkDateTime(new Date(first.ends.getTime() + DAY_MS)),
        }
      : { start: newYorkDateTime(first.starts), end: newYorkDateTime(first.ends) }),
    repeating: row.recurrence ? rruleLine(row) : null,
    location: eventLocation(row, latitude, longitude),
    categories: (row.category_names ?? []).map((name) => ({ name: icsText(name) })),
    // DTSTAMP and LAST-MODIFIED from the row: the same event gives the same bytes (and ETag) until it changes.
    stamp: updated,
    lastModified: updated,
    created: new Date(row.created_at),
  });
}

function newCalendar(name: string, description: string, ctx: CalendarFeedContext): ICalCalendar {
  return ical({
    // ical-generator writes NAME, X-WR-CALNAME and X-WR-CALDESC as given (a line break in a title
    // started new properties, even VEVENTs): escape them with its own TEXT escaping; it folds every line.
    name: escape(icsText(name), false),
    description: escape(icsText(description), false),
    prodId: { company: 'Happy Valley', product: 'Events', language: 'EN' },
    url: ctx.publicSiteUrl,
    ttl: 12 * 60 * 60,
    // Only the generator, no calendar-wide zone: each event names its TZID and gets a VTIMEZONE
    // (a calendar-wide zone would also print DTSTAMP in local time, which RFC 5545 forbids).
    timezone: { name: null, generator: (zone) => vtimezone(zone) },
  });
}

function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** The feed headers ical-generator has no option for: Apple's and Google's refresh hints. */
function withRefreshHints(text: string): string {
  return text.replace(/\r\nBEGIN:VTIMEZONE|\r\nBEGIN:VEVENT|\r\nEND:VCALENDAR/, (first) => `\r\nREFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}${first}`);
}

/** A download name from a slug: nothing that could end the header or the quoted name. */
const fileName = (slug: string) => slug.replace(/[^A-Za-z0-9._-]/g, '-');

function parseKey(raw: unknown): { column: 'id' | 'slug'; value: number | string } {
  const parsed = idOrSlugParam.safeParse(raw);
  if (!parsed.success) throw badRequest(`slug: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return idOrSlug(parsed.data);
}

export function registerCalendarFeedRoutes(app: FastifyInstance, ctx: CalendarFeedContext): void {
  const { db } = ctx;

  // One event as a file to open in (or import into) any calendar app.
  app.get<{ Params: { slug: string } }>(CALENDAR_PATHS.event, { config: { publicCache: true } }, async (request, reply) => {
    const key = parseKey(request.params.slug);
    const { rows } = await db.query<FeedRow>(`select ${FEED_COLUMNS} from ${EVENT_FROM} where e.approved and e.${key.column} = $1`, [key.value]);
    const row = rows[0];
    if (!row) throw notFound('Event not found');
    const calendar = newCalendar(row.title, row.summary ?? row.title, ctx);
    addEvent(calendar, row, ctx);
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName(row.slug)}.ics"`)
      .send(calendar.toString());
  });

  // A category's events as a subscribable feed (webcal://…): current and future series and
  // one-offs, plus those that ended in the last FEED_KEEP_DAYS days.
  app.get<{ Params: { slug: string } }>(CALENDAR_PATHS.category, { config: { publicCache: true } }, async (request, reply) => {
    const key = parseKey(request.params.slug);
    const { rows: categories } = await db.query<{ id: number; slug: string; name: string; description: string | null }>(
      `select id, slug, name, description from event_categories where approved and ${key.column} = $1`,
      [key.value],
    );
    const category = categories[0];
    if (!category) throw notFound('Event category not found');
    const since = new Date(ctx.now().getTime() - FEED_KEEP_DAYS * DAY_MS);
    const { rows } = await db.query<FeedRow>(
      `select ${FEED_COLUMNS} from ${EVENT_FROM}
        where e.approved
          and exists (select 1 from event_category_links l where l.event_id = e.id and l.category_id = $1)
          and ((e.recurrence is null and e.ends >= $2::timestamptz)
            or (e.recurrence is not null and (e.r_end_date is null or e.r_end_date >= ($2::timestamptz at time zone '${TIME_ZONE}')::date)))
        order by e.starts, e.id
        limit ${FEED_MAX_EVENTS}`,
      [category.id, since],
    );
    const calendar = newCalendar(`${category.name} — Happy Valley events`, category.description ?? category.name, ctx);
    for (const row of rows) addEvent(calendar, row, ctx);
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('content-disposition', `inline; filename="${fileName(category.slug)}.ics"`)
      .send(withRefreshHints(calendar.toString()));
  });
}
