import { ArticleSliderEntrySchema, HOME_NEWS_LIMIT, type ArticleSliderEntry } from '@valley/shared/schemas/blocks';

export { HOME_NEWS_LIMIT, type ArticleSliderEntry } from '@valley/shared/schemas/blocks';

/** Home news layout (public-site §9): 10 in the main slider, the next 4 beside it, 15 loaded. */
export const MAIN_SLIDES = 10;
export const SIDE_ARTICLES = 4;

export function parseArticleSliderEntry(entry: unknown): ArticleSliderEntry {
  const parsed = ArticleSliderEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : { limit: HOME_NEWS_LIMIT, featured: false, link: null, button_text: null };
}

/** GET /news/list's query for the block: its limit, and only featured posts when the block asks for them. */
export const homeNewsQuery = (entry: ArticleSliderEntry) => (entry.featured ? { limit: entry.limit, featured: '1' as const } : { limit: entry.limit });
