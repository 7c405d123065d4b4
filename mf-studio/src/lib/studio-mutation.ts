import useSWRMutation from 'swr/mutation';
import type { EndpointInput, EndpointName, EndpointOutput } from '@valley/shared/api/contract';
import { apiKey, useApiClient } from '@valley/shared/api/swr';

/** One studio call as an swr mutation of the list or item under `key`: its answer goes into the cache through `populateCache`. */
export function useStudioMutation<N extends EndpointName, Cached>(
  key: readonly unknown[],
  name: N,
  populateCache: ((saved: EndpointOutput<N>, cached: Cached | undefined) => Cached) | true,
) {
  const client = useApiClient();
  return useSWRMutation(key, (_key, { arg }: { arg: EndpointInput<N> }) => client.call(name, arg), { revalidate: false, populateCache });
}

/** The drafted items whose four calls are named after the item's read: settings, the navigation, a category (decision 095). */
type DraftedItem = 'studioSettings' | 'studioNav' | 'studioCategory';

/** A drafted item's draft, publish, discard and restore calls; each answer (the item as it now is) replaces its cached copy. */
export function useDraftCalls<P extends DraftedItem>(item: P, input: EndpointInput<P>) {
  const key = apiKey(item, input);
  return {
    draft: useStudioMutation(key, `${item}Draft` as `${P}Draft`, true),
    publish: useStudioMutation(key, `${item}Publish` as `${P}Publish`, true),
    discard: useStudioMutation(key, `${item}Discard` as `${P}Discard`, true),
    restore: useStudioMutation(key, `${item}Restore` as `${P}Restore`, true),
  };
}
