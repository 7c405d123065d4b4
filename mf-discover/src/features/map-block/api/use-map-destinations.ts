import { useEffect, useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { MapBlockEntry, MapMarker } from './block-entry';

/**
 * The block's destinations, and with `all_destinations` every approved one from GET /destinations/markers, so the page's answer does not
 * grow with the valley (decision 032). `load` starts that call when the map is about to show; failures are only logged (§8).
 */
export function useMapDestinations(entry: MapBlockEntry, load: boolean): MapMarker[] {
  const { data: every, error } = useApi('destinationMarkers', entry.all_destinations && load ? {} : null);
  useEffect(() => {
    if (error) console.warn('[mf-discover] map destinations did not load', error);
  }, [error]);
  return useMemo(() => {
    if (!every) return entry.destinations;
    const listed = new Set(entry.destinations.map((place) => place.slug));
    return [...entry.destinations, ...every.filter((place) => !listed.has(place.slug))];
  }, [entry.destinations, every]);
}
