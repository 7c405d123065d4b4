import { monthWeeks, occurrencesByDay, shiftMonth } from './calendar-days';
import { weeklyJam as event } from './weekly-jam.fixture';

describe('calendar days', () => {
  it('puts a weekly series on every matching day of the window and on no other', () => {
    const days = occurrencesByDay([event({})], '2026-11-15', '2026-12-31');
    expect([...days.keys()]).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27']);
    expect(days.get('2026-12-06')?.[0]?.starts.toISOString()).toBe('2026-12-06T19:00:00.000Z');
  });

  it('keeps a late-evening occurrence on its New York day and spreads a festival over its days', () => {
    const late = event({
      id: 2,
      slug: 'star-party',
      title: 'Star Party',
      starts: '2026-12-05T21:00:00-05:00',
      ends: '2026-12-06T00:00:00-05:00',
      recurrence: null,
    });
    const festival = event({
      id: 3,
      slug: 'arts-fest',
      title: 'Arts Fest',
      starts: '2026-12-09T10:00:00-05:00',
      ends: '2026-12-12T18:00:00-05:00',
      recurrence: null,
    });
    const days = occurrencesByDay([late, festival], '2026-12-01', '2026-12-10');
    expect(days.get('2026-12-05')?.map((entry) => entry.event.title)).toEqual(['Star Party']);
    expect(days.has('2026-12-06')).toBe(false);
    expect(days.get('2026-12-09')?.[0]?.isFirstDay).toBe(true);
    expect(days.get('2026-12-10')?.[0]?.isFirstDay).toBe(false);
    expect(days.has('2026-12-11')).toBe(false); // past the window's last day
  });

  it('lays a month out in Sunday-first weeks and steps across years', () => {
    const weeks = monthWeeks(2026, 12);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-29');
    expect(weeks.at(-1)?.at(-1)).toBe('2027-01-02');
    expect(monthWeeks(2026, 2)).toHaveLength(4); // Feb 2026 starts on a Sunday
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });
});
