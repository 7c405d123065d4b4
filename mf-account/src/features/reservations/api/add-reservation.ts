import { sendBody } from '../../../lib/api-mutation';
import { useSaveToList } from '../../../lib/member-data';

/** POST /api/reservations/create: the request goes first in the member's list ('Sent'). */
export const addReservation = sendBody('reservationCreate');
export const useAddReservation = () => useSaveToList('myReservations', addReservation);
