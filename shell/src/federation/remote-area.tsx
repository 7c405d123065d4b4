import { Suspense, useCallback, useState } from 'react';
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

function forget(remote: RemoteName): void {
  loads.delete(remote);
  resetRemote(remote);
}

/** The skeleton until the remote's routes are here (without suspending: @valley/shared/federation/settled), then its page. */
function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const routes = useSettled(routesOf(remote));
  return routes ? <MatchedRoute routes={routes} /> : <RemoteLoading />;
}

function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The area a remote renders: a skeleton while loading, a fallback with Retry when it cannot load or throws; the chrome and other remotes stay. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(() => {
    // A remote that failed on an earlier visit gets a fresh try on this one.
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
