import { preload } from 'swr';
import type { ApiClient } from '@valley/shared/api';
import { apiKey } from '@valley/shared/api/swr';
import type { PrefetchCall, PrefetchLocation } from '@valley/shared/federation/prefetch';
import { remoteForPath, STUDIO_REMOTE } from '../config/remote-routes';
import { loadRemotePrefetch } from './remotes';

/**
 * Starts the first page's API calls before any of its code has run, into swr's preload store under the page hook's key (decision 019).
 * Anything that goes wrong here only means the page asks for itself.
 */
export function prefetchRouteData(location: PrefetchLocation, client: ApiClient): void {
  const call: PrefetchCall = (name, input) => {
    const request = preload(apiKey(name, input), () => client.call(name, input));
    // The page's hook reports a failure; an unused early call must not be an unhandled rejection.
    Promise.resolve(request).catch(() => {});
  };
  routeCalls(location, call).catch((error: unknown) => console.warn('[shell] the route did not prefetch its data', error));
}

/**
 * Makes the first screen's calls of a location that its route's remote declares in its `./prefetch`. The browser preloads them; the
 * render server awaits them for the page it renders (decision 048). The shell's own pages' calls are their loaders' (decision 139).
 */
export async function routeCalls(location: PrefetchLocation, call: PrefetchCall): Promise<void> {
  const remote = remoteForPath(location.pathname);
  // The studio's code loads only once the API has let the visitor in (decision 092); it has no ./prefetch.
  if (!remote || remote === STUDIO_REMOTE) return;
  const prefetch = await loadRemotePrefetch(remote);
  prefetch?.(location, call);
}
