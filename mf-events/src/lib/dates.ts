// The clock helpers alone, not the recurrence engine: ./prefetch reads dates through this module,
// and rrule (a chunk of its own) would hold the first page's calls back by a round trip.
import { TIME_ZONE, wallClock } from '@valley/shared/time-zone';

/**
 * Calendar days of the valley: every event happens on New York clocks, so days are New York days
 * ('YYYY-MM-DD' keys), whatever zone the visitor's browser is in.
 */
export type DayKey = string;

const pad = (value: number) => String(value).padStart(2, '0');

const keyOf = (year: number, month: number, day: number): DayKey => `${year}-${pad(month)}-${pad(day)}`;

/** The New York day an instant falls on. */
export function dayKeyOf(instant: Date): DayKey {
  const w = wallClock(instant);
  return keyOf(w.year, w.month, w.day);
}

/** A day key as a UTC-midnight Date, for civil-day arithmetic with no DST in the way. */
const civil = (key: DayKey): Date => new Date(`${key}T00:00:00Z`);
const keyOfCivil = (date: Date): DayKey => keyOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

export function addDays(key: DayKey, days: number): DayKey {
  const date = civil(key);
  date.setUTCDate(date.getUTCDate() + days);
  return keyOfCivil(date);
}

/** 0 = Sunday … 6 = Saturday (the calendar's weeks start on Sunday). */
export const weekdayOf = (key: DayKey): number => civil(key).getUTCDay();

export const startOfWeek = (key: DayKey): DayKey => addDays(key, -weekdayOf(key));

export const monthOf = (key: DayKey): { year: number; month: number } => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) });

export const firstOfMonth = (year: number, month: number): DayKey => keyOfCivil(new Date(Date.UTC(year, month - 1, 1)));

/** Whole days from a to b (b - a). */
export const daysBetween = (a: DayKey, b: DayKey): number => Math.round((civil(b).getTime() - civil(a).getTime()) / 86_400_000);

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: TIME_ZONE });
const shortDayNoYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });

/** 'Sunday, December 6, 2026' */
export const formatLongDay = (key: DayKey): string => longDay.format(civil(key));

/** 'December 2026' */
export const formatMonth = (year: number, month: number): string => monthTitle.format(new Date(Date.UTC(year, month - 1, 1)));

/** '2:00 PM' on New York clocks (ICU's narrow no-break space before PM made plain). */
export const formatTime = (instant: Date): string => time.format(instant).replace(/\u202f/g, ' ');

/** 'Sun, Dec 6, 2026, 2:00 PM – 5:00 PM', or 'Dec 5 – Sun, Dec 7, 2026' across days. */
export function formatOccurrence(starts: Date, ends: Date): string {
  if (dayKeyOf(starts) === dayKeyOf(ends)) return `${shortDay.format(starts)}, ${formatTime(starts)} – ${formatTime(ends)}`;
  return `${shortDayNoYear.format(starts)} – ${shortDay.format(ends)}`;
}

/** Days the site looks ahead by default (public-site §9 'Event lookahead'). */
export const EVENT_LOOKAHEAD_DAYS = 180;

/**
 * The search's `dates` value 'YYYY-MM-DD|YYYY-MM-DD' from today (New York) through `days` ahead,
 * optionally starting `back` days ago. The API reads bare dates as whole New York days.
 */
export function eventWindow(days = EVENT_LOOKAHEAD_DAYS, now = new Date(), back = 0): string {
  const today = dayKeyOf(now);
  return `${addDays(today, -back)}|${addDays(today, days)}`;
}
