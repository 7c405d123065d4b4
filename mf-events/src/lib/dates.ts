// The remote's own date facts, not the recurrence engine: ./prefetch reads dates here, and rrule's chunk would hold the first
// page's calls back by a round trip (decision 020).
import { addDays, dayKeyOf, formatDay, formatTime } from '@valley/shared/time';

/** 'Sun, Dec 6, 2026, 2:00 PM – 5:00 PM', or 'Dec 5 – Sun, Dec 7, 2026' across days. */
export function formatOccurrence(starts: Date, ends: Date): string {
  const [first, last] = [dayKeyOf(starts), dayKeyOf(ends)];
  if (first === last) return `${formatDay(first, 'weekday')}, ${formatTime(starts)} – ${formatTime(ends)}`;
  return `${formatDay(first, 'monthDay')} – ${formatDay(last, 'weekday')}`;
}

/** Days the site looks ahead by default (public-site §9 'Event lookahead'). */
export const EVENT_LOOKAHEAD_DAYS = 180;

/** The search's `dates` 'YYYY-MM-DD|YYYY-MM-DD' from today (New York, or `back` days ago) through `days` ahead; bare dates are whole days. */
export function eventWindow(days = EVENT_LOOKAHEAD_DAYS, now = new Date(), back = 0): string {
  const today = dayKeyOf(now);
  return `${addDays(today, -back)}|${addDays(today, days)}`;
}
