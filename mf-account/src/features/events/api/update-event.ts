import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/events/update: the saved event takes its old place in the member's list. */
export const updateEvent = sendBody('eventUpdate');
export const useUpdateEvent = () => useSaveToList('myEvents', updateEvent);
