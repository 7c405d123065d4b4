import { pageBlock } from '@valley/shared/federation/content-blocks';
import type { ContentBlock } from '@valley/shared/schemas/page';

/** The blocks a destination's page places: its upcoming events (mf-events' `destination_events`, through the shell). */
export const destinationBlocks = (destination: { id: number; name: string }): ContentBlock[] => [
  pageBlock(destination.id, 'destination_events', { destination_id: destination.id, destination_name: destination.name }),
];
