import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { MapBlock } from './map-block';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));
const mockedUseApi = useApi as jest.Mock;
beforeEach(() => mockedUseApi.mockReset().mockReturnValue({ data: undefined }));

// Leaflet needs real layout; the boundary is react-leaflet: the mock records the map options and
// renders each marker's popup inline so its content can be read.
let mockMapProps: Record<string, unknown> = {};
let mockTileProps: Record<string, unknown> = {};
jest.mock('react-leaflet', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  type Props = { children?: import('react').ReactNode } & Record<string, unknown>;
  return {
    MapContainer: ({ children, ...props }: Props) => {
      mockMapProps = props;
      return createElement('div', { 'data-testid': 'leaflet-map' }, children);
    },
    TileLayer: (props: Props) => {
      mockTileProps = props;
      return null;
    },
    Marker: ({ children, title }: Props) => createElement('div', { 'data-testid': 'marker', 'data-title': title }, children),
    Popup: ({ children }: Props) => createElement('div', { 'data-testid': 'popup' }, children),
  };
});
jest.mock('leaflet', () => ({ divIcon: (options: unknown) => options }));
jest.mock('leaflet/dist/leaflet.css', () => ({}));

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

it('lazily renders the Leaflet map with markers, popups and the block view options', async () => {
  await renderLoadedMap({ latitude: 40.788, longitude: -77.87, zoom: 11, destinations: [destination], towns: [town] });
  const map = await screen.findByTestId('leaflet-map');
  expect(screen.getByRole('region', { name: 'Map: Explore Happy Valley' })).toContainElement(map);
  expect(mockMapProps).toMatchObject({ center: [40.788, -77.87], zoom: 11, scrollWheelZoom: false, dragging: true });
  expect(mockTileProps.url).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
  expect(mockTileProps.attribution).toContain('OpenStreetMap');

  const popups = within(map).getAllByTestId('popup');
  expect(popups).toHaveLength(2);
  expect(within(popups[0]!).getByRole('link', { name: 'Berkey Creamery' })).toHaveAttribute('href', '/d/berkey-creamery');
  expect(within(popups[0]!).getByRole('link', { name: '(814) 865-7535' })).toHaveAttribute('href', 'tel:+18148657535');
  expect(within(popups[1]!).getByRole('link', { name: 'Boalsburg' })).toHaveAttribute('href', '/towns/boalsburg');
});

it('falls back to the valley centre and zoom 10, and skips markers that do not parse', async () => {
  await renderLoadedMap({ destinations: [{ name: 'No coordinates', slug: 'x' }], towns: [town] });
  await screen.findByTestId('leaflet-map');
  expect(mockMapProps).toMatchObject({ center: [40.79, -77.87], zoom: 10 });
  expect(screen.getAllByTestId('marker')).toHaveLength(1);
  expect(screen.queryByRole('list', { name: 'Destinations on this map' })).toBeNull();
});

it('with all_destinations, loads every destination once the map is about to show, beside the ones it lists', async () => {
  const other = { ...destination, name: 'Nittany Lion Inn', slug: 'nittany-lion-inn', phone: null };
  mockedUseApi.mockImplementation((name: string, input: unknown) => ({ data: name === 'destinationMarkers' && input ? [destination, other] : undefined }));
  await renderLoadedMap({ all_destinations: true, destinations: [destination], towns: [town] });
  await screen.findByTestId('leaflet-map');
  expect(mockedUseApi).toHaveBeenCalledWith('destinationMarkers', {});
  const list = screen.getByRole('list', { name: 'Destinations on this map' });
  expect(
    within(list)
      .getAllByRole('link', { name: /Berkey Creamery|Nittany Lion Inn/ })
      .map((link) => link.textContent),
  ).toEqual(['Berkey Creamery', 'Nittany Lion Inn']);
  expect(screen.getAllByTestId('marker')).toHaveLength(3);
});

it('without all_destinations, asks for no other places', async () => {
  await renderLoadedMap({ destinations: [destination], towns: [] });
  await screen.findByTestId('leaflet-map');
  expect(mockedUseApi).not.toHaveBeenCalledWith('destinationMarkers', expect.anything());
});

it('turns dragging off on touch or narrow screens', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  try {
    await renderLoadedMap({ destinations: [destination], towns: [] });
    await screen.findByTestId('leaflet-map');
    expect(mockMapProps).toMatchObject({ dragging: false });
  } finally {
    window.matchMedia = original;
  }
});
