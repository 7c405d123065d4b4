import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@valley/shared/router';
import { SWRConfig } from 'swr';
import { useApi } from '@valley/shared/api/swr';
import type { Event, EventSearchBody } from '@valley/shared/schemas/event';
import { eventWindow } from '../../../lib/dates';
import { ContentBlocksProvider, pageBlock } from '@valley/shared/federation/content-blocks';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { CATEGORY_PAGE_SCROLL, EVENTS_PAGE_SCROLL, EventsListing } from './events-listing';

const mockSearch = jest.fn<Promise<unknown>, [EventSearchBody]>();
jest.mock('@valley/shared/api/swr', () => ({
  ...jest.requireActual('@valley/shared/api/swr'),
  useApi: jest.fn(),
  useApiClient: () => ({ call: (_name: string, input: { body: EventSearchBody }) => mockSearch(input.body) }),
}));

const categories = [
  { id: 4, name: 'Music', slug: 'music', description: null, content: null, header_image_url: null },
  { id: 7, name: 'Featured Events', slug: 'featured-events', description: null, content: null, header_image_url: null },
];

const makeEvent = (id: number, overrides: Partial<Event> = {}): Event =>
  ({
    id,
    slug: `event-${id}`,
    title: `Event ${id}`,
    summary: `Summary ${id}`,
    content: `<p>About event ${id}</p>`,
    main_img: null,
    starts: '2026-12-06T14:00:00-05:00',
    ends: '2026-12-06T17:00:00-05:00',
    starts_month: 'Dec',
    starts_day: '06',
    address: '123 S Main St',
    phone: '814-555-0100',
    recurrence: null,
    ...overrides,
  }) as Event;

/** A fake /events/search: `total` events in all, or 5 of a category, paged by the body. */
function answerPages(total: number) {
  mockSearch.mockImplementation(async (body) => {
    const count = body.categories?.length ? 5 : total;
    const perPage = body.limit ?? 48;
    const page = body.page ?? 1;
    const ids = Array.from({ length: count }, (_, index) => index + 1).slice((page - 1) * perPage, page * perPage);
    const data = ids.map((id) => makeEvent(id, id === 2 ? { recurrence: 'weekly', r_weekly_day: ['Sun'] } : {}));
    const last = Math.max(1, Math.ceil(count / perPage));
    return {
      data,
      pagination: {
        current_page: page,
        per_page: perPage,
        total: count,
        last_page: last,
        from: data.length ? (page - 1) * perPage + 1 : null,
        to: data.length ? (page - 1) * perPage + data.length : null,
        has_more_pages: page < last,
      },
    };
  });
}

/** A stand-in for the shell's block renderer: each block an aside named by its kind. */
function Blocks({ blocks }: { blocks: ContentBlock[] }) {
  return blocks.map((block) => <aside key={block.id} aria-label={block.extension} />);
}

const bodies = () => mockSearch.mock.calls.map(([body]) => body);

function Location() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderListing(url = '/events', props: Partial<Parameters<typeof EventsListing>[0]> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[url]}>
        <EventsListing scroll={EVENTS_PAGE_SCROLL} categories={props.fixedCategory === undefined ? categories : undefined} {...props} />
        <Location />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  mockSearch.mockReset();
  (useApi as jest.Mock).mockImplementation((name: string) => {
    if (name === 'destinationsSearch')
      return {
        data: [
          { id: 12, name: 'Talleyrand Park' },
          { id: 13, name: 'Tussey Mountain' },
        ],
        isLoading: false,
      };
    return { data: undefined, isLoading: false };
  });
});

describe('the events listing', () => {
  it('puts the page’s ads among the events, after the third, for a phone (its blocks keep them on a wider screen)', async () => {
    answerPages(10);
    render(
      <ContentBlocksProvider renderer={Blocks}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <MemoryRouter initialEntries={['/events']}>
            <EventsListing scroll={EVENTS_PAGE_SCROLL} blocks={[pageBlock(1, 'content', {}), pageBlock(2, 'featured_ad', {})]} />
          </MemoryRouter>
        </SWRConfig>
      </ContentBlocksProvider>,
    );
    await screen.findByText('Showing 10 of 10 events');
    const items = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('aside')?.getAttribute('aria-label') ?? item.querySelector('h2')?.textContent)).toEqual([
      'Event 1',
      'Event 2',
      'Event 3',
      'featured_ad',
      ...Array.from({ length: 7 }, (_, index) => `Event ${index + 4}`),
    ]);
    expect(items[3]).toHaveClass('phoneOnly');
  });

  it('asks for 48 events from today through 180 days ahead and counts what it shows', async () => {
    answerPages(70);
    renderListing();
    expect(await screen.findByText('Showing 48 of 70 events')).toBeInTheDocument();
    expect(bodies()[0]).toEqual({ page: 1, limit: 48, order: 'upcoming', dates: eventWindow() });
    const cards = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('article');
    expect(cards).toHaveLength(48);
    expect(within(cards[1]!).getByText('Recurring Event')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Recurring Event')).toBeNull();
    expect(within(cards[0]!).getByText('Dec')).toBeInTheDocument();
  });

  it("each event's title opens its drawer here, and links to the event's page for a visitor without JavaScript or a new tab", async () => {
    answerPages(3);
    renderListing();
    const title = await screen.findByRole('button', { name: 'Event 1' });
    expect(title).toHaveAttribute('href', '/events/event-1');
    fireEvent.click(title);
    expect(await screen.findByRole('dialog', { name: 'Event 1' })).toBeInTheDocument();
  });

  it('appends page 2 with Load More Events and then has nothing more to load', async () => {
    answerPages(70);
    renderListing();
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Events' }));
    expect(await screen.findByText('Showing 70 of 70 events')).toBeInTheDocument();
    expect(bodies().map((body) => body.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load More Events' })).toBeNull();
  });

  it('pages by links without JavaScript: Load More Events links to the next page, which starts there and links back (decision 053)', async () => {
    answerPages(120);
    const { unmount } = renderListing('/events?order=oldest');
    expect(await screen.findByRole('button', { name: 'Load More Events' })).toHaveAttribute('href', '/events?order=oldest&page=2');
    expect(screen.queryByRole('link', { name: 'Previous Events' })).toBeNull();
    unmount();

    renderListing('/events?order=oldest&page=2');
    expect(await screen.findByText('Showing 49–96 of 120 events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event 49' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Event 48' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous Events' })).toHaveAttribute('href', '/events?order=oldest');
    expect(screen.getByRole('button', { name: 'Load More Events' })).toHaveAttribute('href', '/events?order=oldest&page=3');
    // With JavaScript, the next page joins this one.
    await userEvent.click(screen.getByRole('button', { name: 'Load More Events' }));
    expect(await screen.findByText('Showing 49–120 of 120 events')).toBeInTheDocument();
    expect(bodies().map((body) => body.page)).toEqual([1, 2, 3]);
  });

  it('a page past the last says so and links to the last page', async () => {
    answerPages(70);
    renderListing('/events?page=9');
    expect(await screen.findByText('This page is past the last of these events.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous Events' })).toHaveAttribute('href', '/events?page=2');
  });

  it('loads the next page when scrolled near the bottom, once the scrolling settles', async () => {
    answerPages(70);
    renderListing();
    await screen.findByText('Showing 48 of 70 events');
    // jsdom lays nothing out: the page is always "at the bottom", so a scroll event is what matters.
    act(() => {
      fireEvent.scroll(window);
      fireEvent.scroll(window);
    });
    expect(bodies()).toHaveLength(1);
    expect(await screen.findByText('Showing 70 of 70 events', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(bodies().map((body) => body.page)).toEqual([1, 2]);
  });

  it('draws the toolbar and the cards without chips when the page’s loader got no categories: All alone, no skeleton', async () => {
    answerPages(3);
    renderListing('/events', { categories: null });
    expect(await screen.findByText('Showing 3 of 3 events')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Event categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Music' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('filters by a category chip from page 1, and All clears the filters', async () => {
    answerPages(70);
    renderListing('/events?title=jazz&order=oldest');
    await screen.findByText('Showing 48 of 70 events');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Events' }));
    await screen.findByText('Showing 70 of 70 events');

    await userEvent.click(screen.getByRole('button', { name: 'Music' }));
    expect(await screen.findByText('Showing 5 of 5 events')).toBeInTheDocument();
    expect(bodies().at(-1)).toEqual({ page: 1, limit: 48, order: 'oldest', dates: eventWindow(), categories: [4], title: 'jazz' });
    expect(screen.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/events?categories=4&title=jazz&order=oldest');

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Showing 48 of 70 events')).toBeInTheDocument();
    expect(bodies().at(-1)).toEqual({ page: 1, limit: 48, order: 'oldest', dates: eventWindow() });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/events\?order=oldest$/);
  });

  it('sends the filter drawer’s date range, destinations and title, and Reset clears them', async () => {
    answerPages(70);
    renderListing();
    await screen.findByText('Showing 48 of 70 events');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter Events' });
    expect(within(drawer).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('From'), { target: { value: '2027-01-01' } });
    fireEvent.change(within(drawer).getByLabelText('To'), { target: { value: '2027-03-31' } });
    await userEvent.type(within(drawer).getByLabelText('Find a destination'), 'tall');
    expect(within(drawer).queryByLabelText('Tussey Mountain')).toBeNull();
    await userEvent.click(within(drawer).getByLabelText('Talleyrand Park'));
    await userEvent.type(within(drawer).getByLabelText('Title'), ' fair ');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({ page: 1, limit: 48, order: 'upcoming', dates: '2027-01-01|2027-03-31', destinations: [12], title: 'fair' }),
    );
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/events?destinations=12&title=fair&from=2027-01-01&to=2027-03-31');
    expect(screen.getByRole('button', { name: 'Filter (on)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filter (on)' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Filter Events' })).getByRole('button', { name: 'Reset' }));
    // Back to the unfiltered first page (swr still holds it from the first load).
    expect(await screen.findByText('Showing 48 of 70 events')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/events$/);
  });

  it('sorts and switches to the list view through the URL', async () => {
    answerPages(3);
    renderListing();
    await screen.findByText('Showing 3 of 3 events');
    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'Oldest');
    await waitFor(() => expect(bodies().at(-1)?.order).toBe('oldest'));
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/events?order=oldest&view=list');
    expect(screen.queryByRole('button', { name: 'Load More Events' })).toBeNull();
  });

  it('while a new sort loads, the old cards stay, marked busy, until its answer comes (issue 47)', async () => {
    answerPages(3);
    renderListing();
    await screen.findByText('Showing 3 of 3 events');
    const list = screen.getByRole('list', { name: 'Events' });
    expect(list).not.toHaveAttribute('aria-busy');
    const answered = mockSearch.getMockImplementation()!;
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockSearch.mockImplementationOnce(async (body) => {
      await held;
      return answered(body);
    });
    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'Oldest');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Events' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('article')).toHaveLength(3);
    release?.();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Events' })).not.toHaveAttribute('aria-busy'));
  });

  it('opens an event in the drawer with its details and More Information', async () => {
    answerPages(3);
    renderListing();
    await userEvent.click(await screen.findByRole('button', { name: 'Event 2' }));
    const drawer = screen.getByRole('dialog', { name: 'Event 2' });
    expect(within(drawer).getByText('Summary 2')).toBeInTheDocument();
    expect(within(drawer).getByText('About event 2')).toBeInTheDocument();
    expect(within(drawer).getByText('Every Sunday')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '814-555-0100' })).toHaveAttribute('href', 'tel:+18145550100');
    expect(within(drawer).getByRole('link', { name: 'More Information' })).toHaveAttribute('href', '/events/event-2');
    expect(within(drawer).getByRole('link', { name: 'Add to Calendar (.ics)' })).toHaveAttribute('href', 'http://localhost:4000/api/events/event-2/ics');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists one category without chips or a category filter, and says when nothing matches', async () => {
    mockSearch.mockResolvedValue({
      data: [],
      pagination: { current_page: 1, per_page: 48, total: 0, last_page: 1, from: null, to: null, has_more_pages: false },
    });
    renderListing('/events/category/music?title=zzz', { fixedCategory: 4, scroll: CATEGORY_PAGE_SCROLL });
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    expect(bodies()[0]?.categories).toEqual([4]);
    expect(screen.queryByRole('group', { name: 'Event categories' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filter (on)' }));
    expect(within(screen.getByRole('dialog', { name: 'Filter Events' })).queryByRole('group', { name: 'Categories' })).toBeNull();
  });
});
