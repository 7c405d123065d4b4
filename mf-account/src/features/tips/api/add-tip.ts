import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/tips/create: the new tip goes first in the member's list. */
export const addTip = sendBody('tipCreate');
export const useAddTip = () => useSaveToList('myTips', addTip);
