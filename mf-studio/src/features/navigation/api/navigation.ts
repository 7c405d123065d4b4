import { apiKey, useApi } from '@valley/shared/api/swr';
import { useDraftCalls } from '../../../lib/studio-mutation';

/** The main navigation's tabs, live, drafted and before (every studio role). */
export function useNavigation() {
  return useApi('studioNav', {});
}

/** The navigation's calls: each answer replaces the cached navigation. */
export const useNavigationCalls = () => useDraftCalls('studioNav', apiKey('studioNav', {}), {}, true);
