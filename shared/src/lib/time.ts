// The valley's clock: every date the site stores or shows is New York wall-clock time, read and written only here, so a UTC server and
// a browser in Tokyo agree. No library (decision 034), and Intl only before 2007 (decision 065); no zod, since the first screen loads it
// (decision 022).

export const TIME_ZONE = 'America/New_York';
export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}
export interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}
/** 'YYYY-MM-DD': a New York calendar day. */
export type DayKey = string;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

// ---------------------------------------------------------------- calendar days (no zone)

/** The years a date sent to the API may fall in: wider than any event, stay or search, narrow enough for Intl, rrule, PostgreSQL and ISO strings. */
export const DATE_YEARS = { first: 1900, last: 2100 } as const;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Days in a month of a year (1-12), leap years counted. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'February', for messages and sentences; month 1-12. */
export const monthName = (month: number) => MONTH_NAMES[month - 1] ?? String(month);

export const dayKey = (year: number, month: number, day: number): DayKey => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The parts of 'YYYY-MM-DD'; null when it is not a real calendar day (nothing rolls over). */
export function parseDayKey(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** A day as a UTC-midnight Date: calendar arithmetic with no DST in the way. */
const utcDay = (key: DayKey) => new Date(`${key}T00:00:00Z`);
const keyOfUtc = (date: Date): DayKey => dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

export const addDays = (key: DayKey, days: number): DayKey => keyOfUtc(new Date(utcDay(key).getTime() + days * DAY_MS));

/** Whole days from a to b (b - a). */
export const daysBetween = (a: DayKey, b: DayKey): number => Math.round((utcDay(b).getTime() - utcDay(a).getTime()) / DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (key: DayKey): number => utcDay(key).getUTCDay();

/** The Sunday a week starts on (the calendar's weeks start on Sunday). */
export const startOfWeek = (key: DayKey): DayKey => addDays(key, -weekdayOf(key));

export const monthOf = (key: DayKey): { year: number; month: number } => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) });

/** The same day `months` calendar months later (earlier when negative); a day the month lacks is its last day (Mar 31 − 1 month = Feb 28). */
export function addMonths(key: DayKey, months: number): DayKey {
  const { year, month } = monthOf(key);
  const index = year * 12 + month - 1 + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return dayKey(toYear, toMonth, Math.min(Number(key.slice(8, 10)), daysInMonth(toYear, toMonth)));
}

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * What is wrong with a date ('2027-06-05') or date and time ('2027-06-05T18:00', seconds and offset optional), as the words after a
 * field's name; null when valid within DATE_YEARS. Nothing is rolled over: February 30 and 25:00 are refused.
 */
export function dateTimeProblem(text: string): string | null {
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match) return 'must be a date';
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (year < DATE_YEARS.first || year > DATE_YEARS.last) return `must be between the years ${DATE_YEARS.first} and ${DATE_YEARS.last}`;
  if (month < 1 || month > 12) return 'must be a real calendar date (months run from 01 to 12)';
  if (day < 1 || day > daysInMonth(year, month)) return `must be a real calendar date (${monthName(month)} ${year} has ${daysInMonth(year, month)} days)`;
  if (hour > 23 || minute > 59 || second > 59) return 'must have a time from 00:00 to 23:59';
  if (offsetHours > 14 || offsetMinutes > 59) return 'must have a time zone offset from -14:00 to +14:00';
  return null;
}

// ---------------------------------------------------------------- the zone

const HOUR_MS = 3_600_000;
/** The first year of the US rule below (the Energy Policy Act of 2005); earlier instants ask Intl. */
const RULE_FROM_YEAR = 2007;

/** The instant of a month's nth Sunday at a UTC hour; month 1-12. */
function nthSunday(year: number, month: number, n: number, utcHour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return Date.UTC(year, month - 1, 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7, utcHour);
}

/**
 * New York's offset from UTC at an instant (ms), by the US rule: daylight time from 2:00 EST on March's second Sunday to 2:00 EDT on
 * November's first. Computed, not asked of Intl: a browser's first zoned formatter costs a phone ~100 ms of main thread (decision
 * 065). Null before 2007. The module's test holds the rule to Intl's zone data every year to 2100, so a change in the law shows there.
 */
function ruleOffset(ms: number): number | null {
  const year = new Date(ms).getUTCFullYear();
  if (!(year >= RULE_FROM_YEAR)) return null;
  return ms >= nthSunday(year, 3, 2, 7) && ms < nthSunday(year, 11, 1, 6) ? -4 * HOUR_MS : -5 * HOUR_MS;
}

let parts: Intl.DateTimeFormat | undefined;

/** The New York wall-clock reading of an instant as Intl's zone data gives it (instants before the rule, and the rule's test). */
function intlWallClock(instant: Date): WallClock {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const read: Record<string, number> = {};
  for (const part of parts.formatToParts(instant)) if (part.type !== 'literal') read[part.type] = Number(part.value);
  // Some engines print midnight as 24 even with h23.
  return {
    year: read.year ?? NaN,
    month: read.month ?? NaN,
    day: read.day ?? NaN,
    hour: (read.hour ?? NaN) % 24,
    minute: read.minute ?? NaN,
    second: read.second ?? NaN,
  };
}

/** The New York wall-clock reading of an instant, to the second. */
export function wallClock(instant: Date): WallClock {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = ruleOffset(ms);
  if (offset === null) return intlWallClock(instant);
  // The instant moved by the zone's offset is its floating date: the wall clock in UTC fields.
  return wallClockOfFloating(new Date(ms + offset));
}

/** A wall clock written into a Date's UTC fields ("floating": what rrule computes with). */
const floatingOf = (w: WallClock) => new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));

/** How far New York clocks are from UTC at an instant, in ms: -5 h (EST) or -4 h (EDT). */
const offsetAt = (instant: Date) => floatingOf(wallClock(instant)).getTime() - Math.floor(instant.getTime() / 1000) * 1000;

/**
 * The instant New York clocks read the given wall time (fields may overflow). As RFC 5545 and Temporal's 'compatible' rule say: in the
 * repeated fall-back hour EDT wins; a time in the skipped spring-forward hour takes the offset before the gap (2:30 AM → 3:30 AM EDT).
 */
export function zonedTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const before = offsetAt(new Date(wall - DAY_MS));
  const readings = [before, offsetAt(new Date(wall + DAY_MS))]
    .map((offset) => wall - offset)
    .filter((instant) => floatingOf(wallClock(new Date(instant))).getTime() === wall);
  return new Date(readings.length > 0 ? Math.min(...readings) : wall - before);
}

/** The instant a New York day starts, or a wall-clock time on it. */
export const instantAt = (key: DayKey, hour = 0, minute = 0): Date =>
  zonedTime(Number(key.slice(0, 4)), Number(key.slice(5, 7)), Number(key.slice(8, 10)), hour, minute);

/** The instant `days` New York days after `instant` at the same wall-clock time: a week later is 7 days, whatever DST does between. */
export function addWallDays(instant: Date, days: number): Date {
  const w = wallClock(instant);
  return zonedTime(w.year, w.month, w.day + days, w.hour, w.minute, w.second);
}

/**
 * The valley's calendar year at an instant. New Year always falls in EST (UTC−5: daylight time runs March to November), so this needs
 * no zone data; building a zone's formatter costs a phone tens of milliseconds, which a page's footer should not spend while hydrating.
 */
export const valleyYear = (instant: Date): number => new Date(instant.getTime() - 5 * 3_600_000).getUTCFullYear();

/** The New York day an instant falls on. */
export function dayKeyOf(instant: Date): DayKey {
  const w = wallClock(instant);
  return dayKey(w.year, w.month, w.day);
}

/** '2025-12-05T18:00:00-05:00': the API's form of an instant, its New York time with the offset. */
export function toLocalIso(instant: Date): string {
  const w = wallClock(instant);
  const offset = Math.round(offsetAt(instant) / MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  return `${dayKey(w.year, w.month, w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant of a date or time as members, forms and searches write it: with an offset or 'Z' that instant, otherwise New York
 * wall-clock time, a bare date being the start of that day (its last millisecond with `endOfDay`); null when it is not a date.
 */
export function instantOf(text: string, { endOfDay = false } = {}): Date | null {
  const local = LOCAL_TIME.exec(text.trim());
  if (!local) {
    const instant = WITH_OFFSET.test(text.trim())
      ? new Date(
          text
            .trim()
            .replace(' ', 'T')
            .replace(/([+-]\d{2})(\d{2})$/, '$1:$2'),
        )
      : null;
    return instant && !Number.isNaN(instant.getTime()) ? instant : null;
  }
  const [year, month, day, hour, minute, second] = local.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (local[4] === undefined && endOfDay) return new Date(zonedTime(year, month, day + 1).getTime() - 1);
  return zonedTime(year, month, day, hour, minute, second);
}

// ---------------------------------------------------------------- floating dates (the recurrence engine's)

/** The floating date (New York wall clock in UTC fields) of an instant; milliseconds dropped. */
export const toFloating = (instant: Date): Date => floatingOf(wallClock(instant));

export function wallClockOfFloating(floating: Date): WallClock {
  return {
    year: floating.getUTCFullYear(),
    month: floating.getUTCMonth() + 1,
    day: floating.getUTCDate(),
    hour: floating.getUTCHours(),
    minute: floating.getUTCMinutes(),
    second: floating.getUTCSeconds(),
  };
}

/** The real instant of a floating date, read as New York wall-clock time. */
export function fromFloating(floating: Date): Date {
  const w = wallClockOfFloating(floating);
  return zonedTime(w.year, w.month, w.day, w.hour, w.minute, w.second);
}

/** 'YYYYMMDDTHHMMSS': RFC 5545's local form, and what Google Calendar reads beside `ctz`. */
export function formatFloating(floating: Date): string {
  const w = wallClockOfFloating(floating);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

// ---------------------------------------------------------------- words

// The site speaks American English only: its date words are written here, as Intl's en-US writes them (the test compares every
// style with Intl), so a page that shows a date never pays for ICU's formatters while it hydrates (decision 065).
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const short = (name: string) => name.slice(0, 3);

interface DayWords {
  weekday: string;
  month: string;
  day: number;
  year: number;
}

const DAY_FORMATS = {
  /** 'Fri, Dec 5, 2025' */
  weekday: (d: DayWords) => `${short(d.weekday)}, ${short(d.month)} ${d.day}, ${d.year}`,
  /** 'Sunday, December 6, 2026' */
  full: (d: DayWords) => `${d.weekday}, ${d.month} ${d.day}, ${d.year}`,
  /** 'Dec 5, 2025' */
  date: (d: DayWords) => `${short(d.month)} ${d.day}, ${d.year}`,
  /** 'November 20, 2026' */
  long: (d: DayWords) => `${d.month} ${d.day}, ${d.year}`,
  /** 'Dec 5' */
  monthDay: (d: DayWords) => `${short(d.month)} ${d.day}`,
  /** 'December 2026' */
  month: (d: DayWords) => `${d.month} ${d.year}`,
  /** 'Dec' */
  monthShort: (d: DayWords) => short(d.month),
} satisfies Record<string, (day: DayWords) => string>;
export type DayFormat = keyof typeof DAY_FORMATS;

/** A New York day in words (see DAY_FORMATS); the key itself when it is not a date. */
export function formatDay(key: DayKey, style: DayFormat): string {
  const date = utcDay(key);
  if (Number.isNaN(date.getTime())) return key;
  return DAY_FORMATS[style]({
    weekday: WEEKDAY_NAMES[date.getUTCDay()] ?? '',
    month: monthName(date.getUTCMonth() + 1),
    day: date.getUTCDate(),
    year: date.getUTCFullYear(),
  });
}

/** '6:00 PM' on New York clocks. */
export const formatTime = (instant: Date): string => {
  const { hour, minute } = wallClock(instant);
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** 'Sat, May 1, 2027, 5:00 PM' */
export const formatDateTime = (instant: Date): string => `${formatDay(dayKeyOf(instant), 'weekday')}, ${formatTime(instant)}`;
