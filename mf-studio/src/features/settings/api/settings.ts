import { apiKey, useApi } from '@valley/shared/api/swr';
import { useStudioMutation } from '../../../lib/studio-mutation';

const SETTINGS_KEY = apiKey('studioSettings', {});

/** The site's settings, live, drafted and before (every studio role). */
export function useSettings() {
  return useApi('studioSettings', {});
}

/** The settings' calls; each answer (the settings as they now are) replaces the cached ones. */
export const useSettingsCalls = () => ({
  draft: useStudioMutation(SETTINGS_KEY, 'studioSettingsDraft', true),
  publish: useStudioMutation(SETTINGS_KEY, 'studioSettingsPublish', true),
  discard: useStudioMutation(SETTINGS_KEY, 'studioSettingsDiscard', true),
  restore: useStudioMutation(SETTINGS_KEY, 'studioSettingsRestore', true),
});
