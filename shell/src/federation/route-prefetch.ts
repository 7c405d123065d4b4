import { preload } from 'swr';
import type { ApiClient } from '@valley/shared/api';
import { apiKey } from '@valley/shared/api/swr';
import type { PrefetchCall, PrefetchLocation } from '@valley/shared/federation/prefetch';
import { remoteForPath } from '../config/remote-routes';
import { FOOTER_MENU_INPUTS, GLOBALS_INPUT, HOME_PAGE_INPUT, NAV_INPUT, TOP_MENU_INPUT } from '../config/shell-calls';
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
  call('globals', GLOBALS_INPUT);
  call('nav', NAV_INPUT);
  call('menu', TOP_MENU_INPUT);
  for (const input of FOOTER_MENU_INPUTS) call('menu', input);

  const remote = remoteForPath(location.pathname);
  if (!remote) {
    if (location.pathname === '/') call('page', HOME_PAGE_INPUT);
    return;
  }
  loadRemotePrefetch(remote)
    .then((prefetch) => prefetch?.(location, call))
    .catch((error: unknown) => console.warn(`[shell] ${remote} did not prefetch its data`, error));
}
