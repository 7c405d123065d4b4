import { DESTINATION_ORDERS } from '../orders';
import { z } from './zod';
import { idList, optionalText, pageLimit, pageNumber, paginated, searchText } from './common';

/** A destination's outside links as the API reads them out: the public record's and the member's own. */
export const DESTINATION_LINKS = {
  website: optionalText,
  map_link: optionalText,
  reservations_link: optionalText,
  restaurant_link: optionalText,
  golf_link: optionalText,
  facebook_link: optionalText,
  instagram_link: optionalText,
  twitter_link: optionalText,
  youtube_link: optionalText,
  pinterest_link: optionalText,
};

/** §3 Destination (read). */
export const DestinationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  main_img: optionalText,
  header_img: optionalText,
  content: optionalText,
  callout_content: optionalText,
  sidebar_callout_content: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  phone: optionalText,
  ...DESTINATION_LINKS,
  bd_lowest_rate: z.number().nullable(),
  location_latitude: z.number().nullable(),
  location_longitude: z.number().nullable(),
  location_formatted_latitude: optionalText,
  location_formatted_longitude: optionalText,
  d_experiences: z.array(z.object({ name: z.string(), slug: z.string() })),
  d_amenities: z.array(z.object({ name: z.string() })),
  d_gallery_images: z.array(z.string()),
  /** The destination's categories in its own order (not in §3; used for the page's schema.org type). */
  d_categories: z.array(z.object({ name: z.string(), slug: z.string() })),
  meta_description: optionalText,
  scripts: optionalText,
  package: optionalText,
  favorited: z.boolean(),
  /** A member owns the listing (not in §3): unowned listings offer 'Claim it', owned ones send a claim to the board (decision 088). */
  claimed: z.boolean(),
  /** Its owner proved it by a mailed code or the board's decision: the page marks it Verified (decision 088). */
  verified: z.boolean(),
  /** False once its owner has not confirmed it for 12 months (decision 090): hidden from listings, search and maps, its page marked. */
  recently_confirmed: z.boolean(),
});
export type Destination = z.infer<typeof DestinationSchema>;

// Lists answer what a card and a map marker need (decision 032); the drawer and the detail page load the whole destination by id.
/** Where a destination is and what it is called: the part every smaller shape shares. */
const PLACE_FIELDS = {
  id: true,
  slug: true,
  name: true,
  main_img: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  location_latitude: true,
  location_longitude: true,
} as const;

export const DestinationCardSchema = DestinationSchema.pick({ ...PLACE_FIELDS, bd_lowest_rate: true });
export type DestinationCard = z.infer<typeof DestinationCardSchema>;

export { DESTINATION_ORDERS };

const destinationFilters = {
  name: searchText.optional(),
  experiences: idList.optional(),
  activities: idList.optional(),
  categories: idList.optional(),
  order: z.enum(DESTINATION_ORDERS, { error: "order must be 'updated' or 'name'" }).optional(),
};

/** Body of POST /destinations/search and /destinations/search/pins; blank filters are simply absent. */
export const DestinationSearchBodySchema = z.object(destinationFilters).strict();
export type DestinationSearchBody = z.infer<typeof DestinationSearchBodySchema>;

/** Body of POST /destinations/search/page: the same filters, and which page of cards (decision 047). */
export const DestinationPageBodySchema = z.object({ ...destinationFilters, page: pageNumber, limit: pageLimit.optional() }).strict();
export type DestinationPageBody = z.infer<typeof DestinationPageBodySchema>;

export const DestinationCardPageSchema = paginated(DestinationCardSchema);
export type DestinationCardPage = z.infer<typeof DestinationCardPageSchema>;

/** A listing's result on its map (decision 047): a marker, the count, a drawer's title and link; the cards come a page at a time. */
export const DestinationPinSchema = DestinationSchema.pick({ id: true, slug: true, name: true, location_latitude: true, location_longitude: true });
export type DestinationPin = z.infer<typeof DestinationPinSchema>;

/**
 * Every result's pin as columns, one list per field in the search order: thousands of pins parse and check as lists of numbers and
 * strings, not as thousands of objects (decision 047).
 */
export const DestinationPinColumnsSchema = z.object({
  id: z.array(z.number().int()),
  slug: z.array(z.string()),
  name: z.array(z.string()),
  lat: z.array(z.number().nullable()),
  lng: z.array(z.number().nullable()),
});
export type DestinationPinColumns = z.infer<typeof DestinationPinColumnsSchema>;

export { pinsOf } from '../pins';

/** What a tip, itinerary or map popup needs of a destination. */
export const DestinationSummarySchema = DestinationSchema.pick({ ...PLACE_FIELDS, phone: true, website: true, d_gallery_images: true });
export type DestinationSummary = z.infer<typeof DestinationSummarySchema>;

/** A lookup-list entry (experiences, activities, categories) for filter selects. */
export const LookupItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.infer<typeof LookupItemSchema>;
