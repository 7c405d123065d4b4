import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import type { Event } from '@valley/shared/schemas/event';
import { useApi } from '@valley/shared/api/swr';
import { eventWindow } from '../../../lib/dates';
import { STILL_ROW_WIDTHS } from '@valley/shared/slider/settings';
import { EVENT_BREAKPOINTS, EventsBlock } from './events-block';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));

const mockedUseApi = useApi as jest.Mock;
/** The input of the latest events search (the cards also read the globals for their fallback image). */
const lastSearch = () => mockedUseApi.mock.calls.filter(([name]) => name === 'eventsSearch').at(-1)?.[1];

const event = (overrides: Partial<Event>): Event =>
  ({
    id: 1,
    slug: 'arts-fest',
    title: 'Arts Fest',
    main_img: 'http://localhost:4000/media/events/arts.1200x800.webp',
    starts: '2030-07-10',
    starts_month: 'Jul',
    starts_day: '10',
    recurrence: null,
    ...overrides,
  }) as Event;

const categories = [
  { id: 1, name: 'Arts', slug: 'arts' },
  { id: 3, name: 'Music', slug: 'music' },
  { id: 4, name: 'Sports', slug: 'sports' },
  { id: 5, name: 'Family', slug: 'family' },
  { id: 6, name: 'Outdoors', slug: 'outdoors' },
  { id: 7, name: 'Festivals', slug: 'festivals' },
];

function mockApi(eventsByCategory: Record<number, Event[] | undefined>) {
  mockedUseApi.mockImplementation((name: string, input: { body?: { categories: number[] } } | null) => {
    if (name === 'eventCategories') return { data: categories, isLoading: false };
    const id = input?.body?.categories[0] ?? -1;
    const data = eventsByCategory[id];
    return { data, isLoading: data === undefined, error: undefined };
  });
}

const block = {
  id: 1,
  extension: 'events',
  title: 'Upcoming Events',
  img: null,
  entry: { categories: [7, 3, 4, 1, 2, 9], limit: 50, days: 365, link: '/events', button_text: 'View All Events' },
};

const renderBlock = (entry: Record<string, unknown> = block.entry) =>
  render(
    <MemoryRouter>
      <EventsBlock block={{ ...block, entry }} />
    </MemoryRouter>,
  );

beforeEach(() => mockedUseApi.mockReset());

it('shows the first five categories as tabs and searches the first one for a year ahead', () => {
  mockApi({ 7: [event({})] });
  renderBlock();
  const tabs = screen.getAllByRole('tab');
  expect(tabs).toHaveLength(5);
  expect(tabs[0]).toHaveTextContent('Festivals');
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]?.id);
  expect(lastSearch()).toEqual({ body: { categories: [7], dates: eventWindow(365), limit: 50 } });
  expect(eventWindow(365)).toMatch(/^\d{4}-\d{2}-\d{2}\|\d{4}-\d{2}-\d{2}$/);
});

it('without categories of its own, shows the first five event categories and opens on category 7 when it is one', () => {
  mockApi({ 1: [event({ title: 'Gallery Night', slug: 'gallery-night' })] });
  renderBlock({ limit: 50, days: 365 });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Arts', 'Music', 'Sports', 'Family', 'Outdoors']);
  expect(screen.getByRole('tab', { name: 'Arts' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('link', { name: 'Gallery Night' })).toHaveAttribute('href', '/events/gallery-night');

  mockApi({ 7: [event({})] });
  renderBlock({ categories: [3, 7, 4], limit: 50, days: 365 });
  expect(screen.getAllByRole('tab', { name: 'Festivals' }).at(-1)).toHaveAttribute('aria-selected', 'true');
  expect(lastSearch()).toEqual({ body: { categories: [7], dates: eventWindow(365), limit: 50 } });
});

it('switches category on click and with the arrow keys, and refetches with that category', () => {
  mockApi({ 7: [event({})], 3: [event({ id: 2, slug: 'jazz-night', title: 'Jazz Night' })], 4: [] });
  renderBlock();
  fireEvent.click(screen.getByRole('tab', { name: 'Music' }));
  expect(screen.getByRole('tab', { name: 'Music' })).toHaveAttribute('aria-selected', 'true');
  expect(lastSearch()).toEqual({ body: { categories: [3], dates: eventWindow(365), limit: 50 } });
  expect(screen.getByRole('link', { name: 'Jazz Night' })).toHaveAttribute('href', '/events/jazz-night');

  fireEvent.keyDown(screen.getByRole('tab', { name: 'Music' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();
  expect(screen.getByText('No upcoming events in Sports')).toBeInTheDocument();

  fireEvent.keyDown(screen.getByRole('tab', { name: 'Sports' }), { key: 'Home' });
  expect(screen.getByRole('tab', { name: 'Festivals' })).toHaveAttribute('aria-selected', 'true');
});

it('renders cards linking to /events/{slug} with image sizes and the Recurring Event badge', async () => {
  mockApi({
    7: [
      event({}),
      event({ id: 5, slug: 'farmers-market', title: 'Farmers Market', recurrence: 'weekly' }),
      event({ id: 0, slug: 'open-studio', title: 'Open Studio' }),
    ],
  });
  renderBlock();
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('link', { name: 'Arts Fest' })).toHaveAttribute('href', '/events/arts-fest');
  const articles = within(panel).getAllByRole('article');
  expect(articles).toHaveLength(3);
  expect(within(articles[0]!).queryByText('Recurring Event')).toBeNull();
  expect(within(articles[1]!).getByText('Recurring Event')).toBeInTheDocument();
  expect(within(articles[2]!).getByText('Recurring Event')).toBeInTheDocument();
  const image = articles[0]!.querySelector('img');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '800');
  expect(image?.getAttribute('srcset')).toContain('?w=320 320w');
  // Three cards: at most three per view from 600 px (four from 1024 px when there are four).
  expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 34vw, (min-width: 600px) 34vw, (min-width: 480px) 50vw, 100vw');
  // The site's slider: Swiper takes over the still row once the browser is idle, with its buttons.
  const carousel = within(panel).getByRole('group', { name: 'Festivals events' });
  expect(await within(carousel).findByTestId('swiper')).toBeInTheDocument();
  for (const name of ['Previous slide', 'Pause slideshow', 'Next slide']) expect(within(carousel).getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
});

it('names only widths the still row of the site’s slider changes at', () => {
  for (const [minWidth] of EVENT_BREAKPOINTS) expect(STILL_ROW_WIDTHS).toContain(minWidth);
});

it('shows a skeleton while the events load', () => {
  mockApi({});
  renderBlock();
  expect(screen.getByRole('status')).toHaveTextContent('Loading events');
});
