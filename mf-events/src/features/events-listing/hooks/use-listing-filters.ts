import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@valley/shared/router';
import { keepScroll } from '@valley/shared/ui/in-page-navigation';
import { readFilters, writeFilters, type EventFilters } from '../../../lib/event-filters';

/** A listing's filters, sort and view, read from and written to the URL query (shareable, back button); a change keeps the visitor's place. */
export function useListingFilters(): [EventFilters, (next: EventFilters) => void] {
  const [query, setQuery] = useSearchParams();
  const filters = useMemo(() => readFilters(query), [query]);
  const setFilters = useCallback((next: EventFilters) => setQuery(writeFilters(next), keepScroll()), [setQuery]);
  return [filters, setFilters];
}
