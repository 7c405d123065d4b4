import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { destinationEventsData } from '../features/destination-events/api/block-data';
import { DestinationEvents } from '../features/destination-events/components/destination-events';
import { eventsBlockData } from '../features/events-block/api/block-data';
import { EventsBlock } from '../features/events-block/components/events-block';
import { eventsSliderData } from '../features/events-slider/api/block-data';
import { EventsSlider } from '../features/events-slider/components/events-slider';

/**
 * The content blocks whose data mf-events owns, by extension, loaded on demand by the shell. `events` comes from the content system;
 * `events_slider` and `destination_events` are placed by pages with pageBlock(). `data`: what each asks the API for, started by the
 * loader of the page that places it.
 */
export const blocks = { events: EventsBlock, events_slider: EventsSlider, destination_events: DestinationEvents } satisfies RemoteBlocksModule['blocks'];
export const data = {
  events: eventsBlockData,
  events_slider: eventsSliderData,
  destination_events: destinationEventsData,
} satisfies RemoteBlocksModule['data'];
