import { apiKey, useApi } from '@valley/shared/api/swr';
import { useDraftCalls } from '../../../lib/studio-mutation';

/** The site's settings, live, drafted and before (every studio role). */
export function useSettings() {
  return useApi('studioSettings', {});
}

/** The settings' calls: each answer replaces the cached settings. */
export const useSettingsCalls = () => useDraftCalls('studioSettings', apiKey('studioSettings', {}), {}, true);
