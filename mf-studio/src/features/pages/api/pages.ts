import { apiKey, useApi } from '@valley/shared/api/swr';
import { useDraftCalls } from '../../../lib/studio-mutation';

/** The site's pages, by address (every studio role). */
export function usePages() {
  return useApi('studioPages', {});
}

/** One page live, drafted and before. */
export function usePage(id: number | null) {
  return useApi('studioPage', id === null ? null : { params: { id } });
}

/** A page's calls: each answer replaces the cached page. */
export const usePageCalls = (id: number) => useDraftCalls('studioPage', apiKey('studioPage', { params: { id } }), { id }, true);
