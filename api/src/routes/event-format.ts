import { describeRecurrence } from '@valley/shared/recurrence';
import type { Event } from '@valley/shared/schemas/event';
import { normaliseRecurrence, type RecurrenceInput } from '@valley/shared/schemas/recurrence';
import { dayKeyOf, formatDay, formatTime, toLocalIso } from '@valley/shared/time';
import { formatCoordinate, toNumber } from '../lib/sql';

/** An events row with its destination's place; the recurrence columns as the database holds them. */
export interface EventRow extends RecurrenceInput {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  content: string | null;
  main_img: string | null;
  header_img: string | null;
  starts: Date | string;
  ends: Date | string;
  all_day: boolean;
  website: string | null;
  google_link: string | null;
  destination_id: number | null;
  destination_name: string | null;
  destination_slug: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  address: string | null;
}

/** Human dates: 'Fri, Dec 5, 2025, 6:00 PM – 9:00 PM', 'Dec 5 – Dec 7, 2025', 'Every Saturday, 8:00 AM – 12:00 PM'. */
export function displayDates(row: EventRow, starts: Date, ends: Date): string {
  const times = row.all_day ? '' : `, ${formatTime(starts)} – ${formatTime(ends)}`;
  if (row.recurrence) return `${describeRecurrence(row)}${times}`;
  const [first, last] = [dayKeyOf(starts), dayKeyOf(ends)];
  if (first === last) return `${formatDay(first, 'weekday')}${times}`;
  return `${formatDay(first, first.slice(0, 4) === last.slice(0, 4) ? 'monthDay' : 'date')} – ${formatDay(last, 'date')}`;
}

/** The event as the site shows it; `occurrence` (of a series) replaces the first dates when given. */
export function toEvent(row: EventRow, mediaUrl: (path: string | null) => string | null, occurrence?: { starts: Date; ends: Date }): Event {
  const starts = occurrence?.starts ?? new Date(row.starts);
  const ends = occurrence?.ends ?? new Date(row.ends);
  const day = dayKeyOf(starts);
  const latitude = toNumber(row.latitude);
  const longitude = toNumber(row.longitude);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    content: row.content,
    main_img: mediaUrl(row.main_img),
    header_img: mediaUrl(row.header_img),
    starts: toLocalIso(starts),
    ends: toLocalIso(ends),
    starts_at: formatTime(starts),
    ends_at: formatTime(ends),
    starts_month: formatDay(day, 'monthShort'),
    starts_day: day.slice(8, 10),
    display_dates: displayDates(row, starts, ends),
    website: row.website,
    google_link: row.google_link,
    destination_id: row.destination_id,
    destination_name: row.destination_name,
    destination_slug: row.destination_slug,
    location_formatted_latitude: formatCoordinate(latitude),
    location_formatted_longitude: formatCoordinate(longitude),
    phone: row.phone,
    address: row.address,
    favorited: false,
    ...normaliseRecurrence(row),
  };
}
