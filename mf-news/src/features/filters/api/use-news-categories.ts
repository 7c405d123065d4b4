import type { EndpointInput } from '@valley/shared/api/contract';
import { useApi } from '@valley/shared/api/swr';

/** GET /news/categories/list: the chips and the drawer's category choices. */
export const NEWS_CATEGORIES_INPUT: EndpointInput<'newsCategories'> = {};

export function useNewsCategories() {
  const { data, error, isLoading } = useApi('newsCategories', NEWS_CATEGORIES_INPUT);
  return { categories: data ?? [], isLoading: isLoading || (!data && !error), error: error as unknown };
}
