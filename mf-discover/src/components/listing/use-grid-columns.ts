import { useSyncExternalStore } from 'react';
import { ADS_AMONG_RESULTS_QUERY } from '@valley/shared/ui/listing-ads';

/** §4 destination grid: 3 columns, 2 under 1200 px, 1 under 400 px; listing.module.css lays out the server's HTML at the same widths. */
export const GRID_COLUMN_QUERIES = [
  ['(max-width: 399px)', 1],
  ['(max-width: 1199px)', 2],
] as const;

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const lists = GRID_COLUMN_QUERIES.map(([query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function read(): number {
  if (!hasMatchMedia()) return 3;
  for (const [query, columns] of GRID_COLUMN_QUERIES) if (window.matchMedia(query).matches) return columns;
  return 3;
}

/** The number of masonry columns the window has room for. */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, read, () => 3);
}

function subscribeAds(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const list = window.matchMedia(ADS_AMONG_RESULTS_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is a phone's, which shows the page's ads among the results (the server draws for a wide one: false). */
export function useAdsAmongResults(): boolean {
  return useSyncExternalStore(
    subscribeAds,
    () => hasMatchMedia() && window.matchMedia(ADS_AMONG_RESULTS_QUERY).matches,
    () => false,
  );
}
