import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/itineraries/create: the new itinerary goes first in the member's list. */
export const addItinerary = sendBody('itineraryCreate');
export const useAddItinerary = () => useSaveToList('myItineraries', addItinerary);
