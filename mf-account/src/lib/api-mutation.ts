import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '@valley/shared/api';
import type { EndpointInput, EndpointName } from '@valley/shared/api/contract';
import { useApiClient } from '@valley/shared/api/swr';

/** An swr key of the one key factory, `apiKey(name, input)`. */
export type ApiKey = readonly [EndpointName, unknown];

/** The body a call takes. */
export type CallBody<N extends EndpointName> = EndpointInput<N>['body'];

/** A feature's fetcher: one call of the client with the trigger's argument. */
export type ApiFetcher<A, R> = (client: ApiClient, arg: A) => Promise<R>;

/** The fetcher of a call whose argument is its whole body. */
export const sendBody =
  <N extends EndpointName>(name: N) =>
  (client: ApiClient, body: CallBody<N>) =>
    client.call(name, { body } as EndpointInput<N>);

/** A write with swr's mutation state: one trigger is one client call, so a create's Idempotency-Key is made once per submit (decision 031). */
export function useApiMutation<A, R, D = R>(key: ApiKey, fetcher: ApiFetcher<A, R>, options: SWRMutationConfiguration<R, unknown, ApiKey, A, D> = {}) {
  const client = useApiClient();
  return useSWRMutation<R, unknown, ApiKey, A, D>(key, (_key, { arg }) => fetcher(client, arg), { revalidate: false, ...options });
}

/** After a write that put its answer in a cached list: fetch the list only when it had not loaded before. */
export const onlyIfNotLoaded = (data: unknown) => data === undefined;
