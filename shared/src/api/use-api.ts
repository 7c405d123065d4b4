import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
// By package name, not './client': the shared singleton's ApiError is then the one every app's `instanceof` sees.
import { createApiClient, type ApiClient } from '@valley/shared/api';
import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
import { getAuthToken } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';

/** The API client bound to the configured base URL and the stored token. */
export function useApiClient(): ApiClient {
  const apiUrl = useConfigStore((state) => state.apiUrl);
  return useMemo(() => createApiClient({ baseUrl: apiUrl, getToken: getAuthToken }), [apiUrl]);
}

/** The swr key of a call: its name and input; the one key factory every feature uses. */
export const apiKey = <N extends EndpointName>(name: N, input?: EndpointInput<N>) => [name, input ?? {}] as const;

/** Fetches one call with swr. `input: null` skips the request (conditional fetching). */
export function useApi<N extends EndpointName>(
  name: N,
  input: EndpointInput<N> | null | undefined,
  options?: SWRConfiguration<EndpointOutput<N>>,
): SWRResponse<EndpointOutput<N>> {
  const client = useApiClient();
  return useSWR<EndpointOutput<N>>(input === null ? null : apiKey(name, input), () => client.call(name, input ?? undefined), {
    revalidateOnFocus: false,
    ...options,
  });
}
