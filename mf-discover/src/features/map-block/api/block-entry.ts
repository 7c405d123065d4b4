import { z } from 'zod';

/** Default map view (public-site §2 map block): about 40.79, -77.87 at zoom 10. */
export const DEFAULT_CENTER = { latitude: 40.79, longitude: -77.87 } as const;
export const DEFAULT_ZOOM = 10;

const text = z.string().nullish().catch(null);

export const MapMarkerSchema = z.object({
  name: z.string(),
  slug: z.string(),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  address: text,
  city: text,
  state: text,
  zip: text,
  phone: text,
});
export type MapMarker = z.infer<typeof MapMarkerSchema>;

/** Keeps the markers that parse and drops the rest: one bad marker must not blank the map. */
const markers = z.array(z.unknown()).catch([]).transform((items) =>
  items.flatMap((item) => {
    const parsed = MapMarkerSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const MapBlockEntrySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90).catch(DEFAULT_CENTER.latitude),
  longitude: z.coerce.number().min(-180).max(180).catch(DEFAULT_CENTER.longitude),
  zoom: z.coerce.number().int().min(1).max(18).catch(DEFAULT_ZOOM),
  destinations: markers,
  towns: markers,
});
export type MapBlockEntry = z.infer<typeof MapBlockEntrySchema>;

export function parseMapBlockEntry(entry: unknown): MapBlockEntry {
  const parsed = MapBlockEntrySchema.safeParse(entry ?? {});
  return parsed.success
    ? parsed.data
    : { latitude: DEFAULT_CENTER.latitude, longitude: DEFAULT_CENTER.longitude, zoom: DEFAULT_ZOOM, destinations: [], towns: [] };
}
