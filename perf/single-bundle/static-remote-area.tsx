// Stands in for remote-area.tsx with --single=static: the routes render at once, with the wrapper, error boundary and
// Suspense boundary kept so the page's DOM and layout match the composed site.
import { createContext, Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@valley/shared/router';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import type { RemoteName } from '@shell/config/remote-routes';
import styles from '@shell/federation/remote-area.module.css';
import { RemoteFallback } from '@shell/federation/remote-fallback';
import { REMOTE_ROUTES } from './remote-modules';

// The single bundle is never server-rendered (served with --no-remotes): the render server's hooks are here for the types and do nothing.
export type ServerRemotes = ReadonlyMap<RemoteName, RouteObject[] | Error>;
export const ServerRemotesContext = createContext<ServerRemotes | null>(null);
export function hydrateRemoteAs(): void {}

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return useRoutes(REMOTE_ROUTES[remote]);
}

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  return (
    <div className={styles.area} data-remote={remote}>
      <ErrorBoundary
        key={pathname}
        where={`single-bundle: ${remote}`}
        renderFallback={({ resetErrorBoundary }) => <RemoteFallback onRetry={resetErrorBoundary} />}
      >
        <Suspense fallback={<RemoteLoading />}>
          <RemoteRoutes remote={remote} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** A section's loading state (the studio's gate shows it too: shell/src/routes/studio-gate.tsx). */
export function RemoteLoading() {
  return (
    <div className={styles.loading}>
      <CardGridSkeleton count={6} label="Loading this section" />
    </div>
  );
}
