import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import type { Event } from '@valley/shared/schemas/event';
import { eventWindow } from '../../../lib/dates';
import { answerEventsSearch } from '../../../testing/events-search';
import { EventsSlider } from './events-slider';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));

const hike = {
  id: 3,
  slug: 'lions-perch-sunrise-hike',
  title: 'Lion’s Perch Sunrise Hike',
  main_img: null,
  starts: '2026-11-25T06:00:00-05:00',
  starts_month: 'Nov',
  starts_day: '25',
  recurrence: null,
} as Event;

function renderSlider(entry: Record<string, unknown>, events: Event[] | undefined = [hike]) {
  const searches = answerEventsSearch(events);
  render(
    <MemoryRouter>
      <EventsSlider block={{ id: -1, extension: 'events_slider', title: '', img: null, entry }} />
    </MemoryRouter>,
  );
  return searches;
}

describe('events_slider block', () => {
  it('searches the entry’s categories over the next 180 days and links each event', () => {
    const searches = renderSlider({ categories: [6, '8'], title: 'Get Outside', limit: 8 });
    expect(searches.at(-1)).toEqual({ body: { dates: eventWindow(), order: 'upcoming', limit: 8, categories: [6, 8] } });
    const section = screen.getByRole('region', { name: 'Get Outside' });
    expect(within(section).getByRole('link', { name: 'Lion’s Perch Sunrise Hike' })).toHaveAttribute('href', '/events/lions-perch-sunrise-hike');
    expect(within(section).getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
  });

  it('falls back to all categories, 12 events and a default title when the entry is empty or malformed', () => {
    const searches = renderSlider({ categories: 'outdoors', limit: 'lots', title: '' }, []);
    expect(searches.at(-1)).toEqual({ body: { dates: eventWindow(), order: 'upcoming', limit: 12 } });
    expect(screen.getByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByText('No upcoming events right now.')).toBeInTheDocument();
  });
});
