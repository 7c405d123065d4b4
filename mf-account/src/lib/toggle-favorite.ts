import type { ApiClient } from '@valley/shared/api';
import type { Favorite } from '@valley/shared/schemas/member';
import { onlyIfNotLoaded, useApiMutation } from './api-mutation';
import { type ListItem, memberKeys, withSaved } from './member-data';

export type FavoriteKey = 'destination' | 'event' | 'tip' | 'list';
export const FAVORITE_TYPES: Record<FavoriteKey, Favorite['type']> = { destination: 'Destination', event: 'Event', tip: 'Tip', list: 'List' };

export interface FavoriteTarget {
  kind: FavoriteKey;
  id: number;
  slug: string;
}

/** POST /api/favorites/create toggles ('Favorite added!' / 'Favorite removed!'). */
export async function toggleFavorite(client: ApiClient, target: FavoriteTarget) {
  return { ...(await client.call('favoriteCreate', { body: { [target.kind]: target.id } })), target };
}

/** Whether the member's favorites hold that item (an item is known by its type and slug). */
export const isFavorite = (favorite: Pick<Favorite, 'type' | 'slug'>, target: Omit<FavoriteTarget, 'id'>) =>
  favorite.type === FAVORITE_TYPES[target.kind] && favorite.slug === target.slug;

/** The toggle puts the new favorite first in the member's favorites, or takes the removed one out; they are not fetched again. */
export const useToggleFavorite = () =>
  useApiMutation<FavoriteTarget, Awaited<ReturnType<typeof toggleFavorite>>, ListItem<'myFavorites'>[] | undefined>(
    memberKeys.list('myFavorites'),
    toggleFavorite,
    {
      populateCache: ({ favorite, target }, items) => items && (favorite ? withSaved(items, favorite) : items.filter((item) => !isFavorite(item, target))),
      revalidate: onlyIfNotLoaded,
    },
  );
