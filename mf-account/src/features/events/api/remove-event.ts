import type { ApiClient } from '@valley/shared/api';
import { useRemoveFromList } from '../../../lib/member-data';

/** POST /api/events/delete: the event leaves the member's list. */
export const removeEvent = (client: ApiClient, id: number) => client.call('eventDelete', { body: { id } });
export const useRemoveEvent = () => useRemoveFromList('myEvents', removeEvent);
