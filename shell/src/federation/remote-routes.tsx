import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Outlet, useNavigate, useLocation, useRouteError, type RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { CHROME_ROUTE } from '../chrome/chrome-data';
import { remoteForPath, STUDIO_REMOTE, type RemoteName } from '../config/remote-routes';
import { loadRemoteRoutes, RemoteUnavailableError } from './remotes';
import { RemoteFallback } from './remote-fallback';
import styles from './remote-area.module.css';

/**
 * A remote's routes are data routes when one of them has a loader (issue 44, decision 140): the shell then adds them to its router
 * (`patchRoutesOnNavigation` in the browser, the page's own tree on the server), so their loaders run before the page renders. A remote
 * whose routes have none still renders below `*` through its RemoteArea.
 */
export const isDataRoutes = (routes: RouteObject[]): boolean =>
  routes.some((route) => route.loader !== undefined || (route.children && isDataRoutes(route.children)));

/** A remote's data routes with the route the shell puts them under: the remote's area, its 404 and its fallback. */
export function remoteRoute(remote: RemoteName, routes: RouteObject[]): RouteObject {
  // A remote's own catch-all never reaches it here (the route table gives the remote only its paths), and it would outrank the CMS's `*`.
  return { id: remote, element: <RemoteFrame remote={remote} />, errorElement: <RemoteRouteError />, children: routes.filter((route) => route.path !== '*') };
}

/** The remote's area as RemoteArea draws it (the same class, `data-remote` and hydration mark), around the matched route. */
function RemoteFrame({ remote }: { remote: RemoteName }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => area.current?.setAttribute('data-hydrated', ''), []);
  return (
    <div ref={area} className={styles.area} data-remote={remote}>
      <Outlet />
    </div>
  );
}

/** A remote's loader that found no record threw a 404: the 404 screen; anything else its route did not catch shows the fallback. */
function RemoteRouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error('[shell] a remote route failed', error);
  return <RemoteFallback onRetry={() => void navigate(location, { replace: true })} />;
}

/**
 * How long a navigation, or a page's hydration, waits for a remote's code before it goes on without it (RemoteArea then shows the area
 * loading, and patches the routes in once they come).
 */
const PATCH_WAIT_MS = 3_000;

/** A remote's routes, or a RemoteUnavailableError when it is down or has not answered within PATCH_WAIT_MS. */
export async function routesWithin(remote: RemoteName): Promise<RouteObject[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `no routes within ${PATCH_WAIT_MS} ms`)), PATCH_WAIT_MS);
  });
  return Promise.race([loadRemoteRoutes(remote), late]).finally(() => clearTimeout(timer));
}

/** The remotes whose data routes this browser's router has (patched, or in its first tree). */
const patched = new Set<RemoteName>();

export function markPatched(remote: RemoteName): void {
  patched.add(remote);
}

/**
 * The browser router's `patchRoutesOnNavigation`: the first navigation to a remote's path loads its routes and, when they are data
 * routes, adds them under the root, so the navigation runs their loaders. A remote that is down, slow past PATCH_WAIT_MS or without
 * loaders is left to the `*` route (RemoteArea), as before; the studio loads only after its gate.
 */
export async function patchRemoteRoutes({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }): Promise<void> {
  const remote = remoteForPath(path);
  if (!remote || remote === STUDIO_REMOTE || patched.has(remote)) return;
  const routes = await routesWithin(remote).catch(() => null);
  if (!routes || !isDataRoutes(routes) || patched.has(remote)) return;
  patched.add(remote);
  patch(CHROME_ROUTE, [remoteRoute(remote, routes)]);
}
