import type { MemberItinerary } from '@valley/shared/schemas/member';
import { RichText } from '@valley/shared/ui/rich-text';
import { ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';
import styles from './itinerary-view.module.css';

/** The read-only View drawer of an itinerary: its numbered stops with destination and content. */
export function ItineraryView({ itinerary, onClose }: { itinerary: MemberItinerary; onClose: () => void }) {
  return (
    <ViewDrawer item={{ ...itinerary, image: itinerary.main_img }} kind="list" publicPath={publicPaths.itinerary(itinerary.slug)} onClose={onClose}>
      <ol className={styles.stops} aria-label="Stops">
        {itinerary.items.map((item, index) => (
          <li key={index}>
            <h3>{item.destination_name ?? 'A destination no longer listed'}</h3>
            <RichText html={item.content} />
          </li>
        ))}
      </ol>
    </ViewDrawer>
  );
}
