import { addDays, dayKeyOf, formatDay, startOfWeek, weekdayOf } from '@valley/shared/time';
import { DST_CASES } from '@valley/shared/time/dst-cases';
import { eventWindow, formatOccurrence } from './dates';

describe('event windows', () => {
  it('runs from today in New York through 180 days ahead by default', () => {
    expect(eventWindow(undefined, new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-22|2027-05-21');
  });

  it('uses the New York day, not the UTC one, late in the evening', () => {
    // 11:30 PM in New York is already the next day in UTC.
    expect(eventWindow(7, new Date('2026-11-23T04:30:00Z'))).toBe('2026-11-22|2026-11-29');
  });

  it('reaches back for the calendar and crosses a year end and a leap day', () => {
    expect(eventWindow(180, new Date('2026-11-22T15:00:00Z'), 7)).toBe('2026-11-15|2027-05-21');
    expect(eventWindow(7, new Date('2027-12-28T15:00:00Z'))).toBe('2027-12-28|2028-01-04');
    expect(eventWindow(1, new Date('2028-02-28T15:00:00Z'))).toBe('2028-02-28|2028-02-29');
  });
});

describe('calendar days', () => {
  it('counts days without DST getting in the way', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(dayKeyOf(new Date('2026-03-08T06:30:00Z'))).toBe('2026-03-08');
  });

  it('starts weeks on Sunday', () => {
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(startOfWeek('2026-12-09')).toBe('2026-12-06');
    expect(startOfWeek('2026-12-06')).toBe('2026-12-06');
  });

  it('writes days and occurrences the way visitors read them', () => {
    expect(formatDay('2026-12-06', 'full')).toBe('Sunday, December 6, 2026');
    expect(formatOccurrence(new Date('2026-12-06T19:00:00Z'), new Date('2026-12-06T22:00:00Z'))).toBe('Sun, Dec 6, 2026, 2:00 PM – 5:00 PM');
    expect(formatOccurrence(new Date('2027-05-21T04:00:00Z'), new Date('2027-05-27T03:59:00Z'))).toBe('May 21 – Wed, May 26, 2027');
  });

  // The instants the API stores for the two DST nights (api/src/lib/time.test.ts runs the same cases).
  it.each(DST_CASES)('shows $local as the API stores it ($name)', ({ local, instant, time }) => {
    const starts = new Date(instant);
    expect(formatOccurrence(starts, new Date(starts.getTime() + 3_600_000))).toMatch(new RegExp(`^\\w{3}, \\w{3} \\d+, \\d{4}, ${time} – `));
    expect(dayKeyOf(starts)).toBe(local.slice(0, 10));
  });
});
