import type { Event } from '@valley/shared/schemas/event';
import { eventLd } from './event-head';

const origins = { siteUrl: 'https://valley.example', apiUrl: 'http://api.test' };
const festival = {
  id: 3,
  slug: 'arts-festival',
  title: 'Central PA Festival of the Arts',
  summary: null,
  content: '<p>Five days of art on the streets of State College.</p>',
  starts: '2026-07-08T10:00:00-04:00',
  ends: '2026-07-12T18:00:00-04:00',
  recurrence: null,
  destination_name: null,
  destination_slug: null,
  address: 'Allen St, State College',
  phone: '8142373682',
  website: 'https://arts-festival.example',
  location_formatted_latitude: '40.7934',
  location_formatted_longitude: '-77.8600',
} as unknown as Event;

test('an event is a schema.org Event with its dates, a Place with its address, and the site as organizer', () => {
  const [event, crumbs] = eventLd(festival, origins, { image: '/media/events/arts.1200x800.webp', organization: 'Happy Valley Adventure Bureau' });
  expect(event).toMatchObject({
    '@type': 'Event',
    name: 'Central PA Festival of the Arts',
    description: 'Five days of art on the streets of State College.',
    url: 'https://valley.example/events/arts-festival',
    image: ['http://api.test/media/events/arts.1200x800.webp'],
    startDate: '2026-07-08T10:00:00-04:00',
    endDate: '2026-07-12T18:00:00-04:00',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: 'Allen St, State College',
      address: { '@type': 'PostalAddress', streetAddress: 'Allen St, State College', addressCountry: 'US' },
      telephone: '+1-814-237-3682',
      geo: { '@type': 'GeoCoordinates', latitude: 40.7934, longitude: -77.86 },
    },
    organizer: { '@type': 'Organization', name: 'Happy Valley Adventure Bureau', url: 'https://valley.example/' },
    sameAs: ['https://arts-festival.example'],
  });
  expect(event).not.toHaveProperty('eventSchedule');
  expect(crumbs?.itemListElement).toHaveLength(3);
});

test('a weekly event carries its Schedule', () => {
  const [event] = eventLd({ ...festival, recurrence: 'weekly', r_weekly_weeks: 1, r_weekly_day: ['Sat'] } as unknown as Event, origins, { image: null });
  expect(event).toMatchObject({ eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1W', byDay: ['https://schema.org/Saturday'] } });
  expect(event).not.toHaveProperty('image');
});
