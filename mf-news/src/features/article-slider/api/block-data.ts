import { handToSwr } from '@valley/shared/api/swr';
import type { BlockData } from '@valley/shared/federation/blocks';
import { loaderApi } from '@valley/shared/router';
import { homeNewsQuery, parseArticleSliderEntry } from './block-entry';

/** The `article_slider` block's data (decision 141): its posts. */
export const articleSliderData: BlockData = (block, context) => {
  const input = { query: homeNewsQuery(parseArticleSliderEntry(block.entry)) };
  handToSwr(context, 'newsList', input, loaderApi(context).call('newsList', input));
};
