import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/destinations/create: the new destination goes first in the member's list. */
export const addDestination = sendBody('destinationCreate');
export const useAddDestination = () => useSaveToList('myDestinations', addDestination);
