import { createContext, Suspense, useCallback, useContext, useState } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@valley/shared/router';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import type { RemoteName } from '../config/remote-routes';
import { RemoteFallback } from './remote-fallback';
import { loadRemoteRoutes, resetRemote } from './remotes';
import { settling, useSettled, type Settling } from '@valley/shared/federation/settled';
import styles from './remote-area.module.css';

// One load per remote, kept across navigations so moving between a remote's pages renders at once.
const loads = new Map<RemoteName, Settling<RouteObject[]>>();

function routesOf(remote: RemoteName): Settling<RouteObject[]> {
  let load = loads.get(remote);
  if (!load) {
    load = settling(loadRemoteRoutes(remote));
    loads.set(remote, load);
  }
  return load;
}

/** What the render server loaded for this page: a remote's routes, or why it could not (decision 048). */
export type ServerRemotes = ReadonlyMap<RemoteName, RouteObject[] | Error>;
export const ServerRemotesContext = createContext<ServerRemotes | null>(null);

// Remotes whose failure the server rendered: the first client render shows the same fallback, and Retry loads afresh.
const failedOnServer = new Set<RemoteName>();

/** Before hydration: the routes the server rendered with, or its failure, so the first client render is the server's. */
export function primeRemoteRoutes(remote: RemoteName, result: RouteObject[] | Error): void {
  const load = settling(result instanceof Error ? Promise.reject(result) : Promise.resolve(result));
  load.promise.catch(() => {});
  Object.assign(load, result instanceof Error ? { status: 'rejected', reason: result } : { status: 'fulfilled', value: result });
  if (result instanceof Error) failedOnServer.add(remote);
  loads.set(remote, load);
}

function forget(remote: RemoteName): void {
  loads.delete(remote);
  resetRemote(remote);
}

/** The skeleton until the remote's routes are here (without suspending: @valley/shared/federation/settled), then its page. */
function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const rendered = useContext(ServerRemotesContext)?.get(remote);
  if (rendered instanceof Error) throw rendered;
  return rendered ? <MatchedRoute routes={rendered} /> : <LoadedRoutes remote={remote} />;
}

function LoadedRoutes({ remote }: { remote: RemoteName }) {
  const routes = useSettled(routesOf(remote));
  return routes ? <MatchedRoute routes={routes} /> : <RemoteLoading />;
}

function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The area a remote renders: a skeleton while loading, a fallback with Retry when it cannot load or throws; the chrome and other remotes stay. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(() => {
    // A remote that failed on an earlier visit gets a fresh try on this one; a failure the server rendered stays until Retry.
    if (failedOnServer.delete(remote)) return 0;
    if (loads.get(remote)?.status === 'rejected') forget(remote);
    return 0;
  });
  const { pathname } = useLocation();
  const retry = useCallback(() => {
    forget(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  return (
    <div className={styles.area} data-remote={remote}>
      <ErrorBoundary key={`${attempt}:${pathname}`} where={`shell: ${remote}`} fallback={<RemoteFallback onRetry={retry} />}>
        {/* For what a remote's pages load lazily themselves. */}
        <Suspense fallback={<RemoteLoading />}>
          <RemoteRoutes remote={remote} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function RemoteLoading() {
  return (
    <div className={styles.loading}>
      <CardGridSkeleton count={6} label="Loading this section" />
    </div>
  );
}
