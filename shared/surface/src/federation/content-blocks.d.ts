import { type ComponentType, type ReactNode } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
export interface ContentBlocksRendererProps {
    blocks: ContentBlock[];
}
export declare function ContentBlocksProvider({ renderer, children }: {
    renderer: ComponentType<ContentBlocksRendererProps>;
    children: ReactNode;
}): import("react").JSX.Element;
export declare function ContentBlocks({ blocks }: ContentBlocksRendererProps): import("react").JSX.Element | null;
export declare function pageBlock(id: number, extension: string, entry: Record<string, unknown>, title?: string): ContentBlock;
