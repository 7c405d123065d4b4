import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MapBlockEntrySchema, type MapBlockEntry } from '@valley/shared/schemas/blocks';

export { MapMarkerSchema, type MapBlockEntry, type MapMarker } from '@valley/shared/schemas/blocks';

/** Default map view (public-site §2 map block): about 40.79, -77.87 at zoom 10. */
export const DEFAULT_CENTER = MAP_DEFAULT_CENTER;
export const DEFAULT_ZOOM = MAP_DEFAULT_ZOOM;

export function parseMapBlockEntry(entry: unknown): MapBlockEntry {
  const parsed = MapBlockEntrySchema.safeParse(entry ?? {});
  return parsed.success
    ? parsed.data
    : { latitude: DEFAULT_CENTER.latitude, longitude: DEFAULT_CENTER.longitude, zoom: DEFAULT_ZOOM, all_destinations: false, destinations: [], towns: [] };
}
