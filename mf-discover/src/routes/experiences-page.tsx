import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';
import { landingLoader, startDestinations } from '../lib/loaders';

/** `/experiences`' loader: its CMS page and the listing's first calls. */
export const experiencesLoader = landingLoader('experiences', (args) => startDestinations(args));

/** `/experiences` (also `/adventure`): the experiences landing page; its discount pop-up is the listing layout's. */
export function ExperiencesPage() {
  const { page } = useListingPage('Experiences', { canonical: paths.experiences.href() });
  return <DestinationListing {...page} />;
}
