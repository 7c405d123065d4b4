import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { MemoryRouter, Route, Routes } from '@valley/shared/router';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { runEarlyTapScript } from '../../testing/early-tap';
import { FavoriteButton } from './favorite-button';

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => Promise.resolve({ status, statusText: '', json: () => Promise.resolve(body) });
const favorite = (id: number, itemId: number, type = 'Event') => ({
  id,
  type,
  item_id: itemId,
  title: 'Harvest Fair',
  fav_at: '2026-11-20T10:00:00',
  slug: 'harvest-fair',
  main_img: null,
});

beforeEach(() => {
  window.localStorage.clear();
  useFavoritesStore.setState({ items: [], status: 'idle' });
  useAuthStore.setState({ token: null });
  useConfigStore.setState({ apiUrl: 'https://api.valley.test' });
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const heartPage = (): ReactNode => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <MemoryRouter initialEntries={['/events/harvest-fair']}>
      <Routes>
        <Route path="/events/:slug" element={<FavoriteButton id={12} type="event" title="Harvest Fair" />} />
        <Route path="/favorites" element={<h1>Favorites</h1>} />
      </Routes>
    </MemoryRouter>
  </SWRConfig>
);
const renderHeart = () => render(heartPage());

describe('FavoriteButton', () => {
  it('saves the item once and goes to /favorites', () => {
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Save Harvest Fair to favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(useFavoritesStore.getState().items).toEqual([{ id: 12, type: 'event' }]);
    expect(screen.getByRole('heading', { name: 'Favorites' })).toBeInTheDocument();
  });

  it('shows a saved item as pressed and removes it on a second press, staying on the page', () => {
    useFavoritesStore.getState().add({ id: 12, type: 'event' });
    useFavoritesStore.getState().add({ id: 12, type: 'destination' });
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Remove Harvest Fair from favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    expect(useFavoritesStore.getState().items).toEqual([{ id: 12, type: 'destination' }]);
    expect(screen.getByRole('button', { name: 'Save Harvest Fair to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("signed in, shows the account's favorite and removes it there, not locally", async () => {
    useAuthStore.setState({ token: 'member-token' });
    useFavoritesStore.getState().add({ id: 99, type: 'event' });
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/api/favorites/user')
        ? answer(200, [favorite(7, 12), favorite(8, 12, 'Destination')])
        : answer(200, { favorited: false, message: 'Favorite removed!', favorite: null }),
    );
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Remove Harvest Fair from favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'Save Harvest Fair to favorites' })).toHaveAttribute('aria-pressed', 'false');
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('https://api.valley.test/api/favorites/create');
    expect(init.headers).toMatchObject({ authorization: 'Bearer member-token' });
    expect(JSON.parse(String(init.body))).toEqual({ event: 12 });
    expect(useFavoritesStore.getState().items).toEqual([{ id: 99, type: 'event' }]);
  });

  it('signed in, saves to the account and stays on the page', async () => {
    useAuthStore.setState({ token: 'member-token' });
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/api/favorites/user') ? answer(200, []) : answer(200, { favorited: true, message: 'Favorite added!', favorite: favorite(9, 12) }),
    );
    renderHeart();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save Harvest Fair to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove Harvest Fair from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Favorites' })).toBeNull();
    expect(useFavoritesStore.getState().items).toEqual([]);
  });

  it("signed in, waits for the account's favorites before it can be pressed: a toggle on an unknown state could undo a save", async () => {
    useAuthStore.setState({ token: 'member-token' });
    let answerFavorites: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/api/favorites/user')
        ? new Promise((resolve) => (answerFavorites = resolve))
        : answer(200, { favorited: false, message: 'Favorite removed!', favorite: null }),
    );
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Save Harvest Fair to favorites' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    expect(heart).toHaveAttribute('aria-busy', 'true');
    answerFavorites({ status: 200, statusText: '', json: () => Promise.resolve([favorite(7, 12)]) });
    expect(await screen.findByRole('button', { name: 'Remove Harvest Fair from favorites' })).not.toHaveAttribute('aria-disabled');
  });

  it('signed in, a press before the favorites are known is done once they are (decision 135)', async () => {
    useAuthStore.setState({ token: 'member-token' });
    let answerFavorites: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/api/favorites/user')
        ? new Promise((resolve) => (answerFavorites = resolve))
        : answer(200, { favorited: true, message: 'Favorite added!', favorite: favorite(9, 12) }),
    );
    const keep = runEarlyTapScript();
    renderHeart();
    fireEvent.click(screen.getByRole('button', { name: 'Save Harvest Fair to favorites' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answerFavorites({ status: 200, statusText: '', json: () => Promise.resolve([]) });
    expect(await screen.findByRole('button', { name: 'Remove Harvest Fair from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(String((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body))).toEqual({ event: 12 });
    keep.stop();
  });

  it("signed out, a press on the server's heart before the page is live saves it once it is (decision 135)", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(heartPage());
    document.body.append(container);
    const keep = runEarlyTapScript();
    container.querySelector('button')!.click();
    expect(useFavoritesStore.getState().items).toEqual([]);
    await act(async () => {
      hydrateRoot(container, heartPage());
    });
    expect(useFavoritesStore.getState().items).toEqual([{ id: 12, type: 'event' }]);
    expect(screen.getByRole('heading', { name: 'Favorites' })).toBeInTheDocument();
    keep.stop();
    container.remove();
  });
});
