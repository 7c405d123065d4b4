import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';
import { landingLoader, startDestinations } from '../lib/loaders';

/** `/destinations`' loader: its CMS page, every destination's pin and the first cards. */
export const destinationsLoader = landingLoader('destinations', (args) => startDestinations(args));

/** `/destinations`: every destination in the listing layout, with the featured carousel (first 10 results). */
export function DestinationsPage() {
  const { page, featuredTitle } = useListingPage('Destinations');
  return <DestinationListing {...page} featuredTitle={featuredTitle ?? 'Featured Destinations'} />;
}
