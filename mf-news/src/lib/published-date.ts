const format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * 'November 20, 2026' from the API's local ISO time ('2026-11-20T08:30:00-05:00'). The date part
 * is already the valley's calendar day, so it is read as is, never shifted into the visitor's zone.
 */
export function publishedDate(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : format.format(date);
}

/** The `dateTime` of a <time>: the calendar day. */
export const publishedDay = (iso: string) => iso.slice(0, 10);
