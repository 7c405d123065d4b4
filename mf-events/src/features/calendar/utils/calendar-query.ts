import { dayKey, monthOf, parseDayKey, startOfWeek, type DayKey } from '@valley/shared/time';
import { queryCodec, type QueryField } from '@valley/shared/url-query';

export interface CalendarMonth {
  year: number;
  month: number;
}

/** Where the calendar is, as its address keeps it: the grid's month (`?month=2027-01`) or the narrow list's week (`?week=2027-01-03`). */
export interface CalendarQuery {
  month: CalendarMonth | null;
  week: DayKey | null;
}

const MONTH = /^\d{4}-\d{2}$/;

/** 'YYYY-MM' of a real month; anything else reads as none. */
const monthField: QueryField<CalendarMonth | null> = {
  read: (value) => {
    const day = value && MONTH.test(value) ? parseDayKey(`${value}-01`) : null;
    return day ? { year: day.year, month: day.month } : null;
  },
  write: (value) => (value ? dayKey(value.year, value.month, 1).slice(0, 7) : null),
};

/** A real day 'YYYY-MM-DD', read as the Sunday of its week; anything else reads as none. */
const weekField: QueryField<DayKey | null> = {
  read: (value) => (value && parseDayKey(value) ? startOfWeek(value) : null),
  write: (value) => value,
};

export const calendarQuery = queryCodec<CalendarQuery>({ month: monthField, week: weekField });

/** The address of a place in the calendar, relative to the page it is on ('?month=2027-01'). */
export const calendarHref = (query: CalendarQuery): string => `?${calendarQuery.write(query).toString()}`;

const firstOf = ({ year, month }: CalendarMonth): DayKey => dayKey(year, month, 1);
const clamp = (day: DayKey, low: DayKey, high: DayKey): DayKey => (day < low ? low : day > high ? high : day);

/**
 * The month the grid shows and the week the list shows: the address's, either one standing in for the other (a link made on a phone
 * opens a laptop on that week's month), else today's; kept to those that touch the window `first`–`last`, as the steps are.
 */
export function calendarPlace(query: CalendarQuery, today: DayKey, first: DayKey, last: DayKey): { month: CalendarMonth; week: DayKey } {
  const wanted = query.month ?? monthOf(query.week ?? today);
  const month = monthOf(clamp(firstOf(wanted), firstOf(monthOf(first)), firstOf(monthOf(last))));
  // A month's week is today's when today is in it, else the week of its first day.
  const weekDay = query.week ?? (query.month && firstOf(query.month) !== firstOf(monthOf(today)) ? firstOf(query.month) : today);
  const week = clamp(startOfWeek(weekDay), startOfWeek(first), startOfWeek(last));
  return { month, week };
}
