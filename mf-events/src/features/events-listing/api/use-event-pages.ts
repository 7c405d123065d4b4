import { useStaleResults } from '@valley/shared/ui/pending';
import { useDeferredValue } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiKey, useApiClient, usePagedListState, type PagedListState } from '@valley/shared/api/swr';
import type { EndpointInput, EndpointOutput } from '@valley/shared/api/contract';
import type { Event, EventSearchBody } from '@valley/shared/schemas/event';
import type { Pagination } from '@valley/shared/schemas/common';
import { EVENTS_PAGE_SIZE } from '../../../lib/event-filters';

export interface EventPages extends PagedListState {
  events: Event[];
  /** Events matching the filters in all (the pagination total). */
  total: number;
  /** A new sort or filter's answer is on its way, or its cards are rendering: the old ones still show (issue 47). */
  pending: boolean;
}

interface EventPage {
  data: Event[];
  pagination: Pagination | null;
}

/** More pages: from the pagination when the API sends it, else whether the last page was full. */
const morePages = (last: EventPage | undefined): boolean =>
  last === undefined ? false : last.pagination ? last.pagination.has_more_pages : last.data.length >= EVENTS_PAGE_SIZE;

type EventsAnswer = EndpointOutput<'eventsSearch'>;

/** One answer as a page. swr keeps answers as they came (a page started early by the shell is one), so this reads them. */
const asPage = (answer: EventsAnswer): EventPage => (Array.isArray(answer) ? { data: answer, pagination: null } : answer);

/** The swr key of one page of a listing, from the one key factory (./prefetch starts page 1 under it). */
const eventPageKey = (body: EventSearchBody) => apiKey('eventsSearch', { body });

/**
 * A listing's events, 48 per request, from page `firstPage` (the address's, decision 053) on, pages appended; a new filter (a new
 * first-page key) starts again at that page.
 */
export function useEventPages(bodyFor: (page: number) => EventSearchBody, firstPage = 1): EventPages {
  const client = useApiClient();
  const {
    data: liveData,
    error,
    size,
    setSize,
    mutate,
    isLoading: answering,
  } = useSWRInfinite(
    (index: number, previous: EventsAnswer | null) => (previous && !morePages(asPage(previous)) ? null : eventPageKey(bodyFor(firstPage + index))),
    // The key holds exactly the input it was built from.
    ([, input]: ReturnType<typeof eventPageKey>) => client.call('eventsSearch', input as EndpointInput<'eventsSearch'>),
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      // A new sort or filter shows the old cards until its answer comes: the page keeps its height and the visitor their place.
      keepPreviousData: true,
      // List failures are logged, not shown as messages (public-site §8).
      onError: (failure: unknown) => console.error('Events could not be loaded', failure),
    },
  );

  // The cards render in the background (a transition React may slice and interrupt): 48 events
  // arriving do not block the page while they render. Everything below reads the same value.
  const data = useDeferredValue(liveData);
  const stale = useStaleResults(JSON.stringify(bodyFor(firstPage)), answering);
  const pages = (data ?? []).map(asPage);
  const last = pages.at(-1);
  return {
    ...usePagedListState({ pages: data, error, size, setSize, mutate }, morePages(last)),
    events: pages.flatMap((page) => page.data),
    total: last?.pagination?.total ?? pages.reduce((sum, page) => sum + page.data.length, 0),
    // Until this sort and filter is answered, keepPreviousData shows the last one's events; then they render in the background.
    pending: (stale && liveData !== undefined) || data !== liveData,
  };
}
