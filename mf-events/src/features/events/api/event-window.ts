/** Days the events page looks ahead by default (public-site §9). */
export const EVENT_LOOKAHEAD_DAYS = 180;

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The `dates` filter value 'startISO|endISO' from today through `days` ahead. */
export function eventWindow(days = EVENT_LOOKAHEAD_DAYS, now = new Date()): string {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + days);
  end.setHours(23, 59, 59, 0);
  return `${day(start)}|${day(end)}`;
}
