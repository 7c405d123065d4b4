import useSWRMutation from 'swr/mutation';
import type { EndpointInput, EndpointName, EndpointOutput } from '@valley/shared/api/contract';
import { useApiClient } from '@valley/shared/api/swr';

/** One studio call as an swr mutation of the list or item under `key`: its answer goes into the cache through `populateCache`. */
export function useStudioMutation<N extends EndpointName, Cached>(
  key: readonly unknown[],
  name: N,
  populateCache: ((saved: EndpointOutput<N>, cached: Cached | undefined) => Cached) | true,
) {
  const client = useApiClient();
  return useSWRMutation(key, (_key, { arg }: { arg: EndpointInput<N> }) => client.call(name, arg), { revalidate: false, populateCache });
}
