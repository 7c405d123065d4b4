import { type SWRConfiguration, type SWRResponse } from 'swr';
import { type ApiClient } from '@valley/shared/api';
import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
export declare function useApiClient(): ApiClient;
export declare const apiKey: <N extends EndpointName>(name: N, input?: EndpointInput<N>) => readonly [N, {}];
export declare function useApi<N extends EndpointName>(name: N, input: EndpointInput<N> | null | undefined, options?: SWRConfiguration<EndpointOutput<N>>): SWRResponse<EndpointOutput<N>>;
