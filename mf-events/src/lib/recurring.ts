import { nextOccurrence, occurrencesBetween, type EventTiming, type Occurrence } from '@valley/shared/recurrence';
import type { Event } from '@valley/shared/schemas/event';

/**
 * A listed event as a series. It carries one occurrence, not its series' first, so an 'After N' count would restart from there:
 * when the stored end date is known, the series ends by that date instead (decision 015).
 */
export function listedSeries(event: Event): EventTiming {
  const countWithEnd = event.r_end_type === 'After' && event.r_end_date !== null;
  return { ...event, r_end_type: countWithEnd ? 'By' : event.r_end_type };
}

/** Whether the series' remaining length is unknown from a listed event (a count with no stored end date). */
export const hasUnknownEnd = (event: Event): boolean => event.recurrence !== null && event.r_end_type === 'After' && event.r_end_date === null;

/** Occurrences of a listed event overlapping [from, to]; a one-off gives itself when it overlaps. */
export function occurrencesOf(event: Event, from: Date, to: Date): Occurrence[] {
  return occurrencesBetween(listedSeries(event), from, to);
}

/** The occurrence to show as 'next' (null once the series or the one-off is over). */
export function nextDates(event: Event, now = new Date()): Occurrence | null {
  return nextOccurrence(listedSeries(event), now);
}
