import { AdRequests } from '../features/ads/components/ad-requests';

/** /studio/ads: what businesses asked through the advertiser form (decision 094); the ad slots themselves come next (issue 45). */
export function AdsPage() {
  return (
    <section aria-labelledby="studio-ads">
      <h2 id="studio-ads">Ads</h2>
      <p>Requests from the advertiser form on the site’s Advertise with Us page. Answer them by e-mail, then mark them answered.</p>
      <AdRequests />
    </section>
  );
}
