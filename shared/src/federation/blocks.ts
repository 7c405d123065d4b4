import type { ComponentType } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';

/** The props every content block gets: the block as the content system sent it. */
export interface ContentBlockProps {
  block: ContentBlock;
}

/**
 * What a remote exposes as `./blocks`: the content-block kinds whose data it owns. The shell's block renderer loads them on demand
 * and skips them when the remote is down.
 */
export interface RemoteBlocksModule {
  blocks: Record<string, ComponentType<ContentBlockProps>>;
}
