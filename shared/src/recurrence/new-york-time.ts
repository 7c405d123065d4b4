// New York wall-clock helpers for the recurrence engine. Only Intl, so they run in Node and in
// the browser alike. "Floating" dates carry New York wall-clock fields in their UTC fields:
// rrule computes in that space and knows nothing about DST.

export const TIME_ZONE = 'America/New_York';

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

let formatter: Intl.DateTimeFormat | undefined;

function newYorkFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return formatter;
}

/** The New York wall-clock reading of an instant. */
export function wallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of newYorkFormatter().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? Number.NaN,
    month: parts['month'] ?? Number.NaN,
    day: parts['day'] ?? Number.NaN,
    // Some engines print midnight as 24 even with h23.
    hour: (parts['hour'] ?? Number.NaN) % 24,
    minute: parts['minute'] ?? Number.NaN,
    second: parts['second'] ?? Number.NaN,
  };
}

function sameWallClock(a: WallClock, b: WallClock): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second
  );
}

/**
 * The instant at which New York clocks read the given wall time. New York is UTC-4 (EDT) or
 * UTC-5 (EST): try both and keep the one that reads back correctly. In the repeated fall-back
 * hour both do and the earlier (EDT) wins; in the skipped spring-forward hour neither does and
 * the time moves forward an hour (2:30 AM becomes 3:30 AM EDT).
 */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Normalise overflow (e.g. day 32) the way Date.UTC does before comparing.
  const wanted = wallClockOfFloating(new Date(asUtc));
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(asUtc + offsetHours * HOUR_MS);
    if (sameWallClock(wallClock(candidate), wanted)) return candidate;
  }
  // Skipped hour: read as EST, which the clocks show one hour later in EDT.
  return new Date(asUtc + 5 * HOUR_MS);
}

/** The floating date (New York wall clock in UTC fields) of an instant; milliseconds dropped. */
export function toFloating(instant: Date): Date {
  const w = wallClock(instant);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** The real instant of a floating date, read as New York wall-clock time. */
export function fromFloating(floating: Date): Date {
  const w = wallClockOfFloating(floating);
  return zonedTime(w.year, w.month, w.day, w.hour, w.minute, w.second);
}

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

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' of the New York calendar day an instant falls on. */
export function newYorkDate(instant: Date): string {
  const w = wallClock(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'YYYYMMDDTHHMMSS' (RFC 5545 local form) of a floating date. */
export function formatFloating(floating: Date): string {
  const w = wallClockOfFloating(floating);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** Parses 'YYYY-MM-DD' into calendar parts; null when it is not a real date. */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export function formatCalendarDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
