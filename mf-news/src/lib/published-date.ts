import { formatDay, parseDayKey } from '@valley/shared/time';

/** 'November 20, 2026' from the API's ISO time; the date part is already the valley's day, so it is never shifted into the visitor's zone. */
export function publishedDate(iso: string): string | null {
  const day = publishedDay(iso);
  return parseDayKey(day) ? formatDay(day, 'long') : null;
}

/** The `dateTime` of a <time>: the calendar day. */
export const publishedDay = (iso: string) => iso.slice(0, 10);
