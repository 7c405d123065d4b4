import type { ComponentType } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
export interface ContentBlockProps {
    block: ContentBlock;
}
export interface RemoteBlocksModule {
    blocks: Record<string, ComponentType<ContentBlockProps>>;
}
