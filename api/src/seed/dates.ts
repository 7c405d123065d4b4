import { wallClock, zonedTime } from '@valley/shared/time';

/** A calendar day in New York, without a time: what the seed reasons about. */
export interface CivilDay {
  year: number;
  month: number;
  day: number;
}

const utc = (day: CivilDay) => new Date(Date.UTC(day.year, day.month - 1, day.day));
const fromUtc = (date: Date): CivilDay => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

/** The New York calendar day of an instant. */
export function civilDay(date: Date): CivilDay {
  const { year, month, day } = wallClock(date);
  return { year, month, day };
}

export const addDays = (day: CivilDay, days: number): CivilDay => fromUtc(new Date(utc(day).getTime() + days * 86_400_000));

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: CivilDay) => utc(day).getUTCDay();

export const daysBetween = (from: CivilDay, to: CivilDay) => Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);

export const compareDays = (a: CivilDay, b: CivilDay) => daysBetween(b, a);

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The instant of a wall-clock time on a day, in New York. */
export const at = (day: CivilDay, hour = 0, minute = 0) => zonedTime(day.year, day.month, day.day, hour, minute);

/** 'YYYY-MM-DD' */
export const isoDay = (day: CivilDay) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
/** Weekday spec of monthly/yearly rules in the member form's words. */
export type MonthWeekday = WeekdayName | 'Day' | 'Weekday' | 'Weekend Day';
export type Occurrence = 'First' | 'Second' | 'Third' | 'Fourth' | 'Last';

const matchesWeekday = (day: CivilDay, spec: MonthWeekday) => {
  const weekday = weekdayOf(day);
  if (spec === 'Day') return true;
  if (spec === 'Weekday') return weekday >= 1 && weekday <= 5;
  if (spec === 'Weekend Day') return weekday === 0 || weekday === 6;
  return WEEKDAY_NAMES[weekday] === spec;
};

/** 'Third Thursday', 'Last Weekday', 'First Weekend Day' … of a month. */
export function nthOfMonth(year: number, month: number, occurrence: Occurrence, spec: MonthWeekday): CivilDay {
  const matching: CivilDay[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    const candidate = { year, month, day };
    if (matchesWeekday(candidate, spec)) matching.push(candidate);
  }
  const index = { First: 0, Second: 1, Third: 2, Fourth: 3, Last: matching.length - 1 }[occurrence];
  const found = matching[index];
  if (!found) throw new Error(`No ${occurrence} ${spec} in ${year}-${month}`);
  return found;
}

export const nextMonth = (year: number, month: number, by = 1) => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
