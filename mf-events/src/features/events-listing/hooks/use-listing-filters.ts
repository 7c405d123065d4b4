import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@valley/shared/router';
import { readFilters, writeFilters, type EventFilters } from '../../../lib/event-filters';

/** A listing's filters, sort and view, read from and written to the URL query (shareable, back button). */
export function useListingFilters(): [EventFilters, (next: EventFilters) => void] {
  const [query, setQuery] = useSearchParams();
  const filters = useMemo(() => readFilters(query), [query]);
  const setFilters = useCallback((next: EventFilters) => setQuery(writeFilters(next)), [setQuery]);
  return [filters, setFilters];
}
