import { Component, type ComponentType, type ReactNode } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { ContentBlockView, CtaBlock, HeroSliderBlock } from './simple-blocks';

export type BlockComponent = ComponentType<{ block: ContentBlock }>;

/** Block kind (the content system's `extension`) → the component that renders it. */
export const BLOCK_COMPONENTS: Record<string, BlockComponent> = {
  hero_slider: HeroSliderBlock,
  content: ContentBlockView,
  cta: CtaBlock,
};

/**
 * Renders a page's content blocks in the content system's order. An unknown kind is skipped,
 * and a block that fails is isolated so the rest of the page still renders.
 */
export function BlockRenderer({ blocks, components = BLOCK_COMPONENTS }: { blocks: ContentBlock[]; components?: Record<string, BlockComponent> }) {
  return (
    <>
      {blocks.map((block) => {
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
