import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/itineraries/update: the saved itinerary takes its old place in the member's list. */
export const updateItinerary = sendBody('itineraryUpdate');
export const useUpdateItinerary = () => useSaveToList('myItineraries', updateItinerary);
