import type { EndpointInput, EndpointName } from '../api/contract';
export interface PrefetchLocation {
    pathname: string;
    search: string;
    at?: Date;
}
export type PrefetchCall = <N extends EndpointName>(name: N, input: EndpointInput<N>) => void;
export interface RemotePrefetchModule {
    prefetch(location: PrefetchLocation, call: PrefetchCall): void;
}
