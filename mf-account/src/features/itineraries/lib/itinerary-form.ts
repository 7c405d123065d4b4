import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ItineraryPayloadSchema, type ItineraryPayload, type MemberItinerary } from '@valley/shared/schemas/member';

export const ITEMS_MESSAGE = 'An itinerary must include at least 3 items with destinations selected.';
/** member-area §4, §9: a new itinerary starts with three placeholder stops. */
export const PLACEHOLDER_STOPS = 3;

/** One stop while it is edited: `key` stays with it when the stops are reordered. */
export interface StopDraft {
  key: string;
  destination: string;
  event: string;
  information: string;
}

export interface ItineraryFormInput {
  title: string;
  content: string;
  destination: string;
  items: StopDraft[];
}

let nextKey = 0;
export const newStop = (values: Partial<Omit<StopDraft, 'key'>> = {}): StopDraft => ({
  key: `stop-${(nextKey += 1)}`,
  destination: '',
  event: '',
  information: '',
  ...values,
});
export const placeholderStops = () => Array.from({ length: PLACEHOLDER_STOPS }, () => newStop());

/** The API's payload schema checks the form with the §5 messages; it drops a stop's `key`. */
export const itineraryResolver = zodResolver(ItineraryPayloadSchema) as unknown as Resolver<ItineraryFormInput, unknown, ItineraryPayload>;

export const emptyItinerary = (destination?: number | null): ItineraryFormInput => ({
  title: '',
  content: '',
  destination: destination ? String(destination) : '',
  items: destination ? [newStop({ destination: String(destination) }), newStop(), newStop()] : placeholderStops(),
});

export const itineraryValues = (itinerary: MemberItinerary): ItineraryFormInput => ({
  title: itinerary.title,
  content: itinerary.content,
  destination: itinerary.destination_id ? String(itinerary.destination_id) : '',
  items: itinerary.items.map((item) =>
    newStop({
      destination: item.destination_id ? String(item.destination_id) : '',
      event: item.event_id ? String(item.event_id) : '',
      information: item.content ?? '',
    }),
  ),
});
