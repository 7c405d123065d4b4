import { apiKey, useApi } from '@valley/shared/api/swr';
import { useDraftCalls } from '../../../lib/studio-mutation';

/** The destination categories, by name (every studio role). */
export function useCategories() {
  return useApi('studioCategories', {});
}

/** One category live, drafted and before. */
export function useCategory(id: number | null) {
  return useApi('studioCategory', id === null ? null : { params: { id } });
}

/** A category's calls: each answer replaces the cached category. */
export const useCategoryCalls = (id: number) => useDraftCalls('studioCategory', apiKey('studioCategory', { params: { id } }), { id }, true);
