import { EMPTY_EVENT, presetFor, recurrenceSentence, weekdayOf } from './event-form';

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
    expect(recurrenceSentence({ ...start, recurrence: 'weekly', ...presetFor('weekly', start.start_at), r_end_type: 'After', r_number_of_occurrences: '4' })).toBe('Every Tuesday, 4 times');
    expect(recurrenceSentence({ ...start, recurrence: 'weekly', r_weekly_weeks: '2', r_weekly_day: ['Mon', 'Wed'], r_end_type: 'By', r_end_date: '2027-06-30' })).toBe(
      'Every 2 weeks on Monday and Wednesday, until June 30, 2027',
    );
    expect(recurrenceSentence({ ...start, recurrence: 'monthly', r_monthly_months: '1', r_monthly_first: false, r_monthly_second: true, r_monthly_occurrence: 'Third', r_monthly_weekday: 'Thursday', r_end_type: 'After', r_number_of_occurrences: '1' })).toBe(
      'On the third Thursday of every month, once',
    );
  });

  it('says nothing for a one-off event or before the start date is known', () => {
    expect(recurrenceSentence(start)).toBe('');
    expect(recurrenceSentence({ ...EMPTY_EVENT, recurrence: 'daily' })).toBe('');
  });
});
