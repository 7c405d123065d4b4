import { useApi } from '@valley/shared/api/swr';
import type { Destination } from '@valley/shared/schemas/destination';
import { absoluteImage, absoluteUrl, breadcrumbLd, compact, describe, geo, rich, sameAs, telephone, type JsonLd, type SiteOrigins } from '@valley/shared/seo';
import { PageHead, useSiteOrigins } from '@valley/shared/ui/page-head';
import { paths } from '../../../config/paths';

/** The schema.org type of a destination, from its first category that says one; any other place is a plain LocalBusiness. */
const TYPE_BY_CATEGORY: Array<[RegExp, string]> = [
  [/lodging|bed-and-breakfast|campground|cabin|hotel|inn/, 'LodgingBusiness'],
  [/restaurant|cafe|bakeries|pizza|eats|brewer|winer/, 'Restaurant'],
  [/attraction|museum|park|trail|outdoor|cave/, 'TouristAttraction'],
];

export function businessType(categories: Array<{ slug: string }> | null | undefined): string {
  for (const category of categories ?? []) {
    for (const [pattern, type] of TYPE_BY_CATEGORY) if (pattern.test(category.slug)) return type;
  }
  return 'LocalBusiness';
}

/** A destination's images for sharing and JSON-LD: its own, header and first gallery pictures, else the site's default. */
export function destinationImages(place: Destination, apiUrl: string, fallback: string | null | undefined): string[] {
  const own = [place.main_img, place.header_img, ...(place.d_gallery_images ?? []).slice(0, 4), ...(place.main_img || place.header_img ? [] : [fallback])];
  return [...new Set(own.map((image) => absoluteImage(image, apiUrl)).filter((image): image is string => Boolean(image)))];
}

/** The place as a LocalBusiness (or the subtype its categories say) and its breadcrumb, for search results' rich cards. */
export function destinationLd(place: Destination, { siteUrl, apiUrl }: SiteOrigins, fallbackImage?: string | null): JsonLd[] {
  const path = paths.destination.href(place.slug);
  const url = absoluteUrl(siteUrl, path);
  const hasAddress = place.address || place.city || place.state || place.zip;
  const business = compact({
    '@context': 'https://schema.org',
    '@type': businessType(place.d_categories),
    '@id': `${url}#business`,
    name: place.name,
    description: destinationDescription(place),
    url,
    image: destinationImages(place, apiUrl, fallbackImage),
    telephone: telephone(place.phone),
    address: hasAddress
      ? compact({
          '@type': 'PostalAddress',
          streetAddress: place.address,
          addressLocality: place.city,
          addressRegion: place.state,
          postalCode: place.zip,
          addressCountry: 'US',
        })
      : null,
    geo: geo(place.location_latitude ?? place.location_formatted_latitude, place.location_longitude ?? place.location_formatted_longitude),
    sameAs: sameAs(place.website, place.facebook_link, place.instagram_link, place.twitter_link, place.youtube_link, place.pinterest_link),
  });
  return [
    business,
    breadcrumbLd(siteUrl, [
      { name: 'Destinations', path: paths.destinations.href() },
      { name: place.name, path },
    ]),
  ];
}

const destinationDescription = (place: Destination) => describe(place.meta_description, rich(place.callout_content), rich(place.content));

/** /d/{slug}'s head: the place's name, description and picture, and its LocalBusiness JSON-LD (decision 058). */
export function DestinationHead({ destination }: { destination: Destination }) {
  const origins = useSiteOrigins();
  const { data: globals } = useApi('globals', {});
  const fallback = globals?.default_destination_img;
  return (
    <PageHead
      title={destination.name}
      description={destinationDescription(destination)}
      image={destinationImages(destination, origins.apiUrl, fallback)[0] ?? null}
      path={paths.destination.href(destination.slug)}
      jsonLd={destinationLd(destination, origins, fallback)}
    />
  );
}
