import { matchPath } from '@valley/shared/router';
import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';
import { paths } from '../config/paths';
import { FEATURED_POSTS_INPUT } from '../features/featured-slider/api/use-featured-posts';
import { NEWS_CATEGORIES_INPUT } from '../features/filters/api/use-news-categories';
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
  }
  // A post's call is its route's loader (decision 140).
};
