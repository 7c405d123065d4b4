import { describeRecurrence } from '@valley/shared/recurrence';
import type { Event } from '@valley/shared/schemas/event';
import { dayKeyOf, formatDay, formatTime, toLocalIso } from '@valley/shared/time';
import { formatCoordinate, toNumber } from '../lib/sql';

export interface EventRow {
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
  recurrence: Event['recurrence'];
  r_daily_days: number | null;
  r_weekly_day: string[] | null;
  r_weekly_weeks: number | null;
  r_monthly_months: number | null;
  r_monthly_day: number | null;
  r_monthly_occurrence: string | null;
  r_monthly_weekday: string | null;
  r_yearly_month: number | null;
  r_yearly_day: number | null;
  r_yearly_occurrence: string | null;
  r_yearly_weekday: string | null;
  r_end_type: string | null;
  r_end_date: string | null;
  r_number_of_occurrences: number | null;
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
    recurrence: row.recurrence,
    r_daily_days: row.r_daily_days,
    r_weekly_day: row.r_weekly_day,
    r_weekly_weeks: row.r_weekly_weeks,
    r_monthly_months: row.r_monthly_months,
    r_monthly_day: row.r_monthly_day,
    r_monthly_occurrence: row.r_monthly_occurrence,
    r_monthly_weekday: row.r_monthly_weekday,
    r_yearly_month: row.r_yearly_month,
    r_yearly_day: row.r_yearly_day,
    r_yearly_occurrence: row.r_yearly_occurrence,
    r_yearly_weekday: row.r_yearly_weekday,
    r_end_type: row.r_end_type,
    r_end_date: row.r_end_date,
    r_number_of_occurrences: row.r_number_of_occurrences,
  };
}
