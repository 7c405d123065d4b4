import { TIP_ORDERS } from '../orders';
import { z } from './zod';
import { optionalText, searchText } from './common';
import { DestinationSummarySchema } from './destination';

/** The author line: 'Tip By {display_name} from {city}'. */
export const AuthorSchema = z.object({ display_name: z.string(), city: optionalText });
export type Author = z.infer<typeof AuthorSchema>;

/** §3 Tip (read). */
export const TipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  main_img: optionalText,
  header_img: optionalText,
  tip: z.string(),
  destination: DestinationSummarySchema.nullable(),
  destination_name: optionalText,
  user_data: AuthorSchema,
  user_img: optionalText,
  meta_description: optionalText,
  favorited: z.boolean(),
});
export type Tip = z.infer<typeof TipSchema>;

/** Sorts of tips and itineraries: 'upcoming' is the newest first, 'title' alphabetical. */
export { TIP_ORDERS };

/** Body of POST /tips/list and POST /itineraries/list: title of the tip, name of its destination. */
export const TipListBodySchema = z
  .object({
    title: searchText.optional(),
    name: searchText.optional(),
    order: z.enum(TIP_ORDERS, { error: "order must be 'upcoming' or 'title'" }).optional(),
  })
  .strict();
export type TipListBody = z.infer<typeof TipListBodySchema>;
