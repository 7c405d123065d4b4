import type { Event } from '@valley/shared/schemas/event';
import { isRecurring } from './is-recurring';
import { nextDates, occurrencesOf } from './recurring';

const listed = (overrides: Partial<Event>): Event =>
  ({
    id: 8,
    slug: 'lemont-village-market',
    title: 'Lemont Village Market',
    // The occurrence the search answered with, not the first of the series.
    starts: '2026-12-05T09:00:00-05:00',
    ends: '2026-12-05T12:00:00-05:00',
    recurrence: 'weekly',
    r_weekly_day: ['Wed', 'Sat'],
    r_weekly_weeks: 2,
    r_end_type: null,
    r_end_date: null,
    r_number_of_occurrences: null,
    ...overrides,
  }) as Event;

const days = (list: { starts: Date }[]) => list.map((o) => o.starts.toISOString().slice(0, 10));

describe('listed events as series', () => {
  it('badges a rule or id 0 as recurring', () => {
    expect(isRecurring({ id: 3, recurrence: 'weekly' })).toBe(true);
    expect(isRecurring({ id: 0, recurrence: null })).toBe(true);
    expect(isRecurring({ id: 3, recurrence: null })).toBe(false);
  });

  it('repeats every other Wednesday and Saturday from the listed occurrence', () => {
    const found = occurrencesOf(listed({}), new Date('2026-12-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'));
    expect(days(found)).toEqual(['2026-12-05', '2026-12-16', '2026-12-19', '2026-12-30']);
  });

  it('stops an After series at its stored end date rather than counting again from the listed occurrence', () => {
    const counted = listed({ r_end_type: 'After', r_number_of_occurrences: 20, r_end_date: '2026-12-16' });
    expect(days(occurrencesOf(counted, new Date('2026-12-01T00:00:00Z'), new Date('2027-06-30T00:00:00Z')))).toEqual(['2026-12-05', '2026-12-16']);
    expect(nextDates(counted, new Date('2026-12-17T00:00:00Z'))).toBeNull();
  });

  it('gives a one-off only where it falls', () => {
    const oneOff = listed({ recurrence: null });
    expect(occurrencesOf(oneOff, new Date('2026-12-05T00:00:00Z'), new Date('2026-12-06T00:00:00Z'))).toHaveLength(1);
    expect(occurrencesOf(oneOff, new Date('2026-12-06T00:00:00Z'), new Date('2026-12-31T00:00:00Z'))).toEqual([]);
  });
});
