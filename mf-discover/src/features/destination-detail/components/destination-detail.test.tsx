import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import type { Destination } from '@valley/shared/schemas/destination';
import { DestinationDetail, linkButtons } from './destination-detail';
import { businessType, destinationImages, destinationLd } from './destination-head';

jest.mock('@valley/shared/api/swr', () => ({ useApi: () => ({ data: [] }) }));
jest.mock('@valley/shared/ui/share-dialog', () => ({ ShareButton: () => null }));

const destination = {
  id: 7,
  slug: 'elk-creek-cafe-aleworks',
  name: 'Elk Creek Café + Aleworks',
  main_img: null,
  header_img: null,
  content: '<p>Farm to table.</p>',
  address: '100 W Main St',
  city: 'Millheim',
  state: 'PA',
  zip: '16854',
  phone: '814-349-8850',
  website: 'https://elkcreek.example',
  map_link: null,
  reservations_link: null,
  restaurant_link: 'https://elkcreek.example/menu',
  golf_link: null,
  facebook_link: null,
  instagram_link: 'https://instagram.com/elkcreek',
  twitter_link: null,
  youtube_link: null,
  pinterest_link: null,
  bd_lowest_rate: null,
  location_latitude: 40.89,
  location_longitude: -77.48,
  d_amenities: [{ name: 'Outdoor Seating' }],
  recently_confirmed: true,
  d_gallery_images: [
    'http://api.test/media/gallery/a.1000x1000.webp',
    'http://api.test/media/gallery/b.1000x1000.webp',
    'http://api.test/media/gallery/c.1000x1000.webp',
  ],
} as unknown as Destination;

describe('destination detail', () => {
  it('links phones with the +1 prefix and shows only the links the place has, in the spec order', () => {
    expect(linkButtons(destination).find((link) => link.label === 'Call')?.href).toBe('tel:+18143498850');
    expect(linkButtons(destination).map((link) => link.label)).toEqual(['Website', 'Call', 'Get Directions', 'Menu', 'Instagram']);
  });

  it("offers 'Claim it' on a listing nobody owns, and marks one its owner proved Verified; anyone may suggest a correction (decisions 088, 089)", () => {
    const { rerender } = render(
      <MemoryRouter>
        <DestinationDetail destination={{ ...destination, claimed: false, verified: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Claim it' })).toHaveAttribute('href', '/profile?claim=elk-creek-cafe-aleworks');
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByRole('link', { name: 'Suggest a correction' })).toHaveAttribute('href', '/suggest/elk-creek-cafe-aleworks');
    rerender(
      <MemoryRouter>
        <DestinationDetail destination={{ ...destination, claimed: true, verified: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim it' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask the board' })).toHaveAttribute('href', '/profile?claim=elk-creek-cafe-aleworks');
  });

  it('switches tabs and walks the gallery with the keyboard; Escape closes it', () => {
    render(
      <MemoryRouter>
        <DestinationDetail destination={destination} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Farm to table.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Amenities' }));
    expect(screen.getByText('Outdoor Seating')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Amenities' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 3' }));
    const viewer = screen.getByRole('dialog', { name: 'Elk Creek Café + Aleworks photos' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gathers the visit details in a panel beside the picture: address, phone, links and the place’s own notes (issue 26)', () => {
    render(
      <MemoryRouter>
        <DestinationDetail
          destination={{
            ...destination,
            main_img: 'http://api.test/media/destinations/elk.diner.1200x900.webp',
            callout_content: '<p>Show your guide for <strong>20% off</strong>.</p>',
            sidebar_callout_content: '<p>Free parking on site.</p>',
          }}
        />
      </MemoryRouter>,
    );
    const visit = screen.getByRole('complementary', { name: 'Plan your visit' });
    expect(within(visit).getByText('100 W Main St, Millheim, PA 16854')).toBeInTheDocument();
    expect(within(visit).getByRole('link', { name: '814-349-8850' })).toHaveAttribute('href', 'tel:+18143498850');
    expect(within(visit).getByRole('list', { name: 'Links' })).toBeInTheDocument();
    expect(within(visit).getByText('Free parking on site.')).toBeInTheDocument();
    expect(within(visit).getByText('20% off')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Elk Creek Café + Aleworks' })).toBeInTheDocument();
    expect(within(visit).queryByText(/Not recently confirmed/)).toBeNull();
  });

  it('tells a visitor when the business has not confirmed the listing for a year (decision 090)', () => {
    render(
      <MemoryRouter>
        <DestinationDetail destination={{ ...destination, recently_confirmed: false }} />
      </MemoryRouter>,
    );
    const visit = screen.getByRole('complementary', { name: 'Plan your visit' });
    expect(within(visit).getByText('Not recently confirmed.')).toBeInTheDocument();
    expect(within(visit).getByText(/has not confirmed these details for over a year/)).toBeInTheDocument();
  });
});

describe('destination head (decision 058)', () => {
  const origins = { siteUrl: 'https://valley.example', apiUrl: 'http://api.test' };

  it('describes the place as the business its categories say, with address, telephone, geo, its pictures and its slug address', () => {
    const [business, crumbs] = destinationLd({ ...destination, d_categories: [{ slug: 'restaurants' }] } as unknown as Destination, origins);
    expect(business).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://valley.example/d/elk-creek-cafe-aleworks#business',
      name: 'Elk Creek Café + Aleworks',
      description: 'Farm to table.',
      url: 'https://valley.example/d/elk-creek-cafe-aleworks',
      image: destination.d_gallery_images,
      telephone: '+1-814-349-8850',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '100 W Main St',
        addressLocality: 'Millheim',
        addressRegion: 'PA',
        postalCode: '16854',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.89, longitude: -77.48 },
      sameAs: ['https://elkcreek.example', 'https://instagram.com/elkcreek'],
    });
    expect((crumbs!.itemListElement as Array<{ name: string }>).map((crumb) => crumb.name)).toEqual(['Home', 'Destinations', 'Elk Creek Café + Aleworks']);
  });

  it('names a lodging, an attraction, and anything else a LocalBusiness; a place without pictures takes the site default', () => {
    expect(businessType([{ slug: 'bed-and-breakfast' }])).toBe('LodgingBusiness');
    expect(businessType([{ slug: 'shopping' }, { slug: 'caves' }])).toBe('TouristAttraction');
    expect(businessType([])).toBe('LocalBusiness');
    expect(destinationImages({ ...destination, d_gallery_images: [] }, 'http://api.test', '/media/default.webp')).toEqual([
      'http://api.test/media/default.webp',
    ]);
  });

  it("renders the page's title and canonical address into the head", () => {
    render(
      <MemoryRouter initialEntries={['/d/7']}>
        <DestinationDetail destination={destination} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Elk Creek Café + Aleworks | Happy Valley');
    expect(new URL(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname).toBe('/d/elk-creek-cafe-aleworks');
  });
});
