import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { matchPath } from '@valley/shared/router';
import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';
import { getAuthToken } from '@valley/shared/stores/auth';
import { paths } from '../config/paths';
import { FEATURED_POSTS_INPUT } from '../features/featured-slider/api/use-featured-posts';
import { NEWS_CATEGORIES_INPUT } from '../features/filters/api/use-news-categories';
import { newsPostInput } from '../features/post-detail/api/use-news-post';
import { filtersFromSearch, newsSearchQuery } from '../lib/dispatch-filters';
import { NEWS_PAGE_INPUT } from '../lib/news-page';
import { readPage } from '@valley/shared/ui/paging';

/** The first-paint calls of each mf-news route, built with its hooks' own inputs, for the shell to start while the code loads. */
export const prefetch: RemotePrefetchModule['prefetch'] = ({ pathname, search }, call) => {
  if (matchPath(paths.dispatch.pattern, pathname)) {
    call('page', NEWS_PAGE_INPUT);
    call('newsList', FEATURED_POSTS_INPUT);
    call('newsCategories', NEWS_CATEGORIES_INPUT);
    // The feed's first page (the address's): its key is pageKey(filters, page - 1), that is apiKey('newsSearch', { query }).
    const params = new URLSearchParams(search);
    call('newsSearch', { query: newsSearchQuery(filtersFromSearch(params), readPage(params)) });
    return;
  }
  const post = matchPath(paths.post.pattern, pathname);
  // Signed in, the page asks for the draft first, and a preview link for its own call: nothing is guessed for either.
  if (post?.params.slug && !getAuthToken() && !new URLSearchParams(search).has(PREVIEW_PARAM)) call('newsGet', newsPostInput(post.params.slug));
};
