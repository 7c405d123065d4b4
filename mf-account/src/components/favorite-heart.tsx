import { useState } from 'react';
import type { Favorite } from '@valley/shared/schemas/member';
import { useApiClient } from '@valley/shared/api/swr';
import { notify } from '@valley/shared/ui/toast';
import { useMemberList, useReloadList } from '../lib/member-data';
import { errorText, RESULT_TOAST_MS } from '../lib/notices';
import styles from './favorite-heart.module.css';

export type FavoriteKey = 'destination' | 'event' | 'tip' | 'list';
const TYPE_OF: Record<FavoriteKey, Favorite['type']> = { destination: 'Destination', event: 'Event', tip: 'Tip', list: 'List' };

/**
 * The heart of the View drawers: red when the member has favorited the item, gray otherwise;
 * a press toggles it on the server ('Favorite added!' / 'Favorite removed!').
 */
export function FavoriteHeart({ kind, id, slug, title }: { kind: FavoriteKey; id: number; slug: string; title: string }) {
  const client = useApiClient();
  const reload = useReloadList();
  const { data: favorites } = useMemberList('myFavorites');
  const [busy, setBusy] = useState(false);
  const favorited = (favorites ?? []).some((favorite) => favorite.type === TYPE_OF[kind] && favorite.slug === slug);

  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await client.call('favoriteCreate', { body: { [kind]: id } });
      notify.success(answer.message, { duration: RESULT_TOAST_MS });
      await reload('myFavorites');
    } catch (error) {
      notify.error(errorText(error), { duration: RESULT_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={favorited ? `${styles.heart} ${styles.on}` : styles.heart}
      aria-pressed={favorited}
      aria-label={favorited ? `Remove ${title} from favorites` : `Save ${title} to favorites`}
      disabled={busy}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
