import { formatDay, parseDayKey } from '@valley/shared/time';

/**
 * 'November 20, 2026' from the API's local ISO time ('2026-11-20T08:30:00-05:00'). The date part
 * is already the valley's calendar day, so it is read as is, never shifted into the visitor's zone.
 */
export function publishedDate(iso: string): string | null {
  const day = publishedDay(iso);
  return parseDayKey(day) ? formatDay(day, 'long') : null;
}

/** The `dateTime` of a <time>: the calendar day. */
export const publishedDay = (iso: string) => iso.slice(0, 10);
