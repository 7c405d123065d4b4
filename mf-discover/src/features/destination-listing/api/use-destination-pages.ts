import { useCallback, useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiKey, useApiClient } from '@valley/shared/api/swr';
import { useStaleResults } from '@valley/shared/ui/pending';
import type { EndpointInput, EndpointOutput } from '@valley/shared/api/contract';
import type { DestinationCard, DestinationSearchBody } from '@valley/shared/schemas/destination';
import { CARDS_PER_STEP, destinationPageInput } from '../../../lib/calls';

type CardPage = EndpointOutput<'destinationsSearchPage'>;

/**
 * The cards of `shown` results from page `firstPage` on, a page of 24 per request (decisions 047, 053); the map and the count take the pins.
 * `body: null` asks for nothing (a fixed set of cards). A new sort or filter keeps the old cards (`pending`) until its first page comes.
 */
export function useDestinationPages(body: DestinationSearchBody | null, shown: number, firstPage = 1) {
  const client = useApiClient();
  const pages = Math.ceil(shown / CARDS_PER_STEP);
  // swr reads a changed initialSize as the size itself without fetching: the first value starts it, setSize grows it.
  const [initialSize] = useState(pages);
  const { data, error, size, setSize, mutate, isLoading } = useSWRInfinite(
    (index: number, previous: CardPage | null) =>
      body === null || (previous && !previous.pagination.has_more_pages)
        ? null
        : apiKey('destinationsSearchPage', destinationPageInput(body, firstPage + index)),
    // The key holds exactly the input it was built from.
    ([, input]: readonly [string, EndpointInput<'destinationsSearchPage'>]) => client.call('destinationsSearchPage', input),
    { initialSize, revalidateFirstPage: false, revalidateOnFocus: false, keepPreviousData: true },
  );
  useEffect(() => {
    if (size < pages) void setSize(pages);
  }, [size, pages, setSize]);
  const cards: DestinationCard[] | undefined = data?.flatMap((page) => page.data);
  const retry = useCallback(() => void mutate(), [mutate]);
  // Until this sort and filter is answered, keepPreviousData shows the last one's cards.
  const stale = useStaleResults(JSON.stringify(body), isLoading);
  return { cards, error: error as unknown, retry, pending: stale && data !== undefined };
}
