import { Component, useDeferredValue, type ComponentType, type ReactNode } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { FcAdBlock, FeaturedAdBlock, FpAdBlock } from './ad-blocks';
import { BookBlock, BookDirectBlock } from './book-blocks';
import { HeroSliderBlock } from './hero-slider-block';
import { CrowdGalleryBlock, ImageBlock, ImagesBlock, ImagesGridBlock } from './image-blocks';
import { HighlightsBlock, MeetingsBlock, TabsBlock } from './layout-blocks';
import { EmbedBlock, MediaBlock } from './media-blocks';
import { ContentBlockView, CtaBlock } from './simple-blocks';
import { SlidesBlock, ValleysSliderBlock } from './slider-blocks';
import { remoteBlock } from '../../federation/remote-block';

export type BlockComponent = ComponentType<{ block: ContentBlock }>;

/**
 * Block kind (the content system's `extension`) → the component that renders it. Blocks whose
 * data a remote owns come from that remote's `./blocks`, and are left out while it is down.
 */
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
  events: remoteBlock('mf_events', 'events', 420),
  article_slider: remoteBlock('mf_news', 'article_slider', 480),
  map: remoteBlock('mf_discover', 'map', 420),
  favorites: remoteBlock('mf_discover', 'favorites', 320),
  // Placed by remote pages (pageBlock), not by the content system.
  events_slider: remoteBlock('mf_events', 'events_slider', 420),
  destination_events: remoteBlock('mf_events', 'destination_events', 320),
};

/**
 * Renders a page's content blocks in the content system's order. An unknown kind is skipped,
 * and a block that fails is isolated so the rest of the page still renders.
 *
 * The first block (the home page's hero) commits with the page; the others follow in a
 * background render React slices. The lead image then paints without waiting for every slider,
 * gallery and remote block below it to render, and no single render blocks the page for all of
 * them (decision 020). They only ever appear below the first block, so nothing on screen moves.
 */
export function BlockRenderer({ blocks, components = BLOCK_COMPONENTS }: { blocks: ContentBlock[]; components?: Record<string, BlockComponent> }) {
  const all = useDeferredValue(true, false);
  const shown = all ? blocks : blocks.slice(0, 1);
  return (
    <>
      {shown.map((block) => {
        const BlockView = components[block.extension];
        if (!BlockView) return null;
        return (
          <BlockBoundary key={block.id} kind={block.extension}>
            <BlockView block={block} />
          </BlockBoundary>
        );
      })}
    </>
  );
}

class BlockBoundary extends Component<{ kind: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error(`[shell] content block '${this.props.kind}' failed`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
