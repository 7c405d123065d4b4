import { useState } from 'react';
import { Link } from '@valley/shared/router';
import type { Favorite } from '@valley/shared/schemas/member';
import { notify } from '@valley/shared/ui/toast';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { publicPaths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useMemberList } from '../../../lib/member-data';
import { RESULT_TOAST_MS } from '../../../lib/notices';
import { useRemoveFavorite } from '../api/remove-favorite';
import styles from '../../../components/member-table.module.css';

/** View Page by type (member-area §2): Destination, Event, Tip, List; anything else goes home. */
export function favoritePath(favorite: Pick<Favorite, 'type' | 'slug'>): string {
  switch (favorite.type) {
    case 'Destination':
      return publicPaths.destination(favorite.slug);
    case 'Event':
      return publicPaths.event(favorite.slug);
    case 'Tip':
      return publicPaths.tip(favorite.slug);
    case 'List':
      return publicPaths.itinerary(favorite.slug);
    default:
      return publicPaths.home();
  }
}

const TYPE_NAMES: Record<Favorite['type'], string> = { Destination: 'Destination', Event: 'Event', Tip: 'Tip', List: 'Itinerary' };

/** The Favorites tab: every favorite with Remove and View Page. */
export function FavoritesTab() {
  const removeFavorite = useRemoveFavorite();
  const { data, isLoading } = useMemberList('myFavorites');
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (favorite: Favorite) => {
    setRemoving(favorite.id);
    try {
      notify.success((await removeFavorite.trigger(favorite.id)).message, { duration: RESULT_TOAST_MS });
    } catch (error) {
      // member-area §8: a failed favorite removal is only logged.
      console.warn('favorite removal failed', error);
    } finally {
      setRemoving(null);
    }
  };

  if (isLoading && !data) return <TableSkeleton label="Loading your favorites" />;
  return (
    <MemberTable
      caption="Your favorites"
      headers={['Title', 'Type', 'Saved']}
      empty="You have no favorites yet. Press the heart on a destination or an event to keep it here."
      rows={(data ?? []).map((favorite) => ({
        key: favorite.id,
        cells: [favorite.title, TYPE_NAMES[favorite.type], formatDate(favorite.fav_at)],
        actions: (
          <>
            <RowAction label={removing === favorite.id ? 'Removing' : 'Remove'} subject={favorite.title} onClick={() => void remove(favorite)} />
            <Link className={styles.action} to={favoritePath(favorite)}>
              View Page<span className="visually-hidden"> {favorite.title}</span>
            </Link>
          </>
        ),
      }))}
    />
  );
}
