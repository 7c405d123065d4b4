/** @jest-environment node */
import { DestinationPayloadSchema, EventPayloadSchema, EventUpdateSchema, ReservationPayloadSchema, reservationPayloadOn } from './member';
import { recurrenceFields } from './recurrence';

type Issue = { path: PropertyKey[]; message: string };
/** The messages of a parse, by field, the way react-hook-form shows them under each field. */
const byField = (schema: { safeParse(input: unknown): { error?: { issues: Issue[] } } }, input: unknown) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const event = (change: Record<string, unknown> = {}) => ({
  title: 'Moonlight Paddle',
  start_at: '2027-06-05T19:00',
  end_at: '2027-06-05T21:00',
  content: '<p>Bring a headlamp.</p>',
  ...change,
});
const reservation = (change: Record<string, unknown> = {}) => ({
  start_at: '2031-02-27',
  end_at: '2031-03-01',
  email: 'guest@example.com',
  phone: '814-555-0142',
  destination: 12,
  ...change,
});

describe('dates and times (issue 23: 500s and silent rewrites)', () => {
  it('accepts real dates and times, with seconds, an offset or a space', () => {
    for (const start_at of ['2027-06-05', '2027-06-05T19:00', '2027-06-05 19:00', '2027-06-05T19:00:30.5', '2027-06-05T19:00-04:00', '2028-02-29T00:00Z']) {
      expect(byField(EventPayloadSchema, event({ start_at, end_at: '2028-06-05T21:00' }))).toEqual({});
    }
  });

  it('refuses a day that is not on the calendar, under its field', () => {
    expect(byField(EventPayloadSchema, event({ start_at: '2027-02-30T10:00' }))).toEqual({
      start_at: 'Start Date must be a real calendar date (February 2027 has 28 days)',
    });
    expect(byField(EventPayloadSchema, event({ end_at: '2027-13-01' }))).toEqual({
      end_at: 'End Date must be a real calendar date (months run from 01 to 12)',
    });
    expect(byField(ReservationPayloadSchema, reservation({ start_at: '2031-02-30' }))).toEqual({
      start_at: 'Start Date must be a real calendar date (February 2031 has 28 days)',
    });
  });

  it('refuses a time past 23:59 instead of rolling it into the next day', () => {
    expect(byField(EventPayloadSchema, event({ start_at: '2027-06-05T25:00' }))).toEqual({ start_at: 'Start Date must have a time from 00:00 to 23:59' });
    expect(byField(EventPayloadSchema, event({ end_at: '2027-06-05T21:60' }))).toEqual({ end_at: 'End Date must have a time from 00:00 to 23:59' });
    expect(byField(EventPayloadSchema, event({ end_at: '2027-06-05T21:00+25:00' }))).toEqual({
      end_at: 'End Date must have a time zone offset from -14:00 to +14:00',
    });
  });

  it('refuses years the site and its date engines do not handle', () => {
    expect(byField(EventPayloadSchema, event({ end_at: '9999-12-31' }))).toEqual({ end_at: 'End Date must be between the years 1900 and 2100' });
    expect(byField(ReservationPayloadSchema, reservation({ start_at: '0000-01-01' }))).toEqual({
      start_at: 'Start Date must be between the years 1900 and 2100',
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_end_type: 'By', r_end_date: '9999-12-31' }))).toEqual({
      r_end_date: 'End date must be between the years 1900 and 2100',
    });
  });

  it('keeps the messages for a missing or shapeless date', () => {
    expect(byField(EventPayloadSchema, event({ start_at: '' }))).toEqual({ start_at: 'Start Date is required' });
    expect(byField(EventPayloadSchema, event({ start_at: 'next friday' }))).toEqual({ start_at: 'Start Date must be a date' });
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_end_type: 'By', r_end_date: '2027-02-30' }))).toEqual({
      r_end_date: 'End date must be a real calendar date (February 2027 has 28 days)',
    });
  });
});

const yearly = (change: Record<string, unknown>) => event({ recurrence: 'yearly', r_yearly_first: true, r_yearly_second: false, ...change });

describe('recurrence rules (issue 23: impossible rules accepted or rewritten)', () => {
  it('accepts the rules the form builds', () => {
    expect(
      byField(
        EventPayloadSchema,
        event({ recurrence: 'weekly', r_weekly_weeks: '2', r_weekly_day: ['Mon', 'Wed'], r_end_type: 'After', r_number_of_occurrences: '6' }),
      ),
    ).toEqual({});
    expect(
      byField(
        EventPayloadSchema,
        event({
          recurrence: 'monthly',
          r_monthly_months: '1',
          r_monthly_first: false,
          r_monthly_second: true,
          r_monthly_occurrence: 'Third',
          r_monthly_weekday: 'Weekend Day',
        }),
      ),
    ).toEqual({});
    expect(byField(EventPayloadSchema, yearly({ r_yearly_month: '2', r_yearly_day: '29' }))).toEqual({});
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_weekly_day: '["monday","THU"]' }))).toEqual({});
  });

  it('refuses a date that never comes: every year on February 30, April 31', () => {
    expect(byField(EventPayloadSchema, yearly({ r_yearly_month: '2', r_yearly_day: '30' }))).toEqual({
      r_yearly_day: 'February has no day 30: choose a day from 1 to 29',
    });
    expect(byField(EventUpdateSchema, { ...yearly({ r_yearly_month: 4, r_yearly_day: 31 }), id: 7 })).toEqual({
      r_yearly_day: 'April has no day 31: choose a day from 1 to 30',
    });
  });

  it('refuses month 13, day 32 and an interval of 0', () => {
    expect(byField(EventPayloadSchema, yearly({ r_yearly_month: '13', r_yearly_day: '1' }))).toEqual({
      r_yearly_month: 'Month must be from 1 (January) to 12 (December)',
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'monthly', r_monthly_months: '1', r_monthly_day: '32' }))).toEqual({
      r_monthly_day: 'Day of the month must be from 1 to 31',
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_weekly_weeks: '0', r_weekly_day: ['Mon'] }))).toEqual({
      r_weekly_weeks: 'Repeat every 1 to 1000 weeks',
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'daily', r_daily_days: 0 }))).toEqual({ r_daily_days: 'Repeat every 1 to 1000 days' });
    expect(byField(EventPayloadSchema, event({ recurrence: 'monthly', r_monthly_months: '0' }))).toEqual({ r_monthly_months: 'Repeat every 1 to 1000 months' });
  });

  it("refuses weekdays and occurrences that do not exist ('Funday', 'Fifth')", () => {
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_weekly_day: ['Mon', 'Funday'] }))).toEqual({
      r_weekly_day: "'Funday' is not a day of the week: choose from Monday to Sunday",
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_weekly_day: 'Mon,Funday' }))).toEqual({
      r_weekly_day: "'Funday' is not a day of the week: choose from Monday to Sunday",
    });
    expect(
      byField(
        EventPayloadSchema,
        event({ recurrence: 'monthly', r_monthly_first: false, r_monthly_second: true, r_monthly_occurrence: 'Fifth', r_monthly_weekday: 'Funday' }),
      ),
    ).toEqual({
      r_monthly_occurrence: 'Which one must be First, Second, Third, Fourth or Last',
      r_monthly_weekday: 'Day must be Monday to Sunday, Day, Weekday or Weekend Day',
    });
    expect(
      byField(
        EventPayloadSchema,
        yearly({ r_yearly_first: false, r_yearly_second: true, r_yearly_occurrence: 'Last', r_yearly_weekday: 'Friday', r_yearly_second_month: '13' }),
      ),
    ).toEqual({ r_yearly_second_month: 'Month must be from 1 (January) to 12 (December)' });
  });

  it('leaves the fields of a repeat kind or mode not chosen alone (the form hides them, their values are not used)', () => {
    expect(
      byField(EventPayloadSchema, event({ recurrence: 'daily', r_daily_days: '1', r_weekly_weeks: '0', r_yearly_month: '13', r_weekly_day: ['Funday'] })),
    ).toEqual({});
    expect(
      byField(
        EventPayloadSchema,
        yearly({
          r_yearly_first: false,
          r_yearly_second: true,
          r_yearly_month: '2',
          r_yearly_day: '30',
          r_yearly_occurrence: 'First',
          r_yearly_weekday: 'Monday',
          r_yearly_second_month: '3',
        }),
      ),
    ).toEqual({});
    expect(byField(EventPayloadSchema, event({ recurrence: '', r_yearly_month: '2', r_yearly_day: '30' }))).toEqual({});
  });
});

describe('an event and its series end after they start (issue 25)', () => {
  it('refuses an end before the start under end_at; a whole-day end counts to the end of its day', () => {
    expect(byField(EventPayloadSchema, event({ end_at: '2027-06-05T18:59' }))).toEqual({ end_at: 'End Date must not be before the Start Date' });
    expect(byField(EventPayloadSchema, event({ start_at: '2027-06-05', end_at: '2027-06-04' }))).toEqual({
      end_at: 'End Date must not be before the Start Date',
    });
    expect(byField(EventPayloadSchema, event({ start_at: '2027-06-05', end_at: '2027-06-05' }))).toEqual({});
  });

  it('refuses a series that ends before the event starts under r_end_date; one ending that day is kept', () => {
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_end_type: 'By', r_end_date: '2027-06-04' }))).toEqual({
      r_end_date: 'End date must not be before the Start Date',
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_end_type: 'By', r_end_date: '2027-06-05' }))).toEqual({});
  });

  it('refuses a series ending "By a date" with no date, or "After" no count, rather than one that never ends (issue 46)', () => {
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_end_type: 'By', r_end_date: '' }))).toEqual({
      r_end_date: 'End date is required when the series ends by a date',
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'daily', r_end_type: 'By', r_end_date: null }))).toEqual({
      r_end_date: 'End date is required when the series ends by a date',
    });
    expect(byField(EventPayloadSchema, event({ recurrence: 'weekly', r_end_type: 'After', r_number_of_occurrences: '' }))).toEqual({
      r_number_of_occurrences: 'Occurrences must be at least 1',
    });
    // An event that does not repeat has no series to end.
    expect(byField(EventPayloadSchema, event({ recurrence: '', r_end_type: 'By', r_end_date: '' }))).toEqual({});
  });
});

describe('the payload becomes the flat fields the API stores (decision 035)', () => {
  const NONE = recurrenceFields({ kind: 'none' });

  it('spells the rule one way, with the defaults of §4 from the start (2027-06-05 is a Saturday)', () => {
    const weekly = EventPayloadSchema.parse(
      event({ recurrence: 'Weekly', r_weekly_day: '["thu","monday"]', r_weekly_weeks: '2', r_end_type: 'after', r_number_of_occurrences: '6' }),
    );
    expect(weekly).toMatchObject({
      ...NONE,
      recurrence: 'weekly',
      r_weekly_day: ['Mon', 'Thu'],
      r_weekly_weeks: 2,
      r_end_type: 'After',
      r_number_of_occurrences: 6,
    });
    expect(EventPayloadSchema.parse(event({ recurrence: 'weekly' }))).toMatchObject({
      ...NONE,
      recurrence: 'weekly',
      r_weekly_day: ['Sat'],
      r_weekly_weeks: 1,
    });
    expect(EventPayloadSchema.parse(event({ recurrence: 'monthly' }))).toMatchObject({ ...NONE, recurrence: 'monthly', r_monthly_months: 1, r_monthly_day: 5 });
    expect(EventPayloadSchema.parse(event({}))).toMatchObject({ ...NONE, recurrence: null });
  });

  it('reads the mode from the fields sent, not from the radio state', () => {
    const nth = EventPayloadSchema.parse(
      yearly({ r_yearly_first: true, r_yearly_second: false, r_yearly_occurrence: 'Second', r_yearly_weekday: 'Saturday', r_yearly_second_month: '9' }),
    );
    expect(nth).toMatchObject({ ...NONE, recurrence: 'yearly', r_yearly_month: 9, r_yearly_occurrence: 'Second', r_yearly_weekday: 'Saturday' });
    expect(nth).not.toHaveProperty('r_yearly_first');
    expect(nth).not.toHaveProperty('r_yearly_second_month');
  });
});

const destination = (change: Record<string, unknown> = {}) => ({
  company_name: 'Elk Creek Café',
  phone: '814-349-8850',
  address: '100 W Main St',
  city: 'Millheim',
  zip_code: '16854',
  ...change,
});

describe('what members type into the forms (issue 46)', () => {
  it('reads a bare domain as an https:// address in every link field', () => {
    const parsed = DestinationPayloadSchema.parse(
      destination({ facebook_link: 'facebook.com/elkcreek', website: 'elkcreek.example', instagram_link: 'www.instagram.com/elk' }),
    );
    expect([parsed.facebook_link, parsed.website, parsed.instagram_link]).toEqual([
      'https://facebook.com/elkcreek',
      'https://elkcreek.example',
      'https://www.instagram.com/elk',
    ]);
    expect(byField(DestinationPayloadSchema, destination({ website: 'elk creek' }))).toEqual({
      website: 'Website: enter a web address, e.g. www.example.com or https://example.com',
    });
    expect(byField(DestinationPayloadSchema, destination({ website: 'mailto:owner@elkcreek.example' }))).toEqual({
      website: 'Website: enter a web address, e.g. www.example.com or https://example.com',
    });
  });

  it('takes a webcal:// calendar feed, and no other scheme', () => {
    expect(DestinationPayloadSchema.parse(destination({ ics_calendar: 'webcal://elkcreek.example/events.ics' })).ics_calendar).toBe(
      'webcal://elkcreek.example/events.ics',
    );
    expect(DestinationPayloadSchema.parse(destination({ ics_calendar: 'elkcreek.example/events.ics' })).ics_calendar).toBe(
      'https://elkcreek.example/events.ics',
    );
    expect(byField(DestinationPayloadSchema, destination({ ics_calendar: 'ftp://elkcreek.example/events.ics' }))).toEqual({
      ics_calendar: "Calendar Feed (ICS): enter the feed's address, e.g. webcal://example.com/events.ics or https://example.com/events.ics",
    });
  });

  it('refuses a reservation that starts before today, under Start Date', () => {
    const today = '2026-11-29';
    expect(byField(reservationPayloadOn(today), reservation({ start_at: '2020-01-10', end_at: '2020-01-12' }))).toEqual({
      start_at: 'Start Date must be today or later',
    });
    expect(byField(reservationPayloadOn(today), reservation({ start_at: '2026-11-29', end_at: '2026-11-30' }))).toEqual({});
  });
});
