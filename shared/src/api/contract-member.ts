import { z } from './schemas/zod';
import { endpoint, type EndpointDef } from './endpoint';
import { MessageSchema } from './schemas/common';
import {
  DestinationPayloadSchema,
  DestinationUpdateSchema,
  EventPayloadSchema,
  EventUpdateSchema,
  FavoritePayloadSchema,
  FavoriteSchema,
  FavoriteToggleSchema,
  IdBodySchema,
  ItineraryPayloadSchema,
  ItineraryUpdateSchema,
  MemberDestinationSchema,
  MemberEventSchema,
  MemberItinerarySchema,
  MemberReservationSchema,
  MemberTipSchema,
  PendingItemSchema,
  ReservationPayloadSchema,
  ReviewDecisionSchema,
  ReviewRejectionSchema,
  TipPayloadSchema,
  TipUpdateSchema,
} from './schemas/member';

const bearer = 'bearer' as const;
/** Create/update payloads carry images as data URLs: up to 5,000,000 bytes each, base64 a third more. */
const WITH_IMAGES = 12 * 1024 * 1024;
const WITH_GALLERY = 48 * 1024 * 1024;

/** A member's own content and the board's review (member-area §7). Every call needs a token. */
export const memberContract = {
  myDestinations: endpoint({ method: 'GET', path: '/api/destinations/user', response: z.array(MemberDestinationSchema), auth: bearer, summary: "The member's own destinations, with their pending edits" }),
  myTips: endpoint({ method: 'GET', path: '/api/tips/user', response: z.array(MemberTipSchema), auth: bearer, summary: "The member's own tips" }),
  myEvents: endpoint({ method: 'GET', path: '/api/events/user', response: z.array(MemberEventSchema), auth: bearer, summary: "The member's own events" }),
  myItineraries: endpoint({ method: 'GET', path: '/api/itineraries/user', response: z.array(MemberItinerarySchema), auth: bearer, summary: "The member's own itineraries" }),
  myReservations: endpoint({ method: 'GET', path: '/api/reservations/user', response: z.array(MemberReservationSchema), auth: bearer, summary: "The member's reservation requests" }),
  myFavorites: endpoint({ method: 'GET', path: '/api/favorites/user', response: z.array(FavoriteSchema), auth: bearer, summary: "The member's favorites, newest first" }),

  destinationCreate: endpoint({ method: 'POST', path: '/api/destinations/create', body: DestinationPayloadSchema, response: MemberDestinationSchema, auth: bearer, maxBodyBytes: WITH_GALLERY, idempotent: true, summary: 'Adds a destination; it waits for the board' }),
  destinationUpdate: endpoint({ method: 'POST', path: '/api/destinations/update', body: DestinationUpdateSchema, response: MemberDestinationSchema, auth: bearer, maxBodyBytes: WITH_GALLERY, summary: "Edits one of the member's destinations; an approved one stays public as it was until the edit is approved" }),
  destinationDelete: endpoint({ method: 'POST', path: '/api/destinations/delete', body: IdBodySchema, response: MessageSchema, auth: bearer, summary: "Removes one of the member's destinations" }),

  eventCreate: endpoint({ method: 'POST', path: '/api/events/create', body: EventPayloadSchema, response: MemberEventSchema, auth: bearer, maxBodyBytes: WITH_IMAGES, idempotent: true, summary: 'Adds an event (one-off or recurring); it waits for the board' }),
  eventUpdate: endpoint({ method: 'POST', path: '/api/events/update', body: EventUpdateSchema, response: MemberEventSchema, auth: bearer, maxBodyBytes: WITH_IMAGES, summary: "Edits one of the member's events" }),
  eventDelete: endpoint({ method: 'POST', path: '/api/events/delete', body: IdBodySchema, response: MessageSchema, auth: bearer, summary: "Removes one of the member's events" }),

  tipCreate: endpoint({ method: 'POST', path: '/api/tips/create', body: TipPayloadSchema, response: MemberTipSchema, auth: bearer, maxBodyBytes: WITH_IMAGES, idempotent: true, summary: 'Adds a local tip about a destination; it waits for the board' }),
  tipUpdate: endpoint({ method: 'POST', path: '/api/tips/update', body: TipUpdateSchema, response: MemberTipSchema, auth: bearer, maxBodyBytes: WITH_IMAGES, summary: "Edits one of the member's tips" }),
  tipDelete: endpoint({ method: 'POST', path: '/api/tips/delete', body: IdBodySchema, response: MessageSchema, auth: bearer, summary: "Removes one of the member's tips" }),

  itineraryCreate: endpoint({ method: 'POST', path: '/api/itineraries/create', body: ItineraryPayloadSchema, response: MemberItinerarySchema, auth: bearer, maxBodyBytes: WITH_IMAGES, idempotent: true, summary: 'Adds an itinerary with its ordered stops; it waits for the board' }),
  itineraryUpdate: endpoint({ method: 'POST', path: '/api/itineraries/update', body: ItineraryUpdateSchema, response: MemberItinerarySchema, auth: bearer, maxBodyBytes: WITH_IMAGES, summary: "Edits one of the member's itineraries" }),
  itineraryDelete: endpoint({ method: 'POST', path: '/api/itineraries/delete', body: IdBodySchema, response: MessageSchema, auth: bearer, summary: "Removes one of the member's itineraries" }),

  reservationCreate: endpoint({ method: 'POST', path: '/api/reservations/create', body: ReservationPayloadSchema, response: MemberReservationSchema, auth: bearer, idempotent: true, summary: 'Sends a reservation request to the destination and the board' }),

  favoriteCreate: endpoint({ method: 'POST', path: '/api/favorites/create', body: FavoritePayloadSchema, response: FavoriteToggleSchema, auth: bearer, idempotent: true, summary: 'Favorites an approved destination, event, tip or itinerary (list); a second call removes it' }),
  favoriteDelete: endpoint({ method: 'POST', path: '/api/favorites/delete', body: IdBodySchema, response: MessageSchema, auth: bearer, summary: 'Removes one of the member’s favorites by its id' }),

  reviewPending: endpoint({ method: 'GET', path: '/api/review/pending', response: z.array(PendingItemSchema), auth: bearer, summary: 'Board only: everything waiting for review, oldest first' }),
  reviewApprove: endpoint({ method: 'POST', path: '/api/review/approve', body: ReviewDecisionSchema, response: MessageSchema, auth: bearer, summary: 'Board only: publishes an item (or its pending edit) and tells the member' }),
  reviewReject: endpoint({ method: 'POST', path: '/api/review/reject', body: ReviewRejectionSchema, response: MessageSchema, auth: bearer, summary: 'Board only: turns an item (or its edit) down with a reason the member is mailed' }),
} satisfies Record<string, EndpointDef>;
