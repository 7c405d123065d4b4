import { useDeferredValue } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApiClient, usePagedListState, type PagedListState } from '@valley/shared/api/swr';
import type { NewsPost } from '@valley/shared/schemas/news';
import { NEWS_PAGE_SIZE, newsSearchQuery, type DispatchFilters } from '../../../lib/dispatch-filters';
import { hasMorePages, totalPosts } from '../../../lib/has-more';

/** The swr key of one page of the feed, from the one key factory (shared with any plain `useApi` of that page). */
const pageKey = (filters: DispatchFilters, index: number) => apiKey('newsSearch', { query: newsSearchQuery(filters, index + 1) });

export interface PostFeed extends PagedListState {
  posts: NewsPost[];
  total: number;
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
  return {
    ...usePagedListState({ pages: data, error, size, setSize, mutate }, hasMorePages(loaded, NEWS_PAGE_SIZE)),
    posts: pages.flatMap((page) => page.data),
    total: totalPosts(loaded),
  };
}
