import type { StudioPage, StudioPageRow } from '@valley/shared/schemas/studio-pages';
import { apiKey, useApi } from '@valley/shared/api/swr';
import { useDraftCalls, useStudioMutation } from '../../../lib/studio-mutation';

/** The site's pages, by address (every studio role). */
export function usePages() {
  return useApi('studioPages', {});
}

/** One page live, drafted and before. */
export function usePage(id: number | null) {
  return useApi('studioPage', id === null ? null : { params: { id } });
}

/** A new page, added to the cached list. */
export const useCreatePage = () =>
  useStudioMutation(apiKey('studioPages', {}), 'studioPageCreate', (page: StudioPage, pages: StudioPageRow[] | undefined) => [
    ...(pages ?? []),
    { id: page.id, title: page.live.title, link: page.link, blocks: 0, status: page.status, drafted: false },
  ]);

/** A page's calls: each answer replaces the cached page. */
export const usePageCalls = (id: number) => useDraftCalls('studioPage', apiKey('studioPage', { params: { id } }), { id }, true);
