import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import type { Event } from '@valley/shared/schemas/event';
import { eventWindow } from '../../../lib/dates';
import { answerEventsSearch } from '../../../testing/events-search';
import { DestinationEvents } from './destination-events';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));

const tour = {
  id: 18,
  slug: 'wildlife-park-feeding-tour',
  title: 'Wildlife Park Feeding Tour',
  main_img: null,
  starts: '2026-11-22T11:00:00-05:00',
  starts_month: 'Nov',
  starts_day: '22',
  recurrence: 'daily',
} as Event;

function renderBlock(entry: Record<string, unknown>, events: Event[] | undefined) {
  const searches = answerEventsSearch(events);
  const view = render(
    <MemoryRouter>
      <DestinationEvents block={{ id: -2, extension: 'destination_events', title: null, img: null, entry }} />
    </MemoryRouter>,
  );
  return { searches, view };
}

describe('destination_events block', () => {
  it('lists up to 12 upcoming events at the destination', () => {
    const { searches } = renderBlock({ destination_id: 1, destination_name: 'Penn’s Cave & Wildlife Park' }, [tour]);
    expect(searches.at(-1)).toEqual({ body: { destinations: [1], dates: eventWindow(), order: 'upcoming', limit: 12 } });
    const section = screen.getByRole('region', { name: 'Events at Penn’s Cave & Wildlife Park' });
    expect(within(section).getByRole('link', { name: 'Wildlife Park Feeding Tour' })).toHaveAttribute('href', '/events/wildlife-park-feeding-tour');
    expect(within(section).getByText('Recurring Event')).toBeInTheDocument();
  });

  it('renders nothing for a destination without events or an entry without a destination', () => {
    expect(renderBlock({ destination_id: 1 }, []).view.container).toBeEmptyDOMElement();
    const { searches, view } = renderBlock({ destination_name: 'Nowhere' }, [tour]);
    expect(view.container).toBeEmptyDOMElement();
    expect(searches).toEqual([]);
  });

  it('shows a skeleton while the events load', () => {
    renderBlock({ destination_id: 1 }, undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading events');
  });
});
