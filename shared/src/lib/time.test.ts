/** @jest-environment node */
import { DST_CASES, SECOND_FALL_BACK_READING } from './time-dst-cases';
import {
  addDays,
  dateTimeProblem,
  dayKeyOf,
  daysBetween,
  formatDateTime,
  formatDay,
  formatTime,
  instantAt,
  instantOf,
  parseDayKey,
  startOfWeek,
  toLocalIso,
  valleyYear,
  wallClock,
  weekdayOf,
  zonedTime,
} from './time';

// The API's test runs these cases again with the process in other zones (api/src/lib/time.test.ts).
describe('the daylight-saving nights', () => {
  it.each(DST_CASES)('$name', ({ local, instant, localIso, time }) => {
    expect(instantOf(local)?.toISOString()).toBe(instant);
    const [year, month, day, hour, minute] = local.split(/[-T:]/).map(Number) as [number, number, number, number, number];
    expect(zonedTime(year, month, day, hour, minute).toISOString()).toBe(instant);
    expect(toLocalIso(new Date(instant))).toBe(localIso);
    expect(formatTime(new Date(instant))).toBe(time);
    expect(dayKeyOf(new Date(instant))).toBe(local.slice(0, 10));
  });

  it('reads the second 1:30 AM of the fall-back night back as EST', () => {
    expect(toLocalIso(new Date(SECOND_FALL_BACK_READING.instant))).toBe(SECOND_FALL_BACK_READING.localIso);
    expect(wallClock(new Date(SECOND_FALL_BACK_READING.instant))).toEqual({ year: 2025, month: 11, day: 2, hour: 1, minute: 30, second: 0 });
  });

  it('counts New York days across the changes: 25 hours in November, 23 in March', () => {
    expect(instantAt('2025-11-03').getTime() - instantAt('2025-11-02').getTime()).toBe(25 * 3_600_000);
    expect(instantAt('2026-03-09').getTime() - instantAt('2026-03-08').getTime()).toBe(23 * 3_600_000);
    expect(instantOf('2025-11-02', { endOfDay: true })?.toISOString()).toBe('2025-11-03T04:59:59.999Z');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
    expect(startOfWeek('2026-03-11')).toBe('2026-03-08');
    expect(weekdayOf('2026-03-08')).toBe(0);
  });
});

describe('instantOf', () => {
  it('keeps an instant that carries its offset, and refuses what is not a date', () => {
    expect(instantOf('2025-12-05T18:00:00-05:00')?.toISOString()).toBe('2025-12-05T23:00:00.000Z');
    expect(instantOf('2025-12-05T23:00:00Z')?.toISOString()).toBe('2025-12-05T23:00:00.000Z');
    expect(instantOf('2025-12-05 18:00')?.toISOString()).toBe('2025-12-05T23:00:00.000Z');
    expect(instantOf('soon')).toBeNull();
  });
});

describe('calendar days', () => {
  it('refuses days that do not exist rather than rolling them over', () => {
    expect(parseDayKey('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDayKey('2027-02-29')).toBeNull();
    expect(parseDayKey('2027-13-01')).toBeNull();
    expect(dateTimeProblem('2027-02-30')).toBe('must be a real calendar date (February 2027 has 28 days)');
    expect(dateTimeProblem('2027-06-05T25:00')).toBe('must have a time from 00:00 to 23:59');
    expect(dateTimeProblem('9999-12-31')).toBe('must be between the years 1900 and 2100');
    expect(dateTimeProblem('2027-06-05T18:00:00-04:00')).toBeNull();
  });
});

describe('words', () => {
  it('writes days, times and months the way every screen shows them', () => {
    const evening = zonedTime(2025, 12, 5, 18);
    expect(formatDay(dayKeyOf(evening), 'weekday')).toBe('Fri, Dec 5, 2025');
    expect(formatDay('2026-12-06', 'full')).toBe('Sunday, December 6, 2026');
    expect(formatDay('2027-05-01', 'date')).toBe('May 1, 2027');
    expect(formatDay('2026-11-20', 'long')).toBe('November 20, 2026');
    expect(formatDay('2025-12-05', 'monthDay')).toBe('Dec 5');
    expect(formatDay('2026-12-01', 'month')).toBe('December 2026');
    expect(formatDay('2025-09-01', 'monthShort')).toBe('Sep');
    expect(formatTime(evening)).toBe('6:00 PM');
    expect(formatDateTime(zonedTime(2027, 5, 1, 17))).toBe('Sat, May 1, 2027, 5:00 PM');
    expect(formatDay('not a day', 'date')).toBe('not a day');
  });
});

describe('valleyYear', () => {
  it("is the New York day's year: around New Year in every zone, and across every DST change", () => {
    const instants = [
      '2026-12-31T23:59:59-05:00',
      '2027-01-01T00:00:00-05:00',
      '2027-01-01T04:59:59Z',
      '2027-01-01T05:00:00Z',
      '2026-12-31T20:00:00-10:00',
      '2027-01-01T01:00:00+09:00',
      ...DST_CASES.map((dstCase) => dstCase.instant),
    ].map((text) => new Date(text));
    for (const instant of instants) expect(valleyYear(instant)).toBe(Number(dayKeyOf(instant).slice(0, 4)));
    expect(valleyYear(new Date('2027-01-01T04:59:59Z'))).toBe(2026);
    expect(valleyYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });
});
