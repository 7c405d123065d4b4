import type { ApiClient } from '@valley/shared/api';
import { useRemoveFromList } from '../../../lib/member-data';

/** POST /api/tips/delete: the tip leaves the member's list. */
export const removeTip = (client: ApiClient, id: number) => client.call('tipDelete', { body: { id } });
export const useRemoveTip = () => useRemoveFromList('myTips', removeTip);
