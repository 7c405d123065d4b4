import { TIME_ZONE } from '@valley/shared/time';
import { eventSchedule } from './schedule';

test('a recurring event gets a schema.org Schedule in the valley’s zone; a one-off gets none', () => {
  const weekly = {
    recurrence: 'weekly',
    r_weekly_weeks: 2,
    r_weekly_day: ['Mon', 'Wed'],
    starts: '2026-11-23T18:00:00-05:00',
    ends: '2026-11-23T21:00:00-05:00',
    r_end_date: '2027-06-30',
  };
  expect(eventSchedule(weekly)).toEqual({
    '@type': 'Schedule',
    repeatFrequency: 'P2W',
    scheduleTimezone: TIME_ZONE,
    startDate: '2026-11-23',
    startTime: '18:00:00',
    endTime: '21:00:00',
    byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday'],
    endDate: '2027-06-30',
  });
  const lastFriday = {
    recurrence: 'monthly',
    r_monthly_months: 1,
    r_monthly_occurrence: 'Last',
    r_monthly_weekday: 'Friday',
    starts: '2026-11-27T17:00:00-05:00',
    ends: '2026-11-27T20:00:00-05:00',
  };
  expect(eventSchedule(lastFriday)?.byDay).toBe('-1FR');
  expect(eventSchedule({ recurrence: null, starts: '2026-11-23T18:00:00-05:00', ends: '2026-11-23T21:00:00-05:00' })).toBeNull();
});
