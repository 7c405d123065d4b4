import { z } from './zod';
import { optionalText } from './common';
import { DestinationSummarySchema } from './destination';
import { AuthorSchema } from './tip';

/** One stop of an itinerary. */
export const ItineraryItemSchema = z.object({
  destination_name: optionalText,
  content: optionalText,
  main_img: optionalText,
  destination: DestinationSummarySchema.nullable(),
  event: z.object({ title: z.string(), slug: z.string() }).nullable(),
});
export type ItineraryItem = z.infer<typeof ItineraryItemSchema>;

/** §3 Itinerary (read). */
export const ItinerarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  main_img: optionalText,
  header_img: optionalText,
  content: z.string(),
  meta_description: optionalText,
  destination_name: optionalText,
  destination: DestinationSummarySchema.nullable(),
  user_data: AuthorSchema,
  user_img: optionalText,
  items_list: z.array(ItineraryItemSchema),
  favorited: z.boolean(),
});
export type Itinerary = z.infer<typeof ItinerarySchema>;
