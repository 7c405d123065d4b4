import { useMemo, useState, type ComponentType } from 'react';
import { useLocation } from '@valley/shared/router';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';
import { FcAdBlock, FeaturedAdBlock, FpAdBlock } from './ad-blocks';
import { BookBlock, BookDirectBlock } from './book-blocks';
import { HeroSliderBlock } from './hero-slider-block';
import { CrowdGalleryBlock, ImageBlock, ImagesBlock, ImagesGridBlock } from './image-blocks';
import { HighlightsBlock, MeetingsBlock, TabsBlock } from './layout-blocks';
import { EmbedBlock, MediaBlock } from './media-blocks';
import { ContentBlockView, CtaBlock } from './simple-blocks';
import { SlidesBlock, ValleysSliderBlock } from './slider-blocks';
// The one seam where content blocks cross remotes (docs/architecture.md): the renderer maps each remote-owned kind to its remote's block.
// oxlint-disable-next-line no-restricted-imports
import { isRemoteBlock, remoteBlock } from '../../federation/remote-block';
import { DeferredBlock, openHydrationGates, useAllBlocks } from './deferred-block';
import { FirstBlockContext } from './block-image';

/** Kinds that show words only: the first block with pictures after them still loads its pictures at once (decision 059). */
const WORDS_ONLY = new Set(['content']);

export type BlockComponent = ComponentType<{ block: ContentBlock }>;

/** Block kind (`extension`) → its component; kinds whose data a remote owns come from the remote's `./blocks`, left out while it is down. */
export const BLOCK_COMPONENTS: Record<string, BlockComponent> = {
  hero_slider: HeroSliderBlock,
  book_direct: BookDirectBlock,
  media: MediaBlock,
  valleys_slider: ValleysSliderBlock,
  image: ImageBlock,
  crowd_gallery: CrowdGalleryBlock,
  cta: CtaBlock,
  images: ImagesBlock,
  images_grid: ImagesGridBlock,
  tabs: TabsBlock,
  slides: SlidesBlock,
  highlights: HighlightsBlock,
  embed: EmbedBlock,
  content: ContentBlockView,
  book: BookBlock,
  fp_ad: FpAdBlock,
  fc_ad: FcAdBlock,
  featured_ad: FeaturedAdBlock,
  meetings: MeetingsBlock,
  events: remoteBlock('mf_events', 'events', { minHeight: 420 }),
  article_slider: remoteBlock('mf_news', 'article_slider', { minHeight: 480 }),
  // The map needs the browser (Leaflet), and favorites are the visitor's own: neither is drawn by the server.
  map: remoteBlock('mf_discover', 'map', { minHeight: 420, drawnOnServer: false }),
  favorites: remoteBlock('mf_discover', 'favorites', { minHeight: 320, drawnOnServer: false }),
  // Placed by remote pages (pageBlock), not by the content system.
  events_slider: remoteBlock('mf_events', 'events_slider', { minHeight: 420 }),
  destination_events: remoteBlock('mf_events', 'destination_events', { minHeight: 320 }),
};

/**
 * Renders a page's blocks in order, skipping unknown kinds and isolating failures. The first block commits with the page. Later ones
 * the server drew are in its HTML and hydrate on their own near the viewport (decision 136); rendered in the browser, they wait until they come
 * near the viewport, holding a block's space, so a phone lays out only what it shows (decision 024).
 */
export function BlockRenderer({ blocks, components = BLOCK_COMPONENTS }: { blocks: ContentBlock[]; components?: Record<string, BlockComponent> }) {
  const all = useAllBlocks();
  // A new address would update blocks whose server HTML still waits to hydrate: they hydrate first (decision 136).
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (key !== firstKey) openHydrationGates();
  // Each block's element keeps its identity while its block does (see DeferredBlock).
  // Words before the first pictures hardly move them down: those pictures are still the first screen's (a phone's largest paint).
  const leading = blocks.findIndex((block) => !WORDS_ONLY.has(block.extension));
  const views = useMemo(() => {
    return blocks.map((block, index) => {
      const BlockView = components[block.extension];
      if (!BlockView) return null;
      const view = (
        <ErrorBoundary key={block.id} where={`shell: content block '${block.extension}'`}>
          <BlockView block={block} />
        </ErrorBoundary>
      );
      return index === 0 || index <= leading ? (
        <FirstBlockContext.Provider key={block.id} value>
          {view}
        </FirstBlockContext.Provider>
      ) : (
        view
      );
    });
  }, [blocks, components, leading]);
  return (
    <>
      {blocks.map((block, index) => {
        const view = views[index];
        if (!view) return null;
        // A remote's block loads its code, data and zod wherever it is: as the first block too, it waits to come near (decision 059).
        const BlockView = components[block.extension];
        return index === 0 && BlockView && !isRemoteBlock(BlockView) ? (
          view
        ) : (
          <DeferredBlock key={block.id} now={all} leading={index <= leading}>
            {view}
          </DeferredBlock>
        );
      })}
    </>
  );
}
