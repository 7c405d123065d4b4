import type { ApiClient } from '@valley/shared/api';
import { useRemoveFromList } from '../../../lib/member-data';

/** POST /api/destinations/delete: the destination leaves the member's list. */
export const removeDestination = (client: ApiClient, id: number) => client.call('destinationDelete', { body: { id } });
export const useRemoveDestination = () => useRemoveFromList('myDestinations', removeDestination);
