import { useMemberList } from '../lib/member-data';
import { withResultToast } from '../lib/notices';
import { type FavoriteKey, isFavorite, useToggleFavorite } from '../lib/toggle-favorite';
import styles from './favorite-heart.module.css';

/** The heart of the View drawers: red when the member has favorited the item; a press toggles it on the server. */
export function FavoriteHeart({ kind, id, slug, title }: { kind: FavoriteKey; id: number; slug: string; title: string }) {
  const toggleFavorite = useToggleFavorite();
  const { data: favorites } = useMemberList('myFavorites');
  const favorited = (favorites ?? []).some((favorite) => isFavorite(favorite, { kind, slug }));

  const toggle = () => withResultToast(async () => (await toggleFavorite.trigger({ kind, id, slug })).message);

  return (
    <button
      type="button"
      className={favorited ? `${styles.heart} ${styles.on}` : styles.heart}
      aria-pressed={favorited}
      aria-label={favorited ? `Remove ${title} from favorites` : `Save ${title} to favorites`}
      disabled={toggleFavorite.isMutating}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
