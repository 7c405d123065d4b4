import type { Event } from '@valley/shared/schemas/event';
import { addDays, dayKey, dayKeyOf, daysBetween, instantAt, startOfWeek, type DayKey } from '@valley/shared/time';
import { occurrencesOf } from '../../../lib/recurring';

/** Days the calendar reaches back and ahead of today (public-site §7). */
export { CALENDAR_DAYS_AHEAD, CALENDAR_DAYS_BACK } from '../../../lib/calls';
/** A multi-day occurrence is shown on each of its days, up to this many. */
const MAX_SPAN_DAYS = 62;

/** One occurrence of an event on one calendar day. */
export interface CalendarEntry {
  event: Event;
  starts: Date;
  ends: Date;
  /** The occurrence began on this day (a multi-day one continues on the following days). */
  isFirstDay: boolean;
}

/** One occurrence, the same on each day it covers: a list key, and what the open drawer keeps in history. */
export const entryKey = (entry: Pick<CalendarEntry, 'event' | 'starts'>): string => `${entry.event.id}-${entry.starts.getTime()}`;

/** Every occurrence of the listed events on each New York day it covers, `first` to `last` inclusive (a three-day festival on all three). */
export function occurrencesByDay(events: Event[], first: DayKey, last: DayKey): Map<DayKey, CalendarEntry[]> {
  const from = instantAt(first);
  const to = new Date(instantAt(addDays(last, 1)).getTime() - 1);
  const days = new Map<DayKey, CalendarEntry[]>();
  for (const event of events) {
    for (const { starts, ends } of occurrencesOf(event, from, to)) {
      const startDay = dayKeyOf(starts);
      // An occurrence ending exactly at midnight does not reach into that day.
      const endDay = ends > starts ? dayKeyOf(new Date(ends.getTime() - 1)) : startDay;
      const span = Math.min(daysBetween(startDay, endDay), MAX_SPAN_DAYS);
      for (let offset = 0; offset <= span; offset += 1) {
        const day = addDays(startDay, offset);
        if (day < first || day > last) continue;
        const list = days.get(day) ?? [];
        list.push({ event, starts, ends, isFirstDay: offset === 0 });
        days.set(day, list);
      }
    }
  }
  for (const list of days.values()) list.sort((a, b) => a.starts.getTime() - b.starts.getTime() || a.event.title.localeCompare(b.event.title));
  return days;
}

/** The weeks (Sunday first) that show a month: from the week of its first day to the week of its last. */
export function monthWeeks(year: number, month: number): DayKey[][] {
  const first = dayKey(year, month, 1);
  const next = month === 12 ? dayKey(year + 1, 1, 1) : dayKey(year, month + 1, 1);
  const weeks: DayKey[][] = [];
  for (let start = startOfWeek(first); start < next; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
  }
  return weeks;
}

export const shiftMonth = ({ year, month }: { year: number; month: number }, by: number) => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
