import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { FavoritesBlock } from './favorites-block';

const block = {
  id: 4,
  extension: 'favorites',
  title: 'Local Favorites',
  img: null,
  entry: {
    subtitle: 'The places locals send their friends',
    content: '<p>Tap the heart on any destination.</p>',
    items: [
      { title: 'Berkey Creamery', img: 'http://localhost:4000/media/destinations/berkey.1200x800.webp', link: '/d/berkey-creamery', subtitle: 'Ice cream' },
      { title: "Penn's Cave", img: null, link: '/d/penns-cave-and-wildlife-park', subtitle: 'Attractions' },
    ],
    link: '/favorites',
    button_text: 'See Your Favorites',
  },
};

const renderBlock = () =>
  render(
    <MemoryRouter>
      <FavoritesBlock block={block} />
    </MemoryRouter>,
  );

beforeEach(() => act(() => useFavoritesStore.getState().clear()));

it('shows the seeded cards and the block link', () => {
  renderBlock();
  expect(screen.getByRole('heading', { name: 'Local Favorites' })).toBeInTheDocument();
  expect(screen.getByText('The places locals send their friends')).toBeInTheDocument();
  expect(screen.getByText('Tap the heart on any destination.')).toBeInTheDocument();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByRole('link', { name: 'Berkey Creamery' })).toHaveAttribute('href', '/d/berkey-creamery');
  expect(within(cards[0]!).getByText('Ice cream')).toBeInTheDocument();
  const image = cards[0]!.querySelector('img');
  expect(image).toHaveAttribute('width', '1200');
  expect(image?.getAttribute('srcset')).toContain('?w=640 640w');
  expect(screen.getByRole('link', { name: 'See Your Favorites' })).toHaveAttribute('href', '/favorites');
  expect(screen.queryByRole('link', { name: /Your favorites \(/ })).toBeNull();
});

it('links to /favorites with the count of the visitor’s local favorites', () => {
  renderBlock();
  act(() => {
    useFavoritesStore.getState().add({ id: 3, type: 'destination' });
    useFavoritesStore.getState().add({ id: 8, type: 'event' });
  });
  expect(screen.getByRole('link', { name: 'Your favorites (2 saved)' })).toHaveAttribute('href', '/favorites');
});
