import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import { swrHandoverContext, type RouterContextProvider } from '@valley/shared/router';
// By package name, not './client': the shared singleton's ApiError is then the one every app's `instanceof` sees.
import { createApiClient, type ApiClient } from '@valley/shared/api';
import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
import { getAuthToken } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';

/** The API client bound to the configured base URL and the stored token. */
export function useApiClient(): ApiClient {
  const apiUrl = useConfigStore((state) => state.apiUrl);
  return useMemo(() => createApiClient({ baseUrl: apiUrl, getToken: getAuthToken }), [apiUrl]);
}

/** The swr key of a call: its name and input; the one key factory every feature uses. */
export const apiKey = <N extends EndpointName>(name: N, input?: EndpointInput<N>) => [name, input ?? {}] as const;

/**
 * Hands a loader's answer to the hooks of its page that read the same call through swr (an infinite list's first page, the site's
 * globals a remote's head reads), so the page never asks twice (issue 44): on the render server it goes out with the page's swr
 * answers; in the browser it waits in swr's preload store for the hook's first fetch.
 */
export function handToSwr<N extends EndpointName>(context: unknown, name: N, input: EndpointInput<N>, answer: Promise<EndpointOutput<N>>): void {
  const server = (context as RouterContextProvider).get(swrHandoverContext);
  if (server) server(name, input);
  else {
    // A failure no hook takes (the list already has its page, or the page went) is no uncaught error; a hook that takes it gets it.
    answer.catch(() => {});
    void preload(apiKey(name, input), () => answer);
  }
}

/** Fetches one call with swr. `input: null` skips the request (conditional fetching). */
export function useApi<N extends EndpointName>(
  name: N,
  input: EndpointInput<N> | null | undefined,
  options?: SWRConfiguration<EndpointOutput<N>>,
): SWRResponse<EndpointOutput<N>> {
  const client = useApiClient();
  return useSWR<EndpointOutput<N>>(input === null ? null : apiKey(name, input), () => client.call(name, input ?? undefined), {
    revalidateOnFocus: false,
    ...options,
  });
}

/** After a page of an infinite list arrives, further loads wait this long, so the new cards lay out before the next check (public-site §9). */
export const PENDING_CLEAR_MS = 500;

/**
 * Asks an infinite list (swr's `setSize`) for one more page at a time. A synchronous flag on top of swr's state: a scroll and a click
 * in the same tick ask once, and the flag clears PENDING_CLEAR_MS after the page arrives (`settling` meanwhile). A failed page leaves
 * swr's error set and the loaded pages in place; asking again retries it. `loadMore` keeps its identity across renders.
 */
export function useLoadMore(
  setSize: (size: number) => Promise<unknown>,
  { pages, hasMore, isLoadingMore }: { pages: number; hasMore: boolean; isLoadingMore: boolean },
): { loadMore: () => void; isSettling: boolean } {
  const pending = useRef(false);
  const [isSettling, setSettling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const state = useRef({ pages, hasMore, isLoadingMore });
  useLayoutEffect(() => {
    state.current = { pages, hasMore, isLoadingMore };
  }, [pages, hasMore, isLoadingMore]);

  const loadMore = useCallback(() => {
    const { pages: count, hasMore: more, isLoadingMore: busy } = state.current;
    if (pending.current || busy || !more) return;
    pending.current = true;
    setSettling(true);
    void setSize(count + 1).finally(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        pending.current = false;
        setSettling(false);
      }, PENDING_CLEAR_MS);
    });
  }, [setSize]);
  return { loadMore, isSettling };
}

/** A page-at-a-time list's loading (decision 053): its pages' state, Load More and Retry. */
export interface PagedListState {
  /** The first page has not answered yet. */
  isLoading: boolean;
  /** A further page is on its way. */
  isLoadingMore: boolean;
  /** A page arrived less than PENDING_CLEAR_MS ago: scrolling waits before asking again. */
  isSettling: boolean;
  hasMore: boolean;
  /** The first page failed. */
  error: unknown;
  /** A further page failed: the loaded items stay and Load More tries again. */
  moreFailed: boolean;
  /** Asks for the next page; ignored while one is loading or pending, or when there is none. */
  loadMore: () => void;
  retry: () => void;
}

/**
 * A paged list's state from swr/infinite's answer (`pages`: the pages it has, as the list reads them): Load More one page at a time
 * (useLoadMore), a failed first page as the list's error, a failed later page as `moreFailed` with the loaded pages kept.
 */
export function usePagedListState(
  {
    pages,
    error,
    size,
    setSize,
    mutate,
  }: { pages: unknown[] | undefined; error: unknown; size: number; setSize: (size: number) => Promise<unknown>; mutate: () => Promise<unknown> },
  hasMore: boolean,
): PagedListState {
  const count = pages?.length ?? 0;
  const isLoadingMore = !error && count > 0 && size > count;
  const { loadMore, isSettling } = useLoadMore(setSize, { pages: count, hasMore, isLoadingMore });
  return {
    isLoading: !pages && !error,
    isLoadingMore,
    isSettling,
    hasMore,
    error: count === 0 ? error : undefined,
    moreFailed: count > 0 && Boolean(error),
    loadMore,
    retry: () => void mutate(),
  };
}
