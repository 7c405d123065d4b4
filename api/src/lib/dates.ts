/** Dates as the valley sees them: America/New_York. */
export const TIME_ZONE = 'America/New_York';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  offset: string;
  weekday: number;
}

export function localParts(date: Date): LocalParts {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const zone = parts.timeZoneName ?? 'GMT';
  const offset = zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    offset,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2025-12-05T18:00:00-05:00' */
export function toLocalIso(date: Date): string {
  const p = localParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${p.offset}`;
}

export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '6:00 PM' */
export function timeOfDay(date: Date): string {
  const { hour, minute } = localParts(date);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Fri, Dec 5, 2025' */
export function shortDate(date: Date, withYear = true): string {
  const p = localParts(date);
  return `${WEEKDAYS[p.weekday]?.slice(0, 3)}, ${MONTHS_SHORT[p.month - 1]} ${p.day}${withYear ? `, ${p.year}` : ''}`;
}

/**
 * The instant of a wall-clock time in New York (DST-aware): tries the offsets around the
 * date and keeps the one that reads back as the asked-for wall time.
 */
export function zonedTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  for (const offsetHours of [5, 4]) {
    const candidate = new Date(guess + offsetHours * 3_600_000);
    const p = localParts(candidate);
    if (p.hour === hour && p.minute === minute && p.day === day) return candidate;
  }
  return new Date(guess + 5 * 3_600_000);
}
