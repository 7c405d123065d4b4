import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';

/** `/experiences` (also `/adventure`): the experiences landing page; its discount pop-up is the listing layout's. */
export function ExperiencesPage() {
  const { page } = useListingPage('experiences', 'Experiences', { canonical: paths.experiences.href() });
  return <DestinationListing {...page} />;
}
