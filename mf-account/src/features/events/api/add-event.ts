import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/events/create: the new event goes first in the member's list. */
export const addEvent = sendBody('eventCreate');
export const useAddEvent = () => useSaveToList('myEvents', addEvent);
