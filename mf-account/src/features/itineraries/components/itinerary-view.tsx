import type { MemberItinerary } from '@valley/shared/schemas/member';
import { RichText } from '@valley/shared/ui/rich-text';
import { FavoriteHeart } from '../../../components/favorite-heart';
import { ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';
import styles from './itinerary-view.module.css';

/** The read-only View drawer of an itinerary: its numbered stops with destination and content. */
export function ItineraryView({ itinerary, onClose }: { itinerary: MemberItinerary; onClose: () => void }) {
  return (
    <ViewDrawer
      open
      onClose={onClose}
      title={itinerary.title}
      publicPath={publicPaths.itinerary(itinerary.slug)}
      actions={itinerary.approved === 1 ? <FavoriteHeart kind="list" id={itinerary.id} slug={itinerary.slug} title={itinerary.title} /> : null}
    >
      {itinerary.main_img ? <img src={itinerary.main_img} alt={itinerary.title} /> : null}
      <RichText html={itinerary.content} />
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
