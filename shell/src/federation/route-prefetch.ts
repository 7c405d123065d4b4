import { preload } from 'swr';
import type { ApiClient } from '@valley/shared/api';
import { apiKey } from '@valley/shared/api/swr';
import type { PrefetchCall, PrefetchLocation } from '@valley/shared/federation/prefetch';
import { remoteForPath, ROUTE_TABLE, STUDIO_REMOTE } from '../config/remote-routes';
import { cmsPageInput, HOME_PAGE_INPUT } from '../config/shell-calls';
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
 * Makes the first screen's calls of a location: the home or CMS page's, or those the route's remote declares in its `./prefetch`. The
 * browser preloads them; the render server awaits them for the page it renders (decision 048). The chrome's are its root loader's.
 */
export async function routeCalls(location: PrefetchLocation, call: PrefetchCall): Promise<void> {
  const remote = remoteForPath(location.pathname);
  // The studio's code loads only once the API has let the visitor in (decision 092); it has no ./prefetch.
  if (remote === STUDIO_REMOTE) return;
  if (!remote) {
    if (location.pathname === '/') call('page', HOME_PAGE_INPUT);
    else if (isCmsPath(location.pathname)) call('page', cmsPageInput(location.pathname.slice(1)));
    return;
  }
  const prefetch = await loadRemotePrefetch(remote);
  prefetch?.(location, call);
}

const SHELL_PATHS: readonly string[] = Object.values(ROUTE_TABLE.shell);
const isCmsPath = (pathname: string) => !pathname.endsWith('/') && !SHELL_PATHS.includes(pathname);
