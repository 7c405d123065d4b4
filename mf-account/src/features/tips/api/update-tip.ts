import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/tips/update: the saved tip takes its old place in the member's list. */
export const updateTip = sendBody('tipUpdate');
export const useUpdateTip = () => useSaveToList('myTips', updateTip);
