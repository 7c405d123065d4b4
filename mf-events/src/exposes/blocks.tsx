import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { DestinationEvents } from '../features/destination-events/components/destination-events';
import { EventsBlock } from '../features/events-block/components/events-block';
import { EventsSlider } from '../features/events-slider/components/events-slider';

/**
 * The content blocks whose data mf-events owns, by extension, loaded on demand by the shell. `events` comes from the content system;
 * `events_slider` and `destination_events` are placed by pages with pageBlock().
 */
export const blocks = { events: EventsBlock, events_slider: EventsSlider, destination_events: DestinationEvents } satisfies RemoteBlocksModule['blocks'];
