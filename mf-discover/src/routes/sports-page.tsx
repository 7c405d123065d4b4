import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';
import styles from './landing-pages.module.css';

const SPORTS_CATEGORIES = [247];

/** `/sports`: the venue slider (a content block), the facility-guide area and 'Search Event Spaces'. */
export function SportsPage() {
  const { page } = useListingPage('sports', 'Sports & Tournaments');
  return (
    <DestinationListing
      {...page}
      scope={{ categories: SPORTS_CATEGORIES }}
      intro={
        <>
          {/* §2: a facility-guide request area, a placeholder with no behaviour yet (decision 014). */}
          <section className={styles.placeholder} aria-labelledby="facility-guide">
            <h2 id="facility-guide">Facility Guide</h2>
            <p>Requests for the facility guide open soon. Until then, every venue below lists its contact details.</p>
          </section>
          <h2 className={styles.sectionHeading}>Search Event Spaces</h2>
        </>
      }
    />
  );
}
