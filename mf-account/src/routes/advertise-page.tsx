import { AdvertiserForm } from '../features/advertising/components/advertiser-form';
import { PageHead } from '@valley/shared/ui/page-head';

/** `/advertise`: the advertiser form, linked from the Partners page and the footer (decision 094). */
export function AdvertisePage() {
  return (
    <>
      <PageHead title="Advertise with Us" description="Advertise your business to visitors planning a trip to Happy Valley." />
      <AdvertiserForm />
    </>
  );
}
