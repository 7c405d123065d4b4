import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { ArticleSlider } from '../features/article-slider/components/article-slider';

/** The content blocks whose data mf-news owns, by block extension; the shell loads them on demand. */
export const blocks = { article_slider: ArticleSlider } satisfies RemoteBlocksModule['blocks'];
