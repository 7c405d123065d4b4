import { useDeferredValue } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApiClient, useLoadMore } from '@valley/shared/api/swr';
import type { NewsPost } from '@valley/shared/schemas/news';
import { NEWS_PAGE_SIZE, newsSearchQuery, type DispatchFilters } from '../../../lib/dispatch-filters';
import { hasMorePages, totalPosts } from '../../../lib/has-more';

/** The swr key of one page of the feed, from the one key factory (shared with any plain `useApi` of that page). */
const pageKey = (filters: DispatchFilters, index: number) => apiKey('newsSearch', { query: newsSearchQuery(filters, index + 1) });

export interface PostFeed {
  posts: NewsPost[];
  total: number;
  /** The first page has not answered yet. */
  isLoading: boolean;
  /** A further page is on its way. */
  isLoadingMore: boolean;
  /** A page arrived less than PENDING_CLEAR_MS ago: scrolling waits before asking again. */
  isSettling: boolean;
  hasMore: boolean;
  /** The first page failed. */
  error: unknown;
  /** A further page failed: the loaded posts stay and Load More tries again. */
  moreFailed: boolean;
  /** Asks for the next page; ignored while one is loading or pending, or when there is no more. */
  loadMore: () => void;
  retry: () => void;
}

/**
 * The dispatch list: GET /news/search 48 at a time with the filters, from page `firstPage` (the address's, decision 053) on, pages
 * appended; a page already seen comes from swr's cache.
 */
export function usePostFeed(filters: DispatchFilters, firstPage = 1): PostFeed {
  const client = useApiClient();
  const {
    data: liveData,
    error,
    size,
    setSize,
    mutate,
  } = useSWRInfinite(
    (index: number) => pageKey(filters, firstPage - 1 + index),
    // The key holds exactly the input it was built from.
    ([name, input]: ReturnType<typeof pageKey>) => client.call(name, input as EndpointInput<'newsSearch'>),
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      // Request failures are logged, not shown as messages (public-site §8).
      onError: (failure: unknown) => console.error('The dispatch could not be loaded', failure),
    },
  );

  // The cards render in the background (a transition React may slice and interrupt): 48 posts
  // arriving do not block the page while they render. Everything below reads the same value.
  const data = useDeferredValue(liveData);
  const pages = data ?? [];
  const loaded = pages.map((page) => ({ count: page.data.length, pagination: page.pagination }));
  const hasMore = hasMorePages(loaded, NEWS_PAGE_SIZE);
  const isLoadingMore = !error && pages.length > 0 && size > pages.length;

  const { loadMore, isSettling } = useLoadMore(setSize, { pages: pages.length, hasMore, isLoadingMore });

  const retry = () => {
    void mutate();
  };

  return {
    posts: pages.flatMap((page) => page.data),
    total: totalPosts(loaded),
    isLoading: !data && !error,
    isLoadingMore,
    isSettling,
    hasMore,
    error: pages.length === 0 ? error : undefined,
    moreFailed: pages.length > 0 && Boolean(error),
    loadMore,
    retry,
  };
}
