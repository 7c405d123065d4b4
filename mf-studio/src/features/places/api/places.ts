import { apiKey, useApi } from '@valley/shared/api/swr';
import { useStudioMutation } from '../../../lib/studio-mutation';

/** The destination categories, by name (every studio role). */
export function useCategories() {
  return useApi('studioCategories', {});
}

/** One category live, drafted and before. */
export function useCategory(id: number | null) {
  return useApi('studioCategory', id === null ? null : { params: { id } });
}

/** A category's calls; each answer (the category as it now is) replaces its cached copy. */
export const useCategoryCalls = (id: number) => {
  const key = apiKey('studioCategory', { params: { id } });
  return {
    draft: useStudioMutation(key, 'studioCategoryDraft', true),
    publish: useStudioMutation(key, 'studioCategoryPublish', true),
    discard: useStudioMutation(key, 'studioCategoryDiscard', true),
    restore: useStudioMutation(key, 'studioCategoryRestore', true),
  };
};
