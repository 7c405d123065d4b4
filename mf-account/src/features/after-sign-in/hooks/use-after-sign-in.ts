import { useEffect, useRef } from 'react';
import { useApiClient } from '@valley/shared/api/swr';
import type { ApiClient } from '@valley/shared/api';
import type { User } from '@valley/shared/schemas/account';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { usePendingShareStore } from '@valley/shared/stores/pending-share';
import { launchConfetti } from '@valley/shared/ui/confetti';
import { notify } from '@valley/shared/ui/toast';
import { useReloadList } from '../../../lib/member-data';
import { errorText, RESULT_TOAST_MS } from '../../../lib/notices';

/**
 * Pushes local favorites marked 'saving' to the profile (member-area §4), only those not favorited there yet, since a second create
 * would remove one. Answers how many were added; the local list is cleared once every push has been tried.
 */
export async function pushSavedFavorites(client: ApiClient): Promise<number> {
  const { items, status, clear } = useFavoritesStore.getState();
  if (status !== 'saving' || items.length === 0) return 0;
  const favorites = await client.call('myFavorites');
  const have = new Set(favorites.map((favorite) => `${favorite.type}:${favorite.slug}`));
  let added = 0;
  for (const item of items) {
    try {
      const slug =
        item.type === 'destination'
          ? (await client.call('destinationGet', { params: { id: String(item.id) } })).slug
          : (await client.call('eventGet', { params: { slug: String(item.id) } })).slug;
      if (have.has(`${item.type === 'destination' ? 'Destination' : 'Event'}:${slug}`)) continue;
      await client.call('favoriteCreate', { body: { [item.type]: item.id } });
      added += 1;
    } catch (error) {
      // One gone item (unpublished since) must not keep the rest from being saved.
      console.warn(`favorite ${item.type} ${item.id} was not saved`, error);
    }
  }
  clear();
  return added;
}

/** Sends the share a signed-out visitor asked for, then forgets it (member-area §4). */
export async function sendPendingShare(client: ApiClient): Promise<void> {
  const { share, clear } = usePendingShareStore.getState();
  if (!share) return;
  clear();
  try {
    await client.call('shareLink', { body: share });
    notify.success(`Link shared with ${share.email}`, { duration: RESULT_TOAST_MS });
    void launchConfetti();
  } catch (error) {
    notify.error(errorText(error), { duration: RESULT_TOAST_MS });
  }
}

/** Once the dashboard knows the member: saved favorites are pushed; a stored share waits until the profile is started. Runs once. */
export function useAfterSignIn(user: User | undefined): void {
  const client = useApiClient();
  const reload = useReloadList();
  const ran = useRef({ favorites: false, share: false });

  useEffect(() => {
    if (!user || ran.current.favorites) return;
    ran.current.favorites = true;
    void pushSavedFavorites(client)
      .then(async (added) => {
        if (added === 0) return;
        notify.success('Favorite added!', { duration: RESULT_TOAST_MS });
        await reload('myFavorites');
      })
      .catch((error: unknown) => console.warn('saved favorites were not pushed', error));
  }, [user, client, reload]);

  useEffect(() => {
    if (!user?.profile_started || ran.current.share) return;
    ran.current.share = true;
    void sendPendingShare(client);
  }, [user, client]);
}
