import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@valley/shared/router';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { FavoriteButton } from './favorite-button';

beforeEach(() => {
  window.localStorage.clear();
  useFavoritesStore.setState({ items: [], status: 'idle' });
});

const renderHeart = () =>
  render(
    <MemoryRouter initialEntries={['/events/harvest-fair']}>
      <Routes>
        <Route path="/events/:slug" element={<FavoriteButton id={12} type="event" title="Harvest Fair" />} />
        <Route path="/favorites" element={<h1>Favorites</h1>} />
      </Routes>
    </MemoryRouter>,
  );

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
});
