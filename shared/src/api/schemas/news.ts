import { NEWS_ORDERS } from '../orders';
import { z } from './zod';
import { idList, optionalText, pageLimit, pageNumber, paginated, queryList, searchText } from './common';
import { ContentBlockSchema } from './page';

/** §3 News category. */
export const NewsCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** §3 News post. */
export const NewsPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: optionalText,
  main_img: optionalText,
  image_url: optionalText,
  header_image_url: optionalText,
  source_link: optionalText,
  meta_title: optionalText,
  meta_description: optionalText,
  published_at: z.string(),
  featured: z.boolean(),
  categories: z.array(NewsCategorySchema),
  entry: z.object({ content: optionalText }),
  fields: z.object({ content_blocks: z.array(ContentBlockSchema) }),
});
export type NewsPost = z.infer<typeof NewsPostSchema>;

/** What a post's preview link answers (decision 125): the post with its pending revision, where it is read, and until when the link works. */
export const NewsPostPreviewSchema = z.object({ link: z.string(), expires_at: z.string(), post: NewsPostSchema });
export type NewsPostPreview = z.infer<typeof NewsPostPreviewSchema>;

export { NEWS_ORDERS };

/** Query of GET /news/search. */
export const NewsSearchQuerySchema = z.object({
  page: pageNumber.optional(),
  limit: pageLimit.optional(),
  title: searchText.optional(),
  categories: queryList(z.coerce.number().int().positive().max(2_147_483_647)),
  order: z.enum(NEWS_ORDERS, { error: "order must be 'latest' or 'oldest'" }).optional(),
});
export type NewsSearchQuery = z.infer<typeof NewsSearchQuerySchema>;

/** Query of GET /news/list (home: limit 15; featured slider: featured=1, limit 100). */
export const NewsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  featured: z.enum(['0', '1'], { error: 'featured must be 0 or 1' }).optional(),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;

export const NewsPageSchema = paginated(NewsPostSchema);
export const NewsListSchema = z.object({ data: z.array(NewsPostSchema) });

/** Body of POST /news/search (site search): title, categories (null for all) and a limit. */
export const NewsSiteSearchBodySchema = z
  .object({
    title: searchText.optional(),
    categories: idList.nullable().optional(),
    limit: pageLimit.optional(),
  })
  .strict();
export type NewsSiteSearchBody = z.infer<typeof NewsSiteSearchBodySchema>;
