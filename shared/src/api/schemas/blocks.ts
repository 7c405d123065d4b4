import { z } from './zod';

// The entry of each content-block kind a remote renders, kept with the other schemas so remotes parse with the shell's one zod (decision 019).
// Bad fields fall back to the spec's defaults: one broken field must not blank a block.

const text = z.string().nullish().catch(null);

/** `map` (mf-discover): default view about 40.79, -77.87 at zoom 10 (public-site §2). */
export const MAP_DEFAULT_CENTER = { latitude: 40.79, longitude: -77.87 } as const;
export const MAP_DEFAULT_ZOOM = 10;

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

/** Keeps the items that parse and drops the rest. */
const listOf = <T extends z.ZodType>(schema: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

/** A number written as a number or as text; none (null, '') is the default, not 0. */
const coordinate = (min: number, max: number, fallback: number) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), z.coerce.number().min(min).max(max)).catch(fallback);

export const MapBlockEntrySchema = z.object({
  latitude: coordinate(-90, 90, MAP_DEFAULT_CENTER.latitude),
  longitude: coordinate(-180, 180, MAP_DEFAULT_CENTER.longitude),
  zoom: z.coerce.number().int().min(1).max(18).catch(MAP_DEFAULT_ZOOM),
  /** Every approved destination, loaded by the block (GET /destinations/markers), beside any listed in `destinations` (decision 032). */
  all_destinations: z.boolean().catch(false),
  destinations: listOf(MapMarkerSchema),
  towns: listOf(MapMarkerSchema),
});
export type MapBlockEntry = z.infer<typeof MapBlockEntrySchema>;

/** `favorites` (mf-discover): subtitle, content (rich text), items, link, button_text. */
export const FavoriteCardSchema = z.object({ title: z.string(), img: text, subtitle: text, link: text });
export type FavoriteCard = z.infer<typeof FavoriteCardSchema>;

export const FavoritesBlockEntrySchema = z.object({
  subtitle: text,
  content: text,
  items: listOf(FavoriteCardSchema),
  link: text,
  button_text: text,
});
export type FavoritesBlockEntry = z.infer<typeof FavoritesBlockEntrySchema>;

/** A block's `categories`: place ids, which follow a merge (decision 131). */
const categoryIds = z.array(z.coerce.number().int().positive());

/** `events` (mf-events): the home carousel's categories, limit and days ahead (public-site §7, §9). */
export const EventsBlockEntrySchema = z.object({
  categories: categoryIds.catch([]),
  limit: z.number().int().min(1).max(100).catch(50),
  days: z.number().int().min(1).max(730).catch(365),
  link: text,
  button_text: text,
});
export type EventsBlockEntry = z.infer<typeof EventsBlockEntrySchema>;

/** `events_slider` (mf-events): { categories?, title?, limit? }. */
export const EventsSliderEntrySchema = z.object({
  categories: categoryIds.max(20).optional().catch(undefined),
  title: z.string().trim().min(1).max(200).optional().catch(undefined),
  limit: z.number().int().min(1).max(50).optional().catch(undefined),
});
export type EventsSliderEntry = z.infer<typeof EventsSliderEntrySchema>;

/** `destination_events` (mf-events): { destination_id, destination_name? }. */
export const DestinationEventsEntrySchema = z.object({
  destination_id: z.coerce.number().int().positive(),
  destination_name: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type DestinationEventsEntry = z.infer<typeof DestinationEventsEntrySchema>;

/** `article_slider` (mf-news): home news, 15 loaded unless the entry says otherwise (public-site §9). */
export const HOME_NEWS_LIMIT = 15;

export const ArticleSliderEntrySchema = z.object({
  limit: z.number().int().min(1).max(100).catch(HOME_NEWS_LIMIT),
  featured: z.boolean().catch(false),
  link: text,
  button_text: text,
});
export type ArticleSliderEntry = z.infer<typeof ArticleSliderEntrySchema>;
