const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The carousel's `dates` filter, 'YYYY-MM-DD|YYYY-MM-DD' from today through `days` ahead.
 * (Kept here rather than shared with the events feature: features do not import each other.)
 */
export function blockEventWindow(days: number, now = new Date()): string {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start);
  end.setDate(end.getDate() + days);
  return `${day(start)}|${day(end)}`;
}
