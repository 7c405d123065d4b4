import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { EventsBlock } from '../features/events-block/components/events-block';

/** The content blocks whose data mf-events owns, by block extension; the shell loads them on demand. */
export const blocks = { events: EventsBlock } satisfies RemoteBlocksModule['blocks'];
