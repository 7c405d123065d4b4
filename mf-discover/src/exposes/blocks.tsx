import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { FavoritesBlock } from '../features/favorites-block/components/favorites-block';
import { MapBlock } from '../features/map-block/components/map-block';

/** The content blocks whose data mf-discover owns, by block extension; the shell loads them on demand. */
export const blocks = { map: MapBlock, favorites: FavoritesBlock } satisfies RemoteBlocksModule['blocks'];
