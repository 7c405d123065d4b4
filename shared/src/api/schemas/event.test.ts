/** @jest-environment node */
import { EventSearchBodySchema } from './event';

const datesMessage = (dates: string) =>
  EventSearchBodySchema.safeParse({ dates }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('EventSearchBodySchema dates', () => {
  it('accepts the windows the site sends', () => {
    expect(datesMessage('2026-11-22|2027-05-21')).toEqual([]);
    expect(datesMessage('2027-01-01T00:00:00Z|2027-01-31T23:59:59.999-05:00')).toEqual([]);
  });

  it('refuses a window reaching outside the years the engines handle (a 500 before)', () => {
    expect(datesMessage('2026-01-01|9999-12-31')).toEqual(['dates: the end must be between the years 1900 and 2100']);
    expect(datesMessage('0000-01-01|2026-01-01')).toEqual(['dates: the start must be between the years 1900 and 2100']);
  });

  it('refuses days and times that are not on the calendar', () => {
    expect(datesMessage('2031-02-30|2031-03-01')).toEqual(['dates: the start must be a real calendar date (February 2031 has 28 days)']);
    expect(datesMessage('2027-06-01T25:00|2027-06-02')).toEqual(['dates: the start must have a time from 00:00 to 23:59']);
  });

  it('keeps its message for a shapeless or backwards window', () => {
    const shape = ["dates: dates must be 'startISO|endISO' with the start not after the end"];
    expect(datesMessage('2024-02-01')).toEqual(shape);
    expect(datesMessage('soon|later')).toEqual(shape);
    expect(datesMessage('2025-06-01|2024-06-01')).toEqual(shape);
  });
});
