import { StudioScreen } from '../components/studio-parts';
import { AdRequests } from '../features/ads/components/ad-requests';

/** /studio/ads: what businesses asked through the advertiser form (decision 094); the ad slots themselves come next (issue 45). */
export function AdsPage() {
  return (
    <StudioScreen title="Ads" intro="Requests from the advertiser form on the site’s Advertise with Us page. Answer them by e-mail, then mark them answered.">
      <AdRequests />
    </StudioScreen>
  );
}
