import { DST_CASES } from '@valley/shared/time/dst-cases';
import { EMPTY_EVENT, formTimes, payloadOf, presetFor, recurrenceSentence, weekdayOf } from './event-form';

describe('event recurrence presets (member-area §4)', () => {
  it("weekly preselects the start date's weekday and every 1 week", () => {
    // 2027-06-01 is a Tuesday.
    expect(weekdayOf('2027-06-01T18:00')).toBe('Tue');
    expect(presetFor('weekly', '2027-06-01T18:00')).toEqual({ r_weekly_weeks: '1', r_weekly_day: ['Tue'] });
  });

  it('daily is every 1 day, monthly every 1 month on the start day, yearly on the start date', () => {
    expect(presetFor('daily', '2027-06-01T18:00')).toEqual({ r_daily_days: '1' });
    expect(presetFor('monthly', '2027-06-12T18:00')).toMatchObject({ r_monthly_months: '1', r_monthly_day: '12', r_monthly_first: true });
    expect(presetFor('yearly', '2027-06-12T18:00')).toMatchObject({ r_yearly_month: '6', r_yearly_day: '12' });
  });
});

describe('recurrenceSentence', () => {
  const start = { ...EMPTY_EVENT, start_at: '2027-06-01T18:00', end_at: '2027-06-01T20:00' };

  it('reads the rule being edited back in words, with its end', () => {
    expect(
      recurrenceSentence({ ...start, recurrence: 'weekly', ...presetFor('weekly', start.start_at), r_end_type: 'After', r_number_of_occurrences: '4' }),
    ).toBe('Every Tuesday, 4 times');
    expect(
      recurrenceSentence({ ...start, recurrence: 'weekly', r_weekly_weeks: '2', r_weekly_day: ['Mon', 'Wed'], r_end_type: 'By', r_end_date: '2027-06-30' }),
    ).toBe('Every 2 weeks on Monday and Wednesday, until June 30, 2027');
    expect(
      recurrenceSentence({
        ...start,
        recurrence: 'monthly',
        r_monthly_months: '1',
        r_monthly_first: false,
        r_monthly_second: true,
        r_monthly_occurrence: 'Third',
        r_monthly_weekday: 'Thursday',
        r_end_type: 'After',
        r_number_of_occurrences: '1',
      }),
    ).toBe('On the third Thursday of every month, once');
  });

  it('says nothing for a one-off event or before the start date is known', () => {
    expect(recurrenceSentence(start)).toBe('');
    expect(recurrenceSentence({ ...EMPTY_EVENT, recurrence: 'daily' })).toBe('');
  });
});

describe('the times the form means', () => {
  // The API stores the same instants for these (api/src/time.test.ts runs the same cases).
  it.each(DST_CASES)('$local: $name', ({ local, instant }) => {
    expect(formTimes({ start_at: local, end_at: '' })?.starts.toISOString()).toBe(instant);
  });
});

describe('payloadOf', () => {
  it('sends the fields of the mode the radio buttons chose, and not the radio state', () => {
    const monthly = payloadOf({
      ...EMPTY_EVENT,
      recurrence: 'monthly',
      r_monthly_first: false,
      r_monthly_second: true,
      r_monthly_day: '12',
      r_monthly_occurrence: 'Third',
      r_monthly_weekday: 'Thursday',
    });
    expect(monthly).toMatchObject({ r_monthly_day: '', r_monthly_occurrence: 'Third', r_monthly_weekday: 'Thursday' });
    expect(monthly).not.toHaveProperty('r_monthly_second');
    const yearly = payloadOf({
      ...EMPTY_EVENT,
      recurrence: 'yearly',
      r_yearly_month: '9',
      r_yearly_day: '13',
      r_yearly_occurrence: 'Second',
      r_yearly_weekday: 'Saturday',
      r_yearly_second_month: '9',
    });
    expect(yearly).toMatchObject({ r_yearly_month: '9', r_yearly_day: '13', r_yearly_occurrence: '', r_yearly_weekday: '', r_yearly_second_month: '' });
  });
});
