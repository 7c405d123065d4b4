import type { EndpointInput, EndpointName } from '../api/contract';

/** Where the visitor is going: the parts of the URL a route's data depends on. */
export interface PrefetchLocation {
  pathname: string;
  search: string;
  /** The instant the page is rendered for (`usePageInstant`): given by the render server; a browser's prefetch reads its own clock. */
  at?: Date;
}

/** Starts one API call early; the page's own `useApi(name, input)` (or infinite list key) with the same name and input then takes the answer. */
export type PrefetchCall = <N extends EndpointName>(name: N, input: EndpointInput<N>) => void;

/**
 * What a remote exposed as `./prefetch`: the calls the first paint of its routes made, started by the shell beside the route's code
 * (decision 019). Nothing uses it since every route has its loader (decision 140); it goes with the next major version, since a
 * remote built against this one may still name it.
 */
export interface RemotePrefetchModule {
  prefetch(location: PrefetchLocation, call: PrefetchCall): void;
}
