/** @jest-environment @valley/shared/build/jest-environment-router */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@valley/shared/testing/data-router';
import { useApiClient } from '@valley/shared/api/swr';
import { routes } from '../exposes/routes';

// mf-discover's listing loaders (decision 140) on a data router over its own routes, as the shell adds them: what each asks for, that
// each list's first calls are asked once (handed to swr), and that a sort or a filter is the page's business, not the loader's.
jest.mock('@valley/shared/api/swr', () => ({ ...jest.requireActual('@valley/shared/api/swr'), useApiClient: jest.fn() }));
// Leaflet needs a browser's layout: the map stays a stand-in.
jest.mock('@valley/shared/map', () => ({ PlacesMap: () => null }));

/** A destination card with nothing but its name and address on the site. */
const place = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name,
  main_img: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  location_latitude: null,
  location_longitude: null,
});
const places = [place(12, 'nittany-lion-inn', 'The Nittany Lion Inn'), place(13, 'penns-cave', 'Penn’s Cave')];
const columns = { id: [12, 13], slug: ['nittany-lion-inn', 'penns-cave'], name: ['The Nittany Lion Inn', 'Penn’s Cave'], lat: [null, null], lng: [null, null] };
const cmsPage = (title: string, blocks: unknown[] = []) => ({
  title,
  header_image_url: null,
  entry: { subtitle: `${title} in the valley`, content: null },
  fields: { content_blocks: blocks },
});
const meetingsBlock = { id: 9, extension: 'meetings', title: 'Venues', img: null, entry: { categories: ['31', 32] } };

const call = jest.fn();
function answer(down: string[] = []) {
  call.mockImplementation((name: string, input: { params?: Record<string, string> }) => {
    if (down.includes(name)) return Promise.reject(Object.assign(new Error(`${name} is down`), { status: 0 }));
    if (name === 'page') {
      const path = input.params?.['*'] ?? '';
      return Promise.resolve(cmsPage(path === 'destinations' ? 'Destinations' : path, path === 'meetings' ? [meetingsBlock] : []));
    }
    if (name === 'destinationsSearchPins') return Promise.resolve(columns);
    if (name === 'destinationsSearchPage') return Promise.resolve({ data: places, pagination: { has_more_pages: false } });
    if (name === 'categoryGet') {
      return input.params?.slug === 'attractions'
        ? Promise.resolve({ id: 5, slug: 'attractions', name: 'Attractions', description: null, main_image_url: null, content: null, content_blocks: [] })
        : Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }));
    }
    if (name === 'tipsList') return Promise.resolve([]);
    return Promise.resolve([]);
  });
}
// A hook that reaches its own client (the pins') would fetch: nothing answers, and the tests count it.
const fetchSpy = jest.fn(() => new Promise<Response>(() => {}));
beforeEach(() => {
  call.mockReset();
  fetchSpy.mockClear();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  answer();
  (useApiClient as jest.Mock).mockReturnValue({ call, url: jest.fn() });
});

const renderAt = (path: string) => renderRoutes(routes, path, { client: { call, url: jest.fn() } });

const callsOf = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

it('/destinations asks for its CMS page, every pin and the address’s first cards, each once', async () => {
  renderAt('/destinations?name=cave&order=name');
  expect(await screen.findAllByText('Penn’s Cave')).not.toHaveLength(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Destinations' })).toBeInTheDocument();
  expect(callsOf('page')).toEqual([{ params: { '*': 'destinations' } }]);
  expect(callsOf('destinationsSearchPins')).toEqual([{ body: { order: 'name', name: 'cave' } }]);
  expect(callsOf('destinationsSearchPage')).toEqual([{ body: { order: 'name', name: 'cave', page: 1, limit: 24 } }]);
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('a new sort asks only for the results: the CMS page stays the loader’s', async () => {
  renderAt('/destinations');
  await screen.findAllByText('Penn’s Cave');
  await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'name');
  // The cards' hook asks through the client this test gives it (the pins' hook reaches its own, so it is not counted here).
  await waitFor(() => expect(callsOf('destinationsSearchPage').at(-1)).toEqual({ body: { order: 'name', page: 1, limit: 24 } }));
  expect(callsOf('page')).toHaveLength(1);
});

it('/meetings searches the venues its page’s meetings block names, after the page', async () => {
  renderAt('/meetings');
  expect(await screen.findAllByText('Penn’s Cave')).not.toHaveLength(0);
  expect(callsOf('destinationsSearchPins')).toEqual([{ body: { order: 'updated', categories: [31, 32] } }]);
});

it('a landing page whose CMS page did not come still lists, under its own name', async () => {
  answer(['page']);
  renderAt('/outdoors');
  expect(await screen.findAllByText('Penn’s Cave')).not.toHaveLength(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Outdoors' })).toBeInTheDocument();
  expect(callsOf('destinationsSearchPins')).toEqual([{ body: { order: 'updated', categories: [248, 249] } }]);
});

it('a category lists its destinations, asked once in its scope; one that does not exist is its loader’s 404, with no search', async () => {
  const { unmount } = renderAt('/c/attractions');
  expect(await screen.findAllByText('Penn’s Cave')).not.toHaveLength(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Attractions' })).toBeInTheDocument();
  expect(callsOf('destinationsSearchPins')).toEqual([{ body: { order: 'updated', categories: [5] } }]);
  expect(fetchSpy).not.toHaveBeenCalled();
  unmount();
  call.mockClear();
  renderAt('/c/nope');
  expect(await screen.findByText('Failed with 404')).toBeInTheDocument();
  expect(callsOf('destinationsSearchPins')).toEqual([]);
});

it('/tips asks for its list once, with the address’s filters', async () => {
  renderAt('/tips?title=boat');
  expect(await screen.findByRole('heading', { level: 1, name: 'tips' })).toBeInTheDocument();
  await waitFor(() => expect(callsOf('tipsList')).toEqual([{ body: { order: 'upcoming', title: 'boat' } }]));
});
