// Calendar rules without zod, so a screen can check a date from its URL without loading the schemas (decision 022).

/**
 * The years a date sent to the API may fall in: wider than any event, stay or search, narrow
 * enough for every engine on the way (Intl, rrule, PostgreSQL, ISO strings). Year 9999 or 0000
 * answered 500 before.
 */
export const DATE_YEARS = { first: 1900, last: 2100 } as const;

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Days in a month of a year (1–12), leap years counted. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'February', for messages; month 1–12. */
export const monthName = (month: number) => MONTH_NAMES[month - 1] ?? String(month);

/**
 * What is wrong with a date ('2027-06-05') or a date and time ('2027-06-05T18:00', seconds and an
 * offset optional), as the words after a field's name; null for a real calendar day and clock
 * time within DATE_YEARS. Nothing is rolled over: February 30 and 25:00 are refused.
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
