import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';

/** `/destinations`: every destination in the listing layout, with the featured carousel (first 10 results). */
export function DestinationsPage() {
  const { page, featuredTitle } = useListingPage('destinations', 'Destinations');
  return <DestinationListing {...page} featuredTitle={featuredTitle ?? 'Featured Destinations'} />;
}
