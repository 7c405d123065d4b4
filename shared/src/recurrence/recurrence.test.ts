/** @jest-environment node */
import { describeRecurrence, endDateFromCount, nextOccurrence, occurrencesBetween, toRRuleString, type EventTiming, type Occurrence } from './recurrence';
import { normaliseRecurrence, RECURRENCE_DAY_CHOICES, RECURRENCE_OCCURRENCES, WEEKLY_DAYS } from '../api/schemas/recurrence';
import { TIME_ZONE, zonedTime } from '../lib/time';

// Fixtures use explicit New York offsets; expectations are written as New York wall time with
// the offset Intl reports, so a wrong DST offset shows up in the assertion.
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  timeZoneName: 'shortOffset',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2025-11-06 19:00 GMT-5' */
function newYork(instant: Date): string {
  const parts = Object.fromEntries(offsetFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']} ${parts['timeZoneName']}`;
}

const starts = (occurrences: Occurrence[]): string[] => occurrences.map((o) => newYork(o.starts));

function event(startsAt: string, hours: number, rule: Partial<EventTiming>): EventTiming {
  const first = new Date(startsAt);
  return { starts: startsAt, ends: new Date(first.getTime() + hours * 3_600_000), recurrence: null, ...rule };
}

const WIDE = [new Date('2024-01-01T00:00:00Z'), new Date('2028-12-31T00:00:00Z')] as const;

const dailyEvery3 = event('2025-06-01T07:00:00-04:00', 1, { recurrence: 'daily', r_daily_days: 3 });
const weeklyMonWed = event('2025-10-08T19:00:00-04:00', 2, {
  recurrence: 'weekly',
  r_weekly_day: ['Mon', 'Wed'],
  r_weekly_weeks: 2,
  r_end_type: 'By',
  r_end_date: '2025-11-19',
});
const monthlyDay15 = event('2025-01-15T17:00:00-05:00', 4, {
  recurrence: 'monthly',
  r_monthly_day: 15,
  r_monthly_months: 2,
  r_end_type: 'After',
  r_number_of_occurrences: 6,
});
const thirdThursday = event('2025-01-16T19:00:00-05:00', 2, {
  recurrence: 'monthly',
  r_monthly_occurrence: 'third',
  r_monthly_weekday: 'thursday',
  r_end_type: 'After',
  r_number_of_occurrences: 6,
});
const lastWeekday = event('2025-01-31T12:00:00-05:00', 1, {
  recurrence: 'monthly',
  r_monthly_occurrence: 'Last',
  r_monthly_weekday: 'Weekday',
  r_end_type: 'By',
  r_end_date: '2025-06-30',
});
const firstWeekendDay = event('2025-01-04T10:00:00-05:00', 3, {
  recurrence: 'monthly',
  r_monthly_occurrence: 'First',
  r_monthly_weekday: 'Weekend Day',
  r_end_type: 'After',
  r_number_of_occurrences: 6,
});
const yearlyJuly9 = event('2025-07-09T18:00:00-04:00', 3, { recurrence: 'yearly', r_yearly_month: 7, r_yearly_day: 9 });
const secondSaturdaySeptember = event('2025-09-13T09:00:00-04:00', 8, {
  recurrence: 'yearly',
  r_yearly_month: 9,
  r_yearly_occurrence: 'Second',
  r_yearly_weekday: 'Saturday',
  r_end_type: 'After',
  r_number_of_occurrences: 3,
});

describe('occurrencesBetween: each kind of rule', () => {
  it.each([
    [
      'daily, every 3 days',
      dailyEvery3,
      [new Date('2025-06-01T00:00:00-04:00'), new Date('2025-06-12T00:00:00-04:00')],
      ['2025-06-01 07:00 GMT-4', '2025-06-04 07:00 GMT-4', '2025-06-07 07:00 GMT-4', '2025-06-10 07:00 GMT-4'],
    ],
    [
      'weekly, Monday and Wednesday every 2 weeks, by Nov 19',
      weeklyMonWed,
      WIDE,
      [
        '2025-10-08 19:00 GMT-4',
        '2025-10-20 19:00 GMT-4',
        '2025-10-22 19:00 GMT-4',
        '2025-11-03 19:00 GMT-5',
        '2025-11-05 19:00 GMT-5',
        '2025-11-17 19:00 GMT-5',
        '2025-11-19 19:00 GMT-5',
      ],
    ],
    [
      'monthly, day 15 every 2 months, 6 times',
      monthlyDay15,
      WIDE,
      [
        '2025-01-15 17:00 GMT-5',
        '2025-03-15 17:00 GMT-4',
        '2025-05-15 17:00 GMT-4',
        '2025-07-15 17:00 GMT-4',
        '2025-09-15 17:00 GMT-4',
        '2025-11-15 17:00 GMT-5',
      ],
    ],
    [
      'monthly, third Thursday, 6 times',
      thirdThursday,
      WIDE,
      [
        '2025-01-16 19:00 GMT-5',
        '2025-02-20 19:00 GMT-5',
        '2025-03-20 19:00 GMT-4',
        '2025-04-17 19:00 GMT-4',
        '2025-05-15 19:00 GMT-4',
        '2025-06-19 19:00 GMT-4',
      ],
    ],
    [
      'monthly, last weekday, by June 30 (inclusive)',
      lastWeekday,
      WIDE,
      [
        '2025-01-31 12:00 GMT-5',
        '2025-02-28 12:00 GMT-5',
        '2025-03-31 12:00 GMT-4',
        '2025-04-30 12:00 GMT-4',
        '2025-05-30 12:00 GMT-4',
        '2025-06-30 12:00 GMT-4',
      ],
    ],
    [
      'monthly, first weekend day, 6 times',
      firstWeekendDay,
      WIDE,
      [
        '2025-01-04 10:00 GMT-5',
        '2025-02-01 10:00 GMT-5',
        '2025-03-01 10:00 GMT-5',
        '2025-04-05 10:00 GMT-4',
        '2025-05-03 10:00 GMT-4',
        '2025-06-01 10:00 GMT-4',
      ],
    ],
    [
      'yearly, July 9',
      yearlyJuly9,
      [new Date('2025-01-01T00:00:00Z'), new Date('2027-12-31T00:00:00Z')],
      ['2025-07-09 18:00 GMT-4', '2026-07-09 18:00 GMT-4', '2027-07-09 18:00 GMT-4'],
    ],
    [
      'yearly, second Saturday of September, 3 times',
      secondSaturdaySeptember,
      WIDE,
      ['2025-09-13 09:00 GMT-4', '2026-09-12 09:00 GMT-4', '2027-09-11 09:00 GMT-4'],
    ],
  ] as const)('%s', (_name, timing, [from, to], expected) => {
    expect(starts(occurrencesBetween(timing, from, to))).toEqual(expected);
  });

  it('keeps each occurrence as long as the first', () => {
    for (const occurrence of occurrencesBetween(thirdThursday, ...WIDE)) {
      expect(occurrence.ends.getTime() - occurrence.starts.getTime()).toBe(2 * 3_600_000);
    }
  });

  it('returns the first occurrence as the event itself', () => {
    const [first] = occurrencesBetween(weeklyMonWed, ...WIDE);
    expect(first?.starts.toISOString()).toBe('2025-10-08T23:00:00.000Z');
    expect(first?.ends.toISOString()).toBe('2025-10-09T01:00:00.000Z');
  });

  it('stops at the limit', () => {
    expect(occurrencesBetween(dailyEvery3, ...WIDE, 5)).toHaveLength(5);
    expect(occurrencesBetween(dailyEvery3, ...WIDE, 0)).toEqual([]);
  });

  it('follows rrule when the start does not match the rule: the series begins at the first match', () => {
    const tuesdayStart = event('2025-10-07T19:00:00-04:00', 1, {
      recurrence: 'weekly',
      r_weekly_day: ['Mon', 'Wed'],
      r_end_type: 'After',
      r_number_of_occurrences: 2,
    });
    expect(starts(occurrencesBetween(tuesdayStart, ...WIDE))).toEqual(['2025-10-08 19:00 GMT-4', '2025-10-13 19:00 GMT-4']);
  });

  it('defaults a weekly rule without days to the start weekday and a monthly one to its day of month', () => {
    const saturdays = event('2025-05-03T08:00:00-04:00', 4, { recurrence: 'weekly', r_weekly_day: null });
    expect(starts(occurrencesBetween(saturdays, new Date('2025-05-01'), new Date('2025-05-18')))).toEqual([
      '2025-05-03 08:00 GMT-4',
      '2025-05-10 08:00 GMT-4',
      '2025-05-17 08:00 GMT-4',
    ]);
    const monthly = event('2025-01-20T08:00:00-05:00', 1, { recurrence: 'monthly' });
    expect(starts(occurrencesBetween(monthly, new Date('2025-01-01'), new Date('2025-03-31')))).toEqual([
      '2025-01-20 08:00 GMT-5',
      '2025-02-20 08:00 GMT-5',
      '2025-03-20 08:00 GMT-4',
    ]);
  });
});

describe('February 29', () => {
  const leapDay = event('2024-02-29T12:00:00-05:00', 1, { recurrence: 'yearly' });

  it('happens only in leap years (no Feb 28 or Mar 1 stand-in)', () => {
    expect(starts(occurrencesBetween(leapDay, new Date('2024-01-01T00:00:00Z'), new Date('2032-12-31T00:00:00Z')))).toEqual([
      '2024-02-29 12:00 GMT-5',
      '2028-02-29 12:00 GMT-5',
      '2032-02-29 12:00 GMT-5',
    ]);
    expect(occurrencesBetween(leapDay, new Date('2025-02-27T00:00:00Z'), new Date('2025-03-02T00:00:00Z'))).toEqual([]);
  });

  it('counts only real occurrences towards After N and reads as a date', () => {
    const threeTimes = { ...leapDay, r_end_type: 'After', r_number_of_occurrences: 3 };
    expect(endDateFromCount(threeTimes)).toBe('2032-02-29');
    expect(describeRecurrence(leapDay)).toBe('Every year on February 29');
  });

  it('skips months without the day in a monthly day-29 series', () => {
    const day29 = event('2025-01-29T18:00:00-05:00', 1, { recurrence: 'monthly', r_monthly_day: 29 });
    expect(starts(occurrencesBetween(day29, new Date('2025-01-01T00:00:00Z'), new Date('2025-04-30T00:00:00Z')))).toEqual([
      '2025-01-29 18:00 GMT-5',
      '2025-03-29 18:00 GMT-4',
      '2025-04-29 18:00 GMT-4',
    ]);
  });
});

describe('series ends', () => {
  it("'After 6' gives exactly 6 occurrences", () => {
    const monthly = { ...monthlyDay15, r_monthly_months: 1 };
    expect(occurrencesBetween(monthly, ...WIDE)).toHaveLength(6);
    expect(endDateFromCount(monthly)).toBe('2025-06-15');
    expect(endDateFromCount(monthlyDay15)).toBe('2025-11-15');
    expect(endDateFromCount(thirdThursday)).toBe('2025-06-19');
  });

  it("'After 1' is the first occurrence only", () => {
    const once = { ...dailyEvery3, r_end_type: 'After', r_number_of_occurrences: 1 };
    expect(starts(occurrencesBetween(once, ...WIDE))).toEqual(['2025-06-01 07:00 GMT-4']);
    expect(endDateFromCount(once)).toBe('2025-06-01');
  });

  it("'By' includes the whole New York end day, even a late-evening occurrence", () => {
    // 11 PM EDT is already the next day in UTC: a UTC until would drop it.
    const lateNights = event('2025-06-01T23:00:00-04:00', 1, {
      recurrence: 'daily',
      r_daily_days: 3,
      r_end_type: 'by',
      r_end_date: '2025-06-10',
    });
    expect(starts(occurrencesBetween(lateNights, ...WIDE))).toEqual([
      '2025-06-01 23:00 GMT-4',
      '2025-06-04 23:00 GMT-4',
      '2025-06-07 23:00 GMT-4',
      '2025-06-10 23:00 GMT-4',
    ]);
    expect(occurrencesBetween({ ...lateNights, r_end_date: '2025-06-09' }, ...WIDE)).toHaveLength(3);
  });

  it("treats 'never', a missing count and a missing end date as never ending", () => {
    for (const end of [
      { r_end_type: 'never' },
      { r_end_type: null },
      { r_end_type: 'After', r_number_of_occurrences: null },
      { r_end_type: 'By', r_end_date: null },
    ]) {
      const last = occurrencesBetween({ ...dailyEvery3, ...end }, ...WIDE).at(-1);
      expect(last && newYork(last.starts)).toBe('2028-12-30 07:00 GMT-5');
    }
  });

  it('gives no end date from a count for other events', () => {
    expect(endDateFromCount(dailyEvery3)).toBeNull();
    expect(endDateFromCount(weeklyMonWed)).toBeNull();
    expect(endDateFromCount(event('2025-06-01T07:00:00-04:00', 1, {}))).toBeNull();
  });
});

describe('the window overlap rule', () => {
  const evenings = event('2025-06-01T19:00:00-04:00', 2, { recurrence: 'daily', r_daily_days: 3 });

  it('counts an occurrence still running at the start of the window', () => {
    const found = occurrencesBetween(evenings, new Date('2025-06-04T20:00:00-04:00'), new Date('2025-06-05T12:00:00-04:00'));
    expect(starts(found)).toEqual(['2025-06-04 19:00 GMT-4']);
  });

  it('leaves out an occurrence that ended before the window and one starting after it', () => {
    expect(occurrencesBetween(evenings, new Date('2025-06-04T21:00:01-04:00'), new Date('2025-06-07T18:59:59-04:00'))).toEqual([]);
  });

  it('counts occurrences touching either end of the window (closed interval)', () => {
    const found = occurrencesBetween(evenings, new Date('2025-06-04T21:00:00-04:00'), new Date('2025-06-07T19:00:00-04:00'));
    expect(starts(found)).toEqual(['2025-06-04 19:00 GMT-4', '2025-06-07 19:00 GMT-4']);
  });

  it('counts a multi-day occurrence that began days before the window', () => {
    const weekend = event('2025-06-06T18:00:00-04:00', 48, { recurrence: 'weekly' });
    const sundayMorning = [new Date('2025-06-15T09:00:00-04:00'), new Date('2025-06-15T12:00:00-04:00')] as const;
    expect(starts(occurrencesBetween(weekend, ...sundayMorning))).toEqual(['2025-06-13 18:00 GMT-4']);
  });

  it('returns a one-off event only when it overlaps', () => {
    const oneOff = event('2025-06-01T19:00:00-04:00', 2, {});
    expect(occurrencesBetween(oneOff, new Date('2025-06-01T20:00:00-04:00'), new Date('2025-06-02'))).toHaveLength(1);
    expect(occurrencesBetween(oneOff, new Date('2025-06-02T00:00:00-04:00'), new Date('2025-06-03'))).toEqual([]);
  });
});

describe('daylight saving time', () => {
  const thursdayEvenings = event('2025-10-16T19:00:00-04:00', 2, { recurrence: 'weekly', r_weekly_day: ['Thu'] });

  it.each([
    ['October (EDT)', '2025-10-23T00:00:00Z', '2025-10-23 19:00 GMT-4', '2025-10-23T23:00:00.000Z'],
    ['November (EST)', '2025-11-06T00:00:00Z', '2025-11-06 19:00 GMT-5', '2025-11-07T00:00:00.000Z'],
    ['March before the change (EST)', '2026-03-05T00:00:00Z', '2026-03-05 19:00 GMT-5', '2026-03-06T00:00:00.000Z'],
    ['March after the change (EDT)', '2026-03-12T00:00:00Z', '2026-03-12 19:00 GMT-4', '2026-03-12T23:00:00.000Z'],
  ])('keeps 7 PM New York time in %s', (_name, now, wallClock, utc) => {
    const next = nextOccurrence(thursdayEvenings, new Date(now));
    expect(next && newYork(next.starts)).toBe(wallClock);
    expect(next?.starts.toISOString()).toBe(utc);
    expect(next && newYork(next.ends)).toBe(wallClock.replace('19:00', '21:00'));
  });

  it('reads wall-clock times in the skipped and the repeated hour', () => {
    expect(zonedTime(2026, 3, 8, 2, 30).toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 3:30 AM EDT
    expect(zonedTime(2025, 11, 2, 1, 30).toISOString()).toBe('2025-11-02T05:30:00.000Z'); // first 1:30 AM (EDT)
    expect(zonedTime(2025, 11, 2, 2, 30).toISOString()).toBe('2025-11-02T07:30:00.000Z'); // EST
  });

  it('moves an occurrence in the skipped hour forward an hour', () => {
    const nights = event('2026-03-01T02:30:00-05:00', 1, { recurrence: 'weekly' });
    const [skipped] = occurrencesBetween(nights, new Date('2026-03-08T00:00:00-05:00'), new Date('2026-03-09'));
    expect(skipped && newYork(skipped.starts)).toBe('2026-03-08 03:30 GMT-4');
  });
});

describe('nextOccurrence', () => {
  it.each([
    ['mid-series: the next one', thirdThursday, '2025-03-25T12:00:00Z', '2025-04-17 19:00 GMT-4'],
    ['one still running', thirdThursday, '2025-04-17T23:30:00Z', '2025-04-17 19:00 GMT-4'],
    ['before the series: the first', thirdThursday, '2024-06-01T00:00:00Z', '2025-01-16 19:00 GMT-5'],
    ['the last one of an After series', thirdThursday, '2025-06-01T00:00:00Z', '2025-06-19 19:00 GMT-4'],
    ['a far-off yearly one', yearlyJuly9, '2025-07-10T12:00:00Z', '2026-07-09 18:00 GMT-4'],
    ['the next second Saturday of September', secondSaturdaySeptember, '2025-12-01T00:00:00Z', '2026-09-12 09:00 GMT-4'],
    ['the last weekday of the month', lastWeekday, '2025-05-01T00:00:00Z', '2025-05-30 12:00 GMT-4'],
    ['the next weekly one', weeklyMonWed, '2025-10-23T12:00:00Z', '2025-11-03 19:00 GMT-5'],
  ] as const)('returns %s', (_name, timing, now, expected) => {
    const next = nextOccurrence(timing, new Date(now));
    expect(next && newYork(next.starts)).toBe(expected);
  });

  it.each([
    ['an After series', thirdThursday, '2025-06-20T01:00:01Z'],
    ['a By series', weeklyMonWed, '2025-11-20T12:00:00Z'],
    ['a yearly After series', secondSaturdaySeptember, '2027-09-12T00:00:00Z'],
  ] as const)('returns null past the end of %s', (_name, timing, now) => {
    expect(nextOccurrence(timing, new Date(now))).toBeNull();
  });

  it('returns the next one of a daily and of a day-of-month series', () => {
    const daily = nextOccurrence(dailyEvery3, new Date('2025-06-05T12:00:00Z'));
    expect(daily && newYork(daily.starts)).toBe('2025-06-07 07:00 GMT-4');
    const monthly = nextOccurrence(monthlyDay15, new Date('2025-03-16T12:00:00Z'));
    expect(monthly && newYork(monthly.starts)).toBe('2025-05-15 17:00 GMT-4');
  });

  it('returns null when the end date is already in the past, whatever the rule', () => {
    const endedLastYear = { r_end_type: 'By', r_end_date: '2025-12-31' } as const;
    const now = new Date('2026-06-01T00:00:00Z');
    for (const series of [dailyEvery3, thirdThursday, lastWeekday, yearlyJuly9, secondSaturdaySeptember]) {
      expect(nextOccurrence({ ...series, ...endedLastYear }, now)).toBeNull();
    }
    // An end date before the first occurrence: the series never happens at all.
    const neverHappens = { ...weeklyMonWed, r_end_date: '2025-10-01' };
    expect(occurrencesBetween(neverHappens, ...WIDE)).toEqual([]);
    expect(nextOccurrence(neverHappens, new Date('2025-01-01T00:00:00Z'))).toBeNull();
  });

  it('finds Feb 29 four years on', () => {
    const leapDay = event('2024-02-29T12:00:00-05:00', 1, { recurrence: 'yearly' });
    const next = nextOccurrence(leapDay, new Date('2024-03-01T00:00:00Z'));
    expect(next && newYork(next.starts)).toBe('2028-02-29 12:00 GMT-5');
  });

  it('finds the first of a weekly series that starts more than 52 weeks from now', () => {
    const later = event('2028-01-06T19:00:00-05:00', 1, { recurrence: 'weekly' });
    const next = nextOccurrence(later, new Date('2025-01-01T00:00:00Z'));
    expect(next && newYork(next.starts)).toBe('2028-01-06 19:00 GMT-5');
  });

  it('gives a one-off event until it has ended', () => {
    const oneOff = event('2025-06-01T19:00:00-04:00', 2, {});
    expect(nextOccurrence(oneOff, new Date('2025-06-01T20:00:00-04:00'))?.starts.toISOString()).toBe('2025-06-01T23:00:00.000Z');
    expect(nextOccurrence(oneOff, new Date('2025-06-01T21:00:00-04:00'))).toBeNull();
  });

  it('rejects an event without a valid start', () => {
    expect(() => nextOccurrence({ ...dailyEvery3, starts: 'soon' })).toThrow(RangeError);
  });
});

describe('describeRecurrence', () => {
  it.each([
    ['daily', dailyEvery3, 'Every 3 days'],
    ['daily every day', { ...dailyEvery3, r_daily_days: 1 }, 'Every day'],
    ['weekly', weeklyMonWed, 'Every 2 weeks on Monday and Wednesday, until November 19, 2025'],
    [
      'weekly, three days',
      { ...weeklyMonWed, r_weekly_day: ['fri', 'Mon', 'Wed'], r_weekly_weeks: 1, r_end_type: null },
      'Every week on Monday, Wednesday and Friday',
    ],
    ['weekly, start weekday', event('2025-05-03T08:00:00-04:00', 4, { recurrence: 'weekly' }), 'Every Saturday'],
    ['monthly day', monthlyDay15, 'On day 15 of every 2 months, 6 times'],
    ['monthly nth weekday', { ...thirdThursday, r_end_type: null }, 'On the third Thursday of every month'],
    ['monthly last weekday', { ...lastWeekday, r_end_type: null }, 'On the last weekday of every month'],
    ['monthly weekend day', firstWeekendDay, 'On the first weekend day of every month, 6 times'],
    ['monthly any day', { ...firstWeekendDay, r_monthly_occurrence: 'Second', r_monthly_weekday: 'Day', r_end_type: null }, 'On the second day of every month'],
    ['yearly date', yearlyJuly9, 'Every year on July 9'],
    ['yearly nth weekday', secondSaturdaySeptember, 'Every year on the second Saturday of September, 3 times'],
    ['once', { ...yearlyJuly9, r_end_type: 'After', r_number_of_occurrences: 1 }, 'Every year on July 9, once'],
    ['until', { ...dailyEvery3, r_end_type: 'By', r_end_date: '2027-06-30' }, 'Every 3 days, until June 30, 2027'],
    ['one-off', event('2025-06-01T19:00:00-04:00', 2, {}), ''],
  ] as const)('%s', (_name, timing, sentence) => {
    expect(describeRecurrence(timing)).toBe(sentence);
  });
});

describe('toRRuleString', () => {
  it.each([
    [dailyEvery3, `DTSTART;TZID=${TIME_ZONE}:20250601T070000\nRRULE:FREQ=DAILY;INTERVAL=3`],
    [
      weeklyMonWed,
      // UNTIL is the real end of Nov 19 in New York (EST), in UTC as RFC 5545 requires with a TZID.
      `DTSTART;TZID=${TIME_ZONE}:20251008T190000\nRRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20251120T045959Z;BYDAY=MO,WE`,
    ],
    [monthlyDay15, `DTSTART;TZID=${TIME_ZONE}:20250115T170000\nRRULE:FREQ=MONTHLY;INTERVAL=2;COUNT=6;BYMONTHDAY=15`],
    [thirdThursday, `DTSTART;TZID=${TIME_ZONE}:20250116T190000\nRRULE:FREQ=MONTHLY;COUNT=6;BYDAY=+3TH`],
    [lastWeekday, `DTSTART;TZID=${TIME_ZONE}:20250131T120000\nRRULE:FREQ=MONTHLY;UNTIL=20250701T035959Z;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1`],
    [yearlyJuly9, `DTSTART;TZID=${TIME_ZONE}:20250709T180000\nRRULE:FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=9`],
    [secondSaturdaySeptember, `DTSTART;TZID=${TIME_ZONE}:20250913T090000\nRRULE:FREQ=YEARLY;COUNT=3;BYMONTH=9;BYDAY=+2SA`],
  ])('%#', (timing, text) => {
    expect(toRRuleString(timing)).toBe(text);
  });

  it('is null for a one-off event', () => {
    expect(toRRuleString(event('2025-06-01T19:00:00-04:00', 2, {}))).toBeNull();
  });
});

describe('normaliseRecurrence', () => {
  it.each([
    ['["Mon","Wed"]', ['Mon', 'Wed']],
    ['Mon,Wed', ['Mon', 'Wed']],
    ['wednesday, MONDAY', ['Mon', 'Wed']],
    ['{Wed,Mon}', ['Mon', 'Wed']],
    [
      ['Sunday', 'fri', 'Friday', 'TU'],
      ['Tue', 'Fri', 'Sun'],
    ],
    ['', null],
    [[], null],
    ['["Someday"]', null],
  ] as const)('reads weekly days %j', (input, expected) => {
    expect(normaliseRecurrence({ r_weekly_day: input }).r_weekly_day).toEqual(expected);
  });

  it('runs a serialized weekly list like the list itself', () => {
    const serialized = { ...weeklyMonWed, r_weekly_day: '["Wed","Mon"]' };
    expect(occurrencesBetween(serialized, ...WIDE)).toEqual(occurrencesBetween(weeklyMonWed, ...WIDE));
  });

  it('puts every field in its canonical form', () => {
    expect(
      normaliseRecurrence({
        recurrence: 'Monthly',
        r_daily_days: 0,
        r_weekly_day: 'sat,sun',
        r_weekly_weeks: '2',
        r_monthly_months: null,
        r_monthly_day: 32,
        r_monthly_occurrence: 'LAST',
        r_monthly_weekday: 'weekend day',
        r_yearly_month: 9,
        r_yearly_day: 13,
        r_yearly_occurrence: 'second',
        r_yearly_weekday: 'sat',
        r_end_type: 'after',
        r_end_date: '2027-06-30T00:00:00-04:00',
        r_number_of_occurrences: 0,
      }),
    ).toEqual({
      recurrence: 'monthly',
      r_daily_days: null,
      r_weekly_day: ['Sat', 'Sun'],
      r_weekly_weeks: 2,
      r_monthly_months: null,
      r_monthly_day: null,
      r_monthly_occurrence: 'Last',
      r_monthly_weekday: 'Weekend Day',
      r_yearly_month: 9,
      r_yearly_day: 13,
      r_yearly_occurrence: 'Second',
      r_yearly_weekday: 'Saturday',
      r_end_type: 'After',
      r_end_date: '2027-06-30',
      r_number_of_occurrences: 1,
    });
  });

  it.each([
    ['After', 'After'],
    ['by', 'By'],
    ['never', null],
    ['occurrences', 'After'],
    ['date', 'By'],
    [null, null],
  ] as const)('reads end type %j', (input, expected) => {
    expect(normaliseRecurrence({ r_end_type: input }).r_end_type).toBe(expected);
  });

  it('leaves an empty rule not recurring', () => {
    const empty = normaliseRecurrence({});
    expect(empty.recurrence).toBeNull();
    expect(Object.values(empty).every((value) => value === null)).toBe(true);
    expect(normaliseRecurrence({ recurrence: 'fortnightly' }).recurrence).toBeNull();
    expect(normaliseRecurrence({ r_end_date: '2027-02-30' }).r_end_date).toBeNull();
  });

  it('accepts every listed choice as its own canonical form', () => {
    for (const occurrence of RECURRENCE_OCCURRENCES) {
      expect(normaliseRecurrence({ r_monthly_occurrence: occurrence.toUpperCase() }).r_monthly_occurrence).toBe(occurrence);
    }
    for (const choice of RECURRENCE_DAY_CHOICES) {
      expect(normaliseRecurrence({ r_yearly_weekday: choice.toLowerCase() }).r_yearly_weekday).toBe(choice);
    }
    expect(normaliseRecurrence({ r_weekly_day: WEEKLY_DAYS.toReversed() }).r_weekly_day).toEqual([...WEEKLY_DAYS]);
  });
});
