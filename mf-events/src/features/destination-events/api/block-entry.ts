import { DestinationEventsEntrySchema, type DestinationEventsEntry } from '@valley/shared/schemas/blocks';
import type { EventSearchBody } from '@valley/shared/schemas/event';
import { eventWindow } from '../../../lib/dates';

export type { DestinationEventsEntry } from '@valley/shared/schemas/blocks';

/** Events at a destination (public-site §7: the destination page's events use a limit of 12). */
export const DESTINATION_EVENTS_LIMIT = 12;

/** The block's search: the destination's upcoming events from `now`. */
export const destinationEventsBody = (destinationId: number, now: Date): EventSearchBody => ({
  destinations: [destinationId],
  dates: eventWindow(undefined, now),
  order: 'upcoming',
  limit: DESTINATION_EVENTS_LIMIT,
});

/** null when the entry names no destination: the block then renders nothing. */
export function parseDestinationEventsEntry(entry: unknown): DestinationEventsEntry | null {
  const parsed = DestinationEventsEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : null;
}
