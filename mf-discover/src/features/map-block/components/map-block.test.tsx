import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import type { PlacesMapProps } from '@valley/shared/map/place';
import { MapBlock } from './map-block';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));
const mockedUseApi = useApi as jest.Mock;
beforeEach(() => mockedUseApi.mockReset().mockReturnValue({ data: undefined }));

// Leaflet needs real layout; the boundary is the shared places map: the stand-in records its props and shows a button per marker.
let mockMapProps: PlacesMapProps | undefined;
jest.mock('@valley/shared/map', () => ({
  PlacesMap: (props: PlacesMapProps) => {
    mockMapProps = props;
    return (
      <div role="region" aria-label={props.label}>
        {props.places.map((place) => (
          <button key={place.id} type="button" data-kind={place.kind}>
            {place.name}
          </button>
        ))}
      </div>
    );
  },
}));

const destination = {
  name: 'Berkey Creamery',
  slug: 'berkey-creamery',
  lat: 40.8,
  lng: -77.86,
  address: '119 Food Science Building',
  city: 'State College',
  state: 'PA',
  zip: '16802',
  phone: '(814) 865-7535',
};
const town = { name: 'Boalsburg', slug: 'boalsburg', lat: 40.77, lng: -77.79, address: null, city: null, state: null, zip: null, phone: null };

const renderMap = (entry: Record<string, unknown>) =>
  render(
    <MemoryRouter>
      <MapBlock block={{ id: 9, extension: 'map', title: 'Explore Happy Valley', img: null, entry }} />
    </MemoryRouter>,
  );

/** Renders and lets the lazily loaded map module resolve. */
const renderLoadedMap = async (entry: Record<string, unknown>) => {
  await act(async () => {
    renderMap(entry);
  });
};

it('lists every place with its links below the map', async () => {
  await renderLoadedMap({ latitude: 40.788, longitude: -77.87, zoom: 11, destinations: [destination], towns: [town] });
  expect(screen.getByRole('heading', { name: 'Explore Happy Valley' })).toBeInTheDocument();
  expect(screen.getByText('Places on this map')).toBeInTheDocument();

  const destinations = screen.getByRole('list', { name: 'Destinations on this map' });
  expect(within(destinations).getByRole('link', { name: 'Berkey Creamery' })).toHaveAttribute('href', '/d/berkey-creamery');
  expect(within(destinations).getByText('119 Food Science Building')).toBeInTheDocument();
  expect(within(destinations).getByText('State College, PA 16802')).toBeInTheDocument();
  expect(within(destinations).getByRole('link', { name: '(814) 865-7535' })).toHaveAttribute('href', 'tel:+18148657535');

  const towns = screen.getByRole('list', { name: 'Towns on this map' });
  expect(within(towns).getByRole('link', { name: 'Boalsburg' })).toHaveAttribute('href', '/towns/boalsburg');
});

it('draws destinations clustered, as the listing maps do, and towns as their own markers, with popups linking to their pages', async () => {
  await renderLoadedMap({ latitude: 40.788, longitude: -77.87, zoom: 11, destinations: [destination], towns: [town] });
  const map = screen.getByRole('region', { name: 'Map: Explore Happy Valley' });
  expect(
    within(map)
      .getAllByRole('button')
      .map((marker) => [marker.textContent, marker.dataset.kind]),
  ).toEqual([
    ['Berkey Creamery', 'place'],
    ['Boalsburg', 'town'],
  ]);
  expect(mockMapProps).toMatchObject({ center: [40.788, -77.87], zoom: 11, cluster: true, popups: true });
  expect(mockMapProps?.places).toEqual([
    expect.objectContaining({
      name: 'Berkey Creamery',
      href: '/d/berkey-creamery',
      address: '119 Food Science Building',
      cityLine: 'State College, PA 16802',
      phone: '(814) 865-7535',
      kind: 'place',
    }),
    expect.objectContaining({ name: 'Boalsburg', href: '/towns/boalsburg', phone: null, kind: 'town' }),
  ]);
  expect(new Set(mockMapProps?.places.map((place) => place.id)).size).toBe(2);
  expect(mockMapProps?.onNavigate).toEqual(expect.any(Function));
});

it('falls back to the valley centre and zoom 10, and skips markers that do not parse', async () => {
  await renderLoadedMap({ destinations: [{ name: 'No coordinates', slug: 'x' }], towns: [town] });
  expect(mockMapProps).toMatchObject({ center: [40.79, -77.87], zoom: 10 });
  expect(mockMapProps?.places.map((place) => place.name)).toEqual(['Boalsburg']);
  expect(screen.queryByRole('list', { name: 'Destinations on this map' })).toBeNull();
});

it('with all_destinations, loads every destination once the page is idle, beside the ones it lists', async () => {
  const other = { ...destination, name: 'Nittany Lion Inn', slug: 'nittany-lion-inn', phone: null };
  mockedUseApi.mockImplementation((name: string, input: unknown) => ({ data: name === 'destinationMarkers' && input ? [destination, other] : undefined }));
  await renderLoadedMap({ all_destinations: true, destinations: [destination], towns: [town] });
  await waitFor(() => expect(mockedUseApi).toHaveBeenCalledWith('destinationMarkers', {}));
  const list = screen.getByRole('list', { name: 'Destinations on this map' });
  expect(
    within(list)
      .getAllByRole('link', { name: /Berkey Creamery|Nittany Lion Inn/ })
      .map((link) => link.textContent),
  ).toEqual(['Berkey Creamery', 'Nittany Lion Inn']);
  expect(mockMapProps?.places).toHaveLength(3);
});

it('without all_destinations, asks for no other places', async () => {
  await renderLoadedMap({ destinations: [destination], towns: [] });
  expect(mockedUseApi).not.toHaveBeenCalledWith('destinationMarkers', expect.anything());
});
