import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import type { PlacesMapProps } from '@valley/shared/map/place';
import type { Destination, DestinationCard } from '@valley/shared/schemas/destination';
import { useDestinationPages } from '../api/use-destination-pages';
import { DestinationListing } from './destination-listing';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));
jest.mock('../api/use-destination-pages', () => ({ useDestinationPages: jest.fn() }));
jest.mock('@valley/shared/map', () => ({
  PlacesMap: ({ label }: PlacesMapProps) => <div role="region" aria-label={label} />,
}));
const mockedUseApi = useApi as jest.Mock;
const mockedPages = useDestinationPages as jest.Mock;

// A listing answers cards (decision 032): what the card and its marker show, no content or phone.
const card: DestinationCard = {
  id: 12,
  slug: 'nittany-lion-inn',
  name: 'The Nittany Lion Inn',
  main_img: null,
  address: '200 W Park Ave',
  city: 'State College',
  state: 'PA',
  zip: '16803',
  bd_lowest_rate: 159,
  location_latitude: 40.8,
  location_longitude: -77.86,
};
const whole = {
  ...card,
  content: '<p>A classic inn on campus.</p>',
  phone: '814-865-8500',
  reservations_link: 'https://nittanylion.example/reservations',
  package: 'disabled',
} as unknown as Destination;

/** The pins answer's columns (decision 047). */
const columnsOf = (places: Pick<DestinationCard, 'id' | 'slug' | 'name' | 'location_latitude' | 'location_longitude'>[]) => ({
  id: places.map((place) => place.id),
  slug: places.map((place) => place.slug),
  name: places.map((place) => place.name),
  lat: places.map((place) => place.location_latitude),
  lng: places.map((place) => place.location_longitude),
});

const renderListing = () =>
  render(
    <MemoryRouter>
      <DestinationListing head={null} header={{ title: 'State College' }} destinations={[card]} />
    </MemoryRouter>,
  );

beforeEach(() => {
  mockedUseApi.mockReset();
  mockedPages.mockReset().mockReturnValue({ cards: undefined, error: undefined, retry: jest.fn() });
});

it('shows a card from the listing answer, and its drawer loads the whole destination by id', async () => {
  const user = userEvent.setup();
  let details: { data?: Destination; isLoading: boolean } = { isLoading: true };
  mockedUseApi.mockImplementation((name: string) => (name === 'destinationGet' ? details : { data: undefined, isLoading: false }));
  const { rerender } = renderListing();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 place');
  const cardButton = screen.getByRole('button', { name: card.name });
  expect(cardButton).toHaveTextContent('State College, PA 16803');
  expect(cardButton).toHaveTextContent('starting at $159');
  expect(mockedUseApi).not.toHaveBeenCalledWith('destinationGet', expect.anything());

  await user.click(cardButton);
  const drawer = screen.getByRole('dialog', { name: card.name });
  expect(mockedUseApi).toHaveBeenCalledWith('destinationGet', { params: { id: '12' } });
  // While the rest loads: what the card has, and a placeholder where the description goes.
  expect(within(drawer).getByText('200 W Park Ave')).toBeInTheDocument();
  expect(within(drawer).getByRole('status', { name: `Loading ${card.name}` })).toHaveAttribute('aria-busy', 'true');
  expect(within(drawer).getByText('starting at $159').tagName).toBe('SPAN');
  expect(within(drawer).getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/d/nittany-lion-inn');

  details = { data: whole, isLoading: false };
  rerender(
    <MemoryRouter>
      <DestinationListing head={null} header={{ title: 'State College' }} destinations={[card]} />
    </MemoryRouter>,
  );
  const loaded = screen.getByRole('dialog', { name: card.name });
  expect(within(loaded).getByText('A classic inn on campus.')).toBeInTheDocument();
  expect(within(loaded).getByRole('link', { name: 'starting at $159' })).toHaveAttribute('href', 'https://nittanylion.example/reservations');
  expect(within(loaded).getByRole('link', { name: '814-865-8500' })).toHaveAttribute('href', 'tel:+18148658500');
  expect(within(loaded).queryByRole('status', { name: `Loading ${card.name}` })).toBeNull();
});

it('still shows what the card has when the whole destination does not load (§8: only logged)', async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockedUseApi.mockImplementation((name: string) =>
    name === 'destinationGet' ? { error: new Error('offline'), isLoading: false } : { data: undefined, isLoading: false },
  );
  renderListing();
  await user.click(screen.getByRole('button', { name: card.name }));
  const drawer = screen.getByRole('dialog', { name: card.name });
  expect(within(drawer).getByText('200 W Park Ave')).toBeInTheDocument();
  expect(within(drawer).queryByRole('status', { name: `Loading ${card.name}` })).toBeNull();
  expect(warn).toHaveBeenCalledWith('[mf-discover] destination details did not load', expect.any(Error));
  warn.mockRestore();
});

const page = () => (
  <MemoryRouter>
    <DestinationListing head={null} header={{ title: 'Destinations' }} />
  </MemoryRouter>
);
const group = (name: string) => within(screen.getByRole('dialog', { name: 'Filter' })).getByRole('group', { name });

it("the filter says 'Loading categories...' while the lists load, 'No categories available' when there are none, and when they failed", async () => {
  const user = userEvent.setup();
  let lists: Record<string, { data?: unknown[]; error?: Error }> = { experiencesList: {}, activitiesList: {}, categoriesList: {} };
  mockedUseApi.mockImplementation((name: string) => (name === 'destinationsSearchPins' ? { data: columnsOf([card]) } : (lists[name] ?? { data: undefined })));
  const { rerender } = render(page());
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  expect(group('Categories')).toHaveTextContent('Loading categories...');
  expect(group('Experiences')).toHaveTextContent('Loading experiences...');

  lists = { experiencesList: { data: [{ id: 1, name: 'Family Fun' }] }, activitiesList: { error: new Error('500') }, categoriesList: { data: [] } };
  rerender(page());
  expect(group('Categories')).toHaveTextContent('No categories available');
  expect(within(group('Experiences')).getByRole('checkbox', { name: 'Family Fun' })).toBeInTheDocument();
  expect(group('Activities')).toHaveTextContent('The activities could not be loaded.');
});

it('counts and maps every result from the pins, shows the cards of the first page, and a card not loaded yet opens from its marker', async () => {
  const pins = Array.from({ length: 30 }, (_, index) => ({
    id: 100 + index,
    slug: `place-${index}`,
    name: `Place ${index}`,
    location_latitude: 40.8,
    location_longitude: -77.86,
  }));
  const cards = pins.slice(0, 24).map((pin) => ({ ...card, ...pin }));
  let mapProps: PlacesMapProps | undefined;
  jest.requireMock('@valley/shared/map').PlacesMap = (props: PlacesMapProps) => {
    mapProps = props;
    return <div role="region" aria-label={props.label} />;
  };
  mockedUseApi.mockImplementation((name: string) =>
    name === 'destinationsSearchPins' ? { data: columnsOf(pins) } : name === 'destinationGet' ? { isLoading: true } : { data: undefined },
  );
  mockedPages.mockReturnValue({ cards, error: undefined, retry: jest.fn() });
  render(page());
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('30 places');
  expect(screen.getByText('Showing 24 of 30 places')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Place \d+$/ })).toHaveLength(24);
  expect(mockedPages).toHaveBeenLastCalledWith({ order: 'updated' }, 24, 1);
  expect(mapProps?.places).toHaveLength(30);

  await userEvent.click(screen.getByRole('button', { name: 'Show More Places' }));
  expect(mockedPages).toHaveBeenLastCalledWith({ order: 'updated' }, 48, 1);

  // Place 29 has no card yet: its marker opens the drawer with its name, and the whole destination loads by id.
  act(() => mapProps?.onSelect?.(129));
  const drawer = await screen.findByRole('dialog', { name: 'Place 29' });
  expect(mockedUseApi).toHaveBeenCalledWith('destinationGet', { params: { id: '129' } });
  expect(within(drawer).getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/d/place-29');
});
