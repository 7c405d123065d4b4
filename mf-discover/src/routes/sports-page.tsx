import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichText } from '@valley/shared/ui/rich-text';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';
import { landingLoader, startDestinations } from '../lib/loaders';
import styles from './landing-pages.module.css';

const SPORTS_CATEGORIES = [247];
const FACILITY_GUIDE = 'Facility Guide';

/** `/sports`' loader: its CMS page and the sports venues' first calls. */
export const sportsLoader = landingLoader('sports', (args) => startDestinations(args, { categories: SPORTS_CATEGORIES }));

/** The content system's own words for the facility guide: a content block under that title. */
const isFacilityGuide = (block: ContentBlock) => block.extension === 'content' && block.title?.trim().toLowerCase() === FACILITY_GUIDE.toLowerCase();

/** `/sports`: the venue slider (a content block), the facility-guide area and 'Search Event Spaces'. */
export function SportsPage() {
  const { page } = useListingPage('Sports & Tournaments');
  // The page's CMS content has a 'Facility Guide' block of its own: its words go in the page's area, so the heading shows once (issue 47).
  const guide = page.blocks.find(isFacilityGuide);
  const guideText = typeof guide?.entry.content === 'string' ? guide.entry.content : null;
  return (
    <DestinationListing
      {...page}
      blocks={guide ? page.blocks.filter((block) => block !== guide) : page.blocks}
      scope={{ categories: SPORTS_CATEGORIES }}
      intro={
        <>
          {/* §2: a facility-guide request area, a placeholder with no behaviour yet. */}
          <section className={styles.placeholder} aria-labelledby="facility-guide">
            <h2 id="facility-guide">{FACILITY_GUIDE}</h2>
            <RichText html={guideText} />
            <p>Requests for the facility guide open soon. Until then, every venue below lists its contact details.</p>
          </section>
          <h2 className={styles.sectionHeading}>Search Event Spaces</h2>
        </>
      }
    />
  );
}
