import { createContext, createElement, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';

export interface ContentBlocksRendererProps {
  blocks: ContentBlock[];
}

/**
 * The host's content-block renderer, provided by the shell through the @valley/shared singleton, so a remote page with content blocks
 * renders them through this, never by importing the shell or another remote.
 */
type RenderBlocks = (blocks: ContentBlock[]) => ReactNode;
const RendererContext = createContext<RenderBlocks | null>(null);

export function ContentBlocksProvider({ renderer, children }: { renderer: ComponentType<ContentBlocksRendererProps>; children: ReactNode }) {
  const render = useMemo<RenderBlocks>(() => (blocks) => createElement(renderer, { blocks }), [renderer]);
  return <RendererContext.Provider value={render}>{children}</RendererContext.Provider>;
}

/** A page's content blocks, in order. Without a host (a remote's stand-alone harness) nothing renders. */
export function ContentBlocks({ blocks }: ContentBlocksRendererProps) {
  const render = useContext(RendererContext);
  if (!render || blocks.length === 0) return null;
  return <>{render(blocks)}</>;
}

/** A block a page places itself rather than the content system; negative ids never collide with the content system's. */
export function pageBlock(id: number, extension: string, entry: Record<string, unknown>, title = ''): ContentBlock {
  return { id: -Math.abs(id), extension, title, img: null, entry };
}
