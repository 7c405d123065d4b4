import type { Event } from '@valley/shared/schemas/event';
import { TIME_ZONE } from '@valley/shared/time';
import { categoryFeedUrl, eventIcsUrl, googleCalendarUrl } from './calendar-links';

const event = (overrides: Partial<Event>): Event =>
  ({
    id: 20,
    slug: 'sunday-bluegrass-jam',
    title: 'Sunday Bluegrass Jam',
    summary: 'Bring a fiddle.',
    content: '<p>Bring a fiddle or just listen &amp; clap.</p><ul><li>Free</li></ul>',
    starts: '2026-11-22T14:00:00-05:00',
    ends: '2026-11-22T17:00:00-05:00',
    destination_name: 'Port Matilda Roadhouse',
    address: '123 S Main St, Port Matilda, PA 16870',
    recurrence: 'weekly',
    r_weekly_day: ['Sun'],
    r_weekly_weeks: 1,
    r_end_type: null,
    r_end_date: null,
    r_number_of_occurrences: null,
    ...overrides,
  }) as Event;

const params = (url: string) => new URL(url).searchParams;

describe('calendar links', () => {
  it('points at the API files and makes the category feed subscribable', () => {
    expect(eventIcsUrl('http://localhost:4000/', 'sunday-bluegrass-jam')).toBe('http://localhost:4000/api/events/sunday-bluegrass-jam/ics');
    expect(categoryFeedUrl('https://api.happyvalley.example', 'music')).toBe('webcal://api.happyvalley.example/api/events/category/music/ics');
  });

  it('gives Google the New York wall time, the place, the page and the weekly rule', () => {
    const url = googleCalendarUrl(event({}), 'http://localhost:3000');
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    const query = params(url);
    expect(query.get('action')).toBe('TEMPLATE');
    expect(query.get('text')).toBe('Sunday Bluegrass Jam');
    expect(query.get('dates')).toBe('20261122T140000/20261122T170000');
    expect(query.get('ctz')).toBe(TIME_ZONE);
    expect(query.get('location')).toBe('Port Matilda Roadhouse, 123 S Main St, Port Matilda, PA 16870');
    expect(query.get('details')).toBe('Bring a fiddle.\n\nBring a fiddle or just listen & clap.\nFree\n\nhttp://localhost:3000/events/sunday-bluegrass-jam');
    expect(query.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SU');
  });

  it('uses the occurrence it is given, and an After series with a stored end date ends by that date', () => {
    const occurrence = { starts: new Date('2026-12-06T19:00:00Z'), ends: new Date('2026-12-06T22:00:00Z') };
    const counted = event({ r_end_type: 'After', r_number_of_occurrences: 12, r_end_date: '2027-02-14' });
    const query = params(googleCalendarUrl(counted, 'http://localhost:3000', occurrence));
    expect(query.get('dates')).toBe('20261206T140000/20261206T170000');
    expect(query.get('recur')).toBe('RRULE:FREQ=WEEKLY;UNTIL=20270215T045959Z;BYDAY=SU');
  });

  it('leaves out a count it cannot place, and any rule for a one-off', () => {
    expect(params(googleCalendarUrl(event({ r_end_type: 'After', r_number_of_occurrences: 12 }), 'http://x')).has('recur')).toBe(false);
    expect(params(googleCalendarUrl(event({ recurrence: null }), 'http://x')).has('recur')).toBe(false);
  });
});
