import { useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, useApi, useApiClient } from '@valley/shared/api/swr';
import { useNavigate } from '@valley/shared/router';
import type { Favorite } from '@valley/shared/schemas/member';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useFavoritesStore, type FavoriteType } from '@valley/shared/stores/favorites';
import { track } from '@valley/shared/insights';
import { useEarlyTap } from './early-tap';
import { useHydrated } from './hydrated';
import { notify } from './toast';
import styles from './favorite-button.module.css';

export interface FavoriteButtonProps {
  id: number;
  type: FavoriteType;
  /** The destination's name or the event's title, for the button's accessible name. */
  title: string;
  className?: string;
}

/** How the account's favorites name a heart's kind (member-area §3 Favorite type). */
const ACCOUNT_TYPE: Record<FavoriteType, Favorite['type']> = { destination: 'Destination', event: 'Event' };
/** The member's favorites: the same swr entry as the dashboard's Favorites tab, so a heart and the tab agree. */
const accountFavorites = () => apiKey('myFavorites', {});

/**
 * The favorite heart. Signed out it keeps local favorites and goes to /favorites (public-site §4); signed in it shows and toggles
 * the account's favorites (POST /api/favorites/create, 'Favorite added!' / 'Favorite removed!') and stays on the page (decision 041).
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const signedIn = useAuthStore((state) => state.token !== null);
  return signedIn ? <AccountHeart {...props} /> : <LocalHeart {...props} />;
}

function LocalHeart({ id, type, title, className }: FavoriteButtonProps) {
  const navigate = useNavigate();
  const saved = useFavoritesStore((state) => state.items.some((item) => item.id === id && item.type === type));

  const onClick = () => {
    const { add, remove } = useFavoritesStore.getState();
    if (saved) {
      remove({ id, type });
      return;
    }
    add({ id, type });
    track({ kind: 'favorite', listing: type, id });
    navigate('/favorites');
  };

  // Until hydrated the server's heart has no handler: it waits visibly, and a press meanwhile is done once it is (decision 135).
  return <Heart saved={saved} title={title} className={className} onClick={onClick} waiting={!useHydrated()} />;
}

function AccountHeart({ id, type, title, className }: FavoriteButtonProps) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { data: favorites, error: loadError } = useApi(
    'myFavorites',
    {},
    { onError: (failure: unknown) => console.warn('account favorites did not load', failure) },
  );
  const [busy, setBusy] = useState(false);
  const isThis = (favorite: Favorite) => favorite.type === ACCOUNT_TYPE[type] && favorite.item_id === id;
  const saved = (favorites ?? []).some(isThis);

  const onClick = async () => {
    setBusy(true);
    try {
      const answer = await client.call('favoriteCreate', { body: { [type]: id } });
      await mutate(
        accountFavorites(),
        (items: Favorite[] | undefined) =>
          items && (answer.favorite ? [answer.favorite, ...items.filter((item) => !isThis(item))] : items.filter((item) => !isThis(item))),
        { revalidate: false },
      );
      if (answer.favorite) track({ kind: 'favorite', listing: type, id });
      notify.success(answer.message);
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  // The API toggles, so a press before the account's favorites are known could undo a save: it waits for them (if they fail to load,
  // a press still works).
  const unknown = favorites === undefined && loadError === undefined;
  return <Heart saved={saved} title={title} className={className} onClick={() => void onClick()} busy={busy} waiting={unknown} />;
}

function Heart({
  saved,
  title,
  className,
  onClick,
  busy = false,
  waiting,
}: {
  saved: boolean;
  title: string;
  className?: string | undefined;
  onClick: () => void;
  /** Its save is under way: a press now would undo it. */
  busy?: boolean;
  /** It cannot act yet (not hydrated, or the account's favorites not known): a press now is done once it can (decision 135). */
  waiting: boolean;
}) {
  const own = useRef<HTMLButtonElement>(null);
  // The signed-in heart replaces the server's; the name (the same for both, by their place in the page) lets it take the server's tap.
  const early = useEarlyTap(own, !waiting, useId());
  return (
    <button
      ref={own}
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from favorites` : `Save ${title} to favorites`}
      aria-busy={busy || waiting || undefined}
      disabled={busy}
      aria-disabled={waiting || undefined}
      onClick={waiting ? undefined : onClick}
      {...early}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
