import { apiKey, useApi } from '@valley/shared/api/swr';
import { useStudioMutation } from '../../../lib/studio-mutation';

const NAV_KEY = apiKey('studioNav', {});

/** The main navigation's tabs, live, drafted and before (every studio role). */
export function useNavigation() {
  return useApi('studioNav', {});
}

/** The navigation's calls; each answer (the navigation as it now is) replaces the cached one. */
export const useNavigationCalls = () => ({
  draft: useStudioMutation(NAV_KEY, 'studioNavDraft', true),
  publish: useStudioMutation(NAV_KEY, 'studioNavPublish', true),
  discard: useStudioMutation(NAV_KEY, 'studioNavDiscard', true),
  restore: useStudioMutation(NAV_KEY, 'studioNavRestore', true),
});
