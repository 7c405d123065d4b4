import { useApi } from '@valley/shared/api/swr';

/** GET /news/categories/list: the chips and the drawer's category choices. */
export function useNewsCategories() {
  const { data, error, isLoading } = useApi('newsCategories', {});
  return { categories: data ?? [], isLoading: isLoading || (!data && !error), error: error as unknown };
}
