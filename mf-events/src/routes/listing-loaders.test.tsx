/** @jest-environment @valley/shared/build/jest-environment-router */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@valley/shared/testing/data-router';
import { useApiClient } from '@valley/shared/api/swr';
import { dayKeyOf } from '@valley/shared/time';
import type { Event } from '@valley/shared/schemas/event';
import { eventWindow } from '../lib/dates';
import { calendarWindow } from '../lib/calls';
import { routes } from '../exposes/routes';

// The listings' loaders (decision 140) on a data router over mf-events' own routes, as the shell adds them: what each asks for, that
// its list's first page is asked once (handed to swr), and that a filter or a month is the page's business, not the loader's.
jest.mock('@valley/shared/api/swr', () => ({ ...jest.requireActual('@valley/shared/api/swr'), useApiClient: jest.fn() }));

const categories = [
  { id: 4, name: 'Music', slug: 'music', description: 'Live music', content: null, header_image_url: null },
  { id: 7, name: 'Outdoors', slug: 'outdoors', description: null, content: null, header_image_url: null },
];
const cmsPage = (title: string) => ({
  title,
  header_image_url: null,
  entry: { subtitle: `${title} in the valley`, content: null },
  fields: { content_blocks: [] },
});
const event = (id: number): Event =>
  ({
    id,
    slug: `event-${id}`,
    title: `Event ${id}`,
    summary: null,
    main_img: null,
    starts: '2026-12-06T14:00:00-05:00',
    ends: null,
    recurrence: null,
  }) as unknown as Event;

const call = jest.fn();
function answer(down: string[] = []) {
  call.mockImplementation((name: string, input: { params?: { slug?: string } }) => {
    if (down.includes(name)) return Promise.reject(Object.assign(new Error(`${name} is down`), { status: 0 }));
    if (name === 'page') return Promise.resolve(cmsPage(name === 'page' && JSON.stringify(input).includes('calendar') ? 'Calendar' : 'Events'));
    if (name === 'eventCategories') return Promise.resolve(categories);
    if (name === 'eventCategoryGet') {
      const found = categories.find((category) => category.slug === input.params?.slug);
      return found ? Promise.resolve(found) : Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }));
    }
    if (name === 'destinationsSearch') return Promise.resolve([]);
    return Promise.resolve({ data: [event(1), event(2)], pagination: null });
  });
}
// A hook that reaches its own client (the calendar's) would fetch: nothing answers, and the tests count it. (The site's globals come
// from the shell's chrome loader, which is not here.)
const fetchSpy = jest.fn((_url: string) => new Promise<Response>(() => {}));
const searchesFetched = () => fetchSpy.mock.calls.filter(([url]) => url.includes('/events/search'));
beforeEach(() => {
  call.mockReset();
  fetchSpy.mockClear();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  answer();
  (useApiClient as jest.Mock).mockReturnValue({ call, url: jest.fn() });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: 99_999 } as DOMRect);
});
afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderRoutes(routes, path, { client: { call, url: jest.fn() } });

const callsOf = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

describe('/events', () => {
  it('asks for its CMS page, the chips and the address’s first page of events, each once', async () => {
    renderAt('/events?title=jazz&order=oldest');
    expect(await screen.findByText('Showing 2 of 2 events')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Music' })).toBeInTheDocument();
    expect(callsOf('page')).toEqual([{ params: { '*': 'events' } }]);
    expect(callsOf('eventCategories')).toEqual([{}]);
    expect(callsOf('eventsSearch')).toEqual([{ body: { page: 1, limit: 48, order: 'oldest', dates: eventWindow(), title: 'jazz' } }]);
  });

  it('a chip asks only for its events: the page and the chips stay the loader’s', async () => {
    renderAt('/events');
    await screen.findByText('Showing 2 of 2 events');
    await userEvent.click(screen.getByRole('button', { name: 'Music' }));
    await waitFor(() =>
      expect(callsOf('eventsSearch').at(-1)).toEqual({ body: { page: 1, limit: 48, order: 'upcoming', dates: eventWindow(), categories: [4] } }),
    );
    expect(callsOf('page')).toHaveLength(1);
    expect(callsOf('eventCategories')).toHaveLength(1);
  });

  it('without the CMS page or the categories the listing still shows: the name for a title, All alone', async () => {
    answer(['page', 'eventCategories']);
    renderAt('/events');
    expect(await screen.findByText('Showing 2 of 2 events')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByText('Events in the valley')).toBeNull();
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Music' })).toBeNull();
  });
});

describe('/events/category/{slug}', () => {
  it('asks for the category, then its first page of events once, with the address’s filters', async () => {
    renderAt('/events/category/music?title=jazz');
    expect(await screen.findByText('Showing 2 of 2 events')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Music' })).toBeInTheDocument();
    expect(callsOf('eventCategoryGet')).toEqual([{ params: { slug: 'music' } }]);
    expect(callsOf('eventsSearch')).toEqual([{ body: { page: 1, limit: 48, order: 'upcoming', dates: eventWindow(), categories: [4], title: 'jazz' } }]);
  });

  it('a category that does not exist is its loader’s 404, and no events are asked for', async () => {
    renderAt('/events/category/nope');
    expect(await screen.findByText('Failed with 404')).toBeInTheDocument();
    expect(callsOf('eventsSearch')).toEqual([]);
  });
});

describe('/calendar', () => {
  it('asks for its CMS page and the window around today once; a month step asks for neither again', async () => {
    renderAt('/calendar');
    const { first, last } = calendarWindow(dayKeyOf(new Date()));
    expect(await screen.findByRole('button', { name: 'Next month' })).toBeInTheDocument();
    expect(callsOf('page')).toEqual([{ params: { '*': 'calendar' } }]);
    expect(callsOf('eventsSearch')).toEqual([{ body: { dates: `${first}|${last}`, order: 'upcoming' } }]);
    expect(searchesFetched()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(window.location.search).toMatch(/^\?month=/));
    expect(callsOf('page')).toHaveLength(1);
    expect(callsOf('eventsSearch')).toHaveLength(1);
    expect(searchesFetched()).toEqual([]);
  });
});
