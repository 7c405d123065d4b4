import type { EndpointInput, EndpointName } from '../api/contract';

/** Where the visitor is going: the parts of the URL a route's data depends on. */
export interface PrefetchLocation {
  pathname: string;
  search: string;
}

/**
 * Starts one API call early. The page's own `useApi(name, input)` (or an infinite list's page
 * key) with the same name and input then takes the answer instead of asking again.
 */
export type PrefetchCall = <N extends EndpointName>(name: N, input: EndpointInput<N>) => void;

/**
 * What a remote exposes as `./prefetch`: the calls the first paint of one of its routes makes,
 * named by the remote that owns them. The shell starts them as soon as it knows the route's
 * remote, in parallel with loading the route's code (issue 10: no serial waterfall shell →
 * manifest → entry → chunk → data). Keep the module small and free of React: it is fetched
 * beside `./routes`, and its chunk should arrive first.
 *
 * Every input must come from the same builder the page's hook uses, or the call is made twice.
 */
export interface RemotePrefetchModule {
  prefetch(location: PrefetchLocation, call: PrefetchCall): void;
}
