import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { articleSliderData } from '../features/article-slider/api/block-data';
import { ArticleSlider } from '../features/article-slider/components/article-slider';

/** The content blocks whose data mf-news owns, by block extension; the shell loads them on demand. `data`: what each asks the API for. */
export const blocks = { article_slider: ArticleSlider } satisfies RemoteBlocksModule['blocks'];
export const data = { article_slider: articleSliderData } satisfies RemoteBlocksModule['data'];
