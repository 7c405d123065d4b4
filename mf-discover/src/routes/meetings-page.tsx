import { Link } from '@valley/shared/router';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';
import styles from './landing-pages.module.css';

/** §9: meeting venues are category 246 unless the page's meetings block names others. */
const MEETING_CATEGORIES = [246];
export const BOOK_YOUR_VENUE = 'Book Your Venue';

/** `/meetings`: venues in the listing layout and the 'Book Your Venue' call to action. */
export function MeetingsPage() {
  const { page } = useListingPage('meetings', 'Meetings & Conventions');
  // The content system may already carry the call to action; the page adds it only when it does not.
  const hasCta = page.blocks.some((block) => block.title === BOOK_YOUR_VENUE);
  return (
    <DestinationListing
      {...page}
      scope={{ categories: MEETING_CATEGORIES }}
      outro={
        hasCta ? null : (
          <section className={styles.cta} aria-labelledby="book-your-venue">
            <h2 id="book-your-venue">{BOOK_YOUR_VENUE}</h2>
            <p>Send us your dates and headcount, and our sales team will send proposals from valley venues.</p>
            <Link className={styles.ctaLink} to="/support">
              Request Proposals
            </Link>
          </section>
        )
      }
    />
  );
}
