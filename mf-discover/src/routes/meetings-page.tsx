import { Link } from '@valley/shared/router';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';
import { landingLoader, startDestinations, type LandingData } from '../lib/loaders';
import type { LoaderFunctionArgs } from '@valley/shared/router';
import styles from './landing-pages.module.css';

/** The seed's venue category: the listing's scope only when the page has no meetings block naming categories (decision 132). */
const VENUE_CATEGORY = 246;
export const BOOK_YOUR_VENUE = 'Book Your Venue';

/** The categories the page's meetings block names (ids, or ids written as text), which the studio's merges and uses follow. */
export function meetingCategories(blocks: readonly ContentBlock[]): number[] {
  for (const block of blocks) {
    if (block.extension !== 'meetings') continue;
    // Read by hand: the routes bring no zod to the first paint (decision 056).
    const named: unknown = block.entry?.categories;
    const categories = Array.isArray(named) ? named.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
    if (categories.length > 0) return [...new Set(categories)];
  }
  return [VENUE_CATEGORY];
}

/** `/meetings`' loader: its CMS page, then the venues its blocks name (searching before would fetch, and draw, the wrong venues). */
export async function meetingsLoader(args: LoaderFunctionArgs): Promise<LandingData> {
  const landing = await landingLoader('meetings')(args);
  startDestinations(args, { categories: meetingCategories(landing.page?.fields.content_blocks ?? []) });
  return landing;
}

/** `/meetings`: venues in the listing layout and the 'Book Your Venue' call to action. */
export function MeetingsPage() {
  const { page } = useListingPage('Meetings & Conventions');
  // The content system may already carry the call to action; the page adds it only when it does not.
  const hasCta = page.blocks.some((block) => block.title === BOOK_YOUR_VENUE);
  return (
    <DestinationListing
      {...page}
      scope={{ categories: meetingCategories(page.blocks) }}
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
