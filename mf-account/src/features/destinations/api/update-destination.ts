import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/destinations/update: the saved destination takes its old place in the member's list. */
export const updateDestination = sendBody('destinationUpdate');
export const useUpdateDestination = () => useSaveToList('myDestinations', updateDestination);
