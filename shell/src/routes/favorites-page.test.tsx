/** @jest-environment @valley/shared/build/jest-environment-router */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'react-hot-toast';
import { apiContext, createBrowserRouter, RouterContextProvider, RouterProvider } from '@valley/shared/router';
import { createApiClient } from '@valley/shared/api';
import { SWRConfig } from 'swr';
import { DestinationSchema, type Destination } from '@valley/shared/schemas/destination';
import { EventSchema, type Event } from '@valley/shared/schemas/event';
import { useConfigStore } from '@valley/shared/stores/config';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { remoteForPath } from '../config/remote-routes';
import { FavoritesPage, favoritesLoader } from './favorites-page';
import { stubMatchMedia } from '@valley/shared/ui/match-media.fixture';
import { blank, destinationRecord } from '@valley/shared/testing/records';

const inn: Destination = DestinationSchema.parse(
  destinationRecord({
    id: 3,
    slug: 'happy-valley-inn',
    name: 'Happy Valley Inn',
    main_img: 'https://api.valley.test/media/destinations/inn.1200x800.webp',
    city: 'Bellefonte',
    state: 'PA',
  }),
);

const fair: Event = EventSchema.parse({
  ...blank(EventSchema),
  id: 12,
  slug: 'harvest-fair',
  title: 'Harvest Fair',
  starts: '2026-10-03',
  ends: '2026-10-04',
  starts_at: '2026-10-03T10:00:00-04:00',
  ends_at: '2026-10-04T17:00:00-04:00',
  starts_month: 'Oct',
  starts_day: '03',
  display_dates: 'October 3 – 4, 2026',
  favorited: false,
});

const fetchMock = jest.fn((url: string) => {
  const body = url.endsWith('/destinations/get/3') ? inn : url.endsWith('/events/get/12') ? fair : null;
  return Promise.resolve({ status: body ? 200 : 404, statusText: body ? 'OK' : 'Not Found', json: () => Promise.resolve(body) });
});

beforeAll(() => stubMatchMedia());

beforeEach(() => {
  window.localStorage.clear();
  useFavoritesStore.setState({ items: [], status: 'idle' });
  useConfigStore.setState({ apiUrl: 'https://api.valley.test' });
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  act(() => toast.remove());
});

/** The page on a browser's data router, its loader run through the real client over the fetch stand-in (no favorites CMS page). */
function renderPage() {
  window.history.replaceState(null, '', '/favorites');
  const router = createBrowserRouter(
    [
      { id: 'favorites', path: '/favorites', loader: favoritesLoader, element: <FavoritesPage /> },
      { id: 'profile', path: '/profile', element: <h1>Profile</h1> },
    ],
    {
      hydrationData: { loaderData: { favorites: null } },
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(apiContext, createApiClient({ baseUrl: 'https://api.valley.test' }));
        return context;
      },
    },
  );
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
      <Toaster />
    </SWRConfig>,
  );
}

describe('FavoritesPage', () => {
  it('is a shell route, not a remote’s or a CMS path', () => {
    expect(remoteForPath('/favorites')).toBeNull();
  });

  it('with nothing saved, warns instead of leaving the page', async () => {
    renderPage();
    expect(screen.getByText(/You have no favorites yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Favorites to Your Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no favorites to save.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(useFavoritesStore.getState().status).toBe('idle');
    expect(screen.queryByRole('heading', { name: 'Profile' })).toBeNull();
  });

  it('lists saved destinations and events with links to their pages, after a skeleton', async () => {
    useFavoritesStore.getState().add({ id: 3, type: 'destination' });
    useFavoritesStore.getState().add({ id: 12, type: 'event' });
    renderPage();
    expect(screen.getAllByText('Loading').length).toBeGreaterThan(0);

    const destinations = screen.getByRole('region', { name: 'Destinations' });
    expect(await within(destinations).findByRole('link', { name: 'Happy Valley Inn' })).toHaveAttribute('href', '/d/happy-valley-inn');
    expect(within(destinations).getByText('Bellefonte, PA')).toBeInTheDocument();

    const events = screen.getByRole('region', { name: 'Events' });
    expect(await within(events).findByRole('link', { name: 'Harvest Fair' })).toHaveAttribute('href', '/events/harvest-fair');
    expect(within(events).getByText('October 3 – 4, 2026')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['https://api.valley.test/destinations/get/3', 'https://api.valley.test/events/get/12']),
    );
  });

  it('removes one favorite', async () => {
    useFavoritesStore.getState().add({ id: 3, type: 'destination' });
    useFavoritesStore.getState().add({ id: 12, type: 'event' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Happy Valley Inn' }));
    expect(useFavoritesStore.getState().items).toEqual([{ id: 12, type: 'event' }]);
    expect(screen.queryByRole('link', { name: 'Happy Valley Inn' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Destinations' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Harvest Fair' })).toBeInTheDocument();
  });

  it('lets a favorite the site no longer serves be removed', async () => {
    useFavoritesStore.getState().add({ id: 99, type: 'destination' });
    renderPage();
    expect(await screen.findByText('This destination is no longer available.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove unavailable destination' }));
    expect(useFavoritesStore.getState().items).toEqual([]);
  });

  it("with favorites, marks the set 'saving' and goes to /profile", async () => {
    useFavoritesStore.getState().add({ id: 12, type: 'event' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Save Favorites to Your Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(useFavoritesStore.getState()).toMatchObject({ items: [{ id: 12, type: 'event' }], status: 'saving' });
    expect(JSON.parse(window.localStorage.getItem('valley-favorites') ?? 'null')?.state.status).toBe('saving');
    expect(screen.queryByText('You have no favorites to save.')).toBeNull();
  });
});
