import type { ApiClient } from '@valley/shared/api';
import { useRemoveFromList } from '../../../lib/member-data';

/** POST /api/favorites/delete: the favorite leaves the member's list. */
export const removeFavorite = (client: ApiClient, id: number) => client.call('favoriteDelete', { body: { id } });
export const useRemoveFavorite = () => useRemoveFromList('myFavorites', removeFavorite);
