import { DiscountPopup } from '@valley/shared/ui/discount-popup';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';

/** `/experiences` (also `/adventure`): the experiences landing page, with the discount pop-up. */
export function ExperiencesPage() {
  const { header, blocks, settled } = useListingPage('experiences', 'Experiences');
  return (
    <>
      <DestinationListing ready={settled} header={header} blocks={blocks} />
      <DiscountPopup />
    </>
  );
}
