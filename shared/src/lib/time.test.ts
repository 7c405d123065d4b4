/** @jest-environment node */
import { DST_CASES, SECOND_FALL_BACK_READING } from './time-dst-cases';
import {
  addDays,
  addWallDays,
  addMonths,
  DAY_MS,
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

  it('keeps the wall-clock time a week later: 167 hours across March, 169 across November', () => {
    expect(toLocalIso(addWallDays(new Date('2026-03-05T17:00:00Z'), 7))).toBe('2026-03-12T12:00:00-04:00');
    expect(addWallDays(new Date('2026-03-05T17:00:00Z'), 7).getTime() - Date.parse('2026-03-05T17:00:00Z')).toBe(167 * 3_600_000);
    expect(toLocalIso(addWallDays(new Date('2025-10-30T16:00:00Z'), 7))).toBe('2025-11-06T12:00:00-05:00');
    expect(toLocalIso(addWallDays(new Date('2026-12-28T17:00:00Z'), 7))).toBe('2027-01-04T12:00:00-05:00');
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

  it("adds calendar months, keeping the day where the month has it (a listing's 6 and 12 months, decision 090)", () => {
    expect(addMonths('2026-11-29', 12)).toBe('2027-11-29');
    expect(addMonths('2026-11-29', -13)).toBe('2025-10-29');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
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

describe('the zone and the words, held to Intl', () => {
  // What the module computes is checked against the engine's own zone data and en-US formats, so a change in the US rule (or in
  // Node's tzdata) fails here rather than on the site.
  const zoned = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const intlWallClock = (instant: Date) => {
    const read: Record<string, number> = {};
    for (const part of zoned.formatToParts(instant)) if (part.type !== 'literal') read[part.type] = Number(part.value);
    return { year: read.year, month: read.month, day: read.day, hour: (read.hour ?? 0) % 24, minute: read.minute, second: read.second };
  };

  it('reads New York clocks as Intl does on every day from 2007 to 2100, and through every night the clocks change', () => {
    const differ: string[] = [];
    const check = (instant: Date) => {
      const [ours, theirs] = [wallClock(instant), intlWallClock(instant)];
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) differ.push(`${instant.toISOString()}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
    };
    for (let day = Date.UTC(2007, 0, 1); day < Date.UTC(2101, 0, 1); day += DAY_MS) {
      check(new Date(day + 12 * 3_600_000));
      // Any day the clocks change (by Intl's data, or by the rule): every quarter hour from 04:00 to 09:00 UTC, and a second either side.
      if (new Date(day).getUTCDay() === 0 && [2, 10].includes(new Date(day).getUTCMonth())) {
        for (let minute = 4 * 60; minute <= 9 * 60; minute += 15) {
          for (const second of [-1, 0]) check(new Date(day + minute * 60_000 + second * 1000));
        }
      }
    }
    // Before the rule the module asks Intl itself.
    for (const text of ['1999-10-31T05:30:00Z', '2006-04-02T06:59:59Z', '2006-12-31T23:59:59.999Z']) check(new Date(text));
    expect(differ).toEqual([]);
  });

  it('writes every day style and every minute of a day as Intl writes them in en-US', () => {
    const styles = {
      weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
      full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
      date: { month: 'short', day: 'numeric', year: 'numeric' },
      long: { month: 'long', day: 'numeric', year: 'numeric' },
      monthDay: { month: 'short', day: 'numeric' },
      month: { month: 'long', year: 'numeric' },
      monthShort: { month: 'short' },
    } satisfies Record<Parameters<typeof formatDay>[1], Intl.DateTimeFormatOptions>;
    for (const [style, options] of Object.entries(styles)) {
      const intl = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
      for (let day = 0; day < 2 * 366; day += 1) {
        const key = addDays('2027-01-01', day);
        expect(formatDay(key, style as keyof typeof styles)).toBe(intl.format(new Date(`${key}T00:00:00Z`)));
      }
    }
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });
    for (let minute = 0; minute < 26 * 60; minute += 1) {
      const instant = new Date(Date.UTC(2026, 10, 1, 0, minute, 30));
      expect(formatTime(instant)).toBe(time.format(instant).replace(/\u202f/g, ' '));
    }
  });
});
