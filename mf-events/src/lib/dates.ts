// The remote's own date facts; days, times and words come from @valley/shared/time. Not the
// recurrence engine: ./prefetch reads dates through this module, and rrule (a chunk of its own)
// would hold the first page's calls back by a round trip.
import { addDays, dayKeyOf, formatDay, formatTime } from '@valley/shared/time';

/** 'Sun, Dec 6, 2026, 2:00 PM – 5:00 PM', or 'Dec 5 – Sun, Dec 7, 2026' across days. */
export function formatOccurrence(starts: Date, ends: Date): string {
  const [first, last] = [dayKeyOf(starts), dayKeyOf(ends)];
  if (first === last) return `${formatDay(first, 'weekday')}, ${formatTime(starts)} – ${formatTime(ends)}`;
  return `${formatDay(first, 'monthDay')} – ${formatDay(last, 'weekday')}`;
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
