import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { DestinationEvents } from '../features/destination-events/components/destination-events';
import { EventsBlock } from '../features/events-block/components/events-block';
import { EventsSlider } from '../features/events-slider/components/events-slider';

/**
 * The content blocks whose data mf-events owns, by block extension; the shell loads them on demand.
 * `events` comes from the content system (home); `events_slider` (outdoors) and
 * `destination_events` (a destination page) are placed by pages with pageBlock().
 */
export const blocks = { events: EventsBlock, events_slider: EventsSlider, destination_events: DestinationEvents } satisfies RemoteBlocksModule['blocks'];
