import { z } from './zod';
import { optionalText } from './common';
import { DestinationCardSchema } from './destination';
import { ContentBlockSchema } from './page';

/** §3 Destination category as listed and searched (entry ids prefixed '9'). */
export const DestinationCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: optionalText,
  content: optionalText,
});
export type DestinationCategory = z.infer<typeof DestinationCategorySchema>;

/** §3 Category page: GET /categories/get/{slug}. */
export const CategoryPageSchema = DestinationCategorySchema.extend({
  meta_description: optionalText,
  main_image_url: optionalText,
  slides: z.array(z.object({ img: z.string(), title: optionalText, link: optionalText })),
  content_blocks: z.array(ContentBlockSchema),
  destinations: z.array(DestinationCardSchema),
  number_id: z.string(),
});
export type CategoryPage = z.infer<typeof CategoryPageSchema>;

/** §3 Experience: GET /experiences/get/{id or slug}. */
export const ExperienceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: optionalText,
  content: optionalText,
  main_image_url: optionalText,
  meta_description: optionalText,
  experience: optionalText,
  content_blocks: z.array(ContentBlockSchema),
  destinations: z.array(DestinationCardSchema),
});
export type Experience = z.infer<typeof ExperienceSchema>;

/** §3 Activity: GET /activities/get/{id}; its destinations carry slug, name and main_image. */
export const ActivitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: optionalText,
  content: optionalText,
  header_image_url: optionalText,
  destinations: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), main_image: optionalText })),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** §3 Town: GET /cities/get/{id or slug}. */
export const TownSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  main_image_url: optionalText,
  meta_description: optionalText,
  content: optionalText,
  content_blocks: z.array(ContentBlockSchema),
  location_latitude: z.number().nullable(),
  location_longitude: z.number().nullable(),
  destinations: z.array(DestinationCardSchema),
});
export type Town = z.infer<typeof TownSchema>;
