import type { ApiClient } from '@valley/shared/api';
import { useRemoveFromList } from '../../../lib/member-data';

/** POST /api/itineraries/delete: the itinerary leaves the member's list. */
export const removeItinerary = (client: ApiClient, id: number) => client.call('itineraryDelete', { body: { id } });
export const useRemoveItinerary = () => useRemoveFromList('myItineraries', removeItinerary);
