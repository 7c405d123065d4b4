import useSWRMutation from 'swr/mutation';
import type { EndpointInput, EndpointName } from '@valley/shared/api/contract';
import { apiKey, useApi, useApiClient } from '@valley/shared/api/swr';
import type { StudioSettingsView } from '@valley/shared/schemas/studio';

/** The site's settings, live, drafted and before (every studio role). */
export function useSettings() {
  return useApi('studioSettings', {});
}

type SettingsCall = Extract<EndpointName, 'studioSettingsDraft' | 'studioSettingsPublish' | 'studioSettingsDiscard' | 'studioSettingsRestore'>;

/** One of the settings' calls; its answer (the settings as they now are) replaces the cached ones. */
export function useSettingsCall<N extends SettingsCall>(name: N) {
  const client = useApiClient();
  const send = (input: EndpointInput<N>): Promise<StudioSettingsView> => client.call(name, input);
  return useSWRMutation(apiKey('studioSettings', {}), (_key, { arg }: { arg: EndpointInput<N> }) => send(arg), { revalidate: false, populateCache: true });
}
