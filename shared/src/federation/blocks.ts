import type { ComponentType } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';

/** The props every content block gets: the block as the content system sent it. */
export interface ContentBlockProps {
  block: ContentBlock;
}

/**
 * A block's data, declared (decision 141): started by the loader of the page that places the block, before the page renders, its
 * calls handed to the block's own hooks (`handToSwr`). `context` is the loader's (`loaderApi`, `loaderInstant`).
 */
export type BlockData = (block: ContentBlock, context: unknown) => void | Promise<void>;

/**
 * What a remote exposes as `./blocks`: the content-block kinds whose data it owns. The shell's block renderer loads them on demand
 * and skips them when the remote is down; the render server starts each drawn kind's `data` from the page's loader.
 */
export interface RemoteBlocksModule {
  blocks: Record<string, ComponentType<ContentBlockProps>>;
  data?: Record<string, BlockData>;
}
