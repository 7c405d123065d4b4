import { useNavigate } from '@valley/shared/router';
import { useFavoritesStore, type FavoriteType } from '@valley/shared/stores/favorites';
import styles from './favorite-button.module.css';

export interface FavoriteButtonProps {
  id: number;
  type: FavoriteType;
  /** The destination's name or the event's title, for the button's accessible name. */
  title: string;
  className?: string;
}

/**
 * The favorite heart: adds the item to the local list and goes to /favorites (public-site §4); a filled heart removes it. Members get
 * the same local behaviour, since the member remote pushes the set to their profile (member-area §4).
 */
export function FavoriteButton({ id, type, title, className }: FavoriteButtonProps) {
  const navigate = useNavigate();
  const saved = useFavoritesStore((state) => state.items.some((item) => item.id === id && item.type === type));

  const onClick = () => {
    const { add, remove } = useFavoritesStore.getState();
    if (saved) {
      remove({ id, type });
      return;
    }
    add({ id, type });
    navigate('/favorites');
  };

  return (
    <button
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from favorites` : `Save ${title} to favorites`}
      onClick={onClick}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
