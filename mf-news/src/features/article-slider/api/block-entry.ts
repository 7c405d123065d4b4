import { z } from 'zod';

/** Home news layout (public-site §9): 10 in the main slider, the next 4 beside it, 15 loaded. */
export const MAIN_SLIDES = 10;
export const SIDE_ARTICLES = 4;
export const HOME_NEWS_LIMIT = 15;

const optionalString = z.string().nullish().catch(null);

/** The `article_slider` block's entry as seeded; bad fields fall back to the spec defaults. */
export const ArticleSliderEntrySchema = z.object({
  limit: z.number().int().min(1).max(100).catch(HOME_NEWS_LIMIT),
  featured: z.boolean().catch(false),
  link: optionalString,
  button_text: optionalString,
});
export type ArticleSliderEntry = z.infer<typeof ArticleSliderEntrySchema>;

export function parseArticleSliderEntry(entry: unknown): ArticleSliderEntry {
  const parsed = ArticleSliderEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : { limit: HOME_NEWS_LIMIT, featured: false, link: null, button_text: null };
}

/** GET /news/list's query for the block: its limit, and only featured posts when the block asks for them. */
export const homeNewsQuery = (entry: ArticleSliderEntry) => (entry.featured ? { limit: entry.limit, featured: '1' as const } : { limit: entry.limit });
