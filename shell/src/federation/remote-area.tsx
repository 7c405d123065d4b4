import { createContext, Suspense, use, useCallback, useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from '@valley/shared/router';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import type { RemoteName } from '../config/remote-routes';
import { RemoteFallback } from './remote-fallback';
import { loadRemoteRoutes, resetRemote } from './remotes';
import { isDataRoutes } from './remote-routes';
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

/**
 * How the server rendered a remote's area: its page (below `*`, or `routed`: as data routes in the page's tree, decision 140), or the
 * fallback because the remote was down or late.
 */
export type ServerRemoteState = 'rendered' | 'routed' | 'unavailable' | 'late';

// Set before hydration, read by the first render: the server's fallback stays (a late remote recovers by itself), and a rendered page
// keeps its server HTML until its routes arrive (its area suspends while hydrating, so the rest of the page hydrates meanwhile).
const fromServer = new Map<RemoteName, ServerRemoteState>();

/** Before hydration: how the server rendered the route's remote, so the first client render is the server's. */
export function hydrateRemoteAs(remote: RemoteName, state: ServerRemoteState): void {
  // Data routes are the router's, never this area's.
  if (state === 'routed') return;
  fromServer.set(remote, state);
  if (state === 'rendered') routesOf(remote);
}

function forget(remote: RemoteName): void {
  loads.delete(remote);
  resetRemote(remote);
}

/** The skeleton until the remote's routes are here (without suspending: @valley/shared/federation/settled), then its page. */
function RemoteRoutes({ remote, hydrating }: { remote: RemoteName; hydrating: boolean }) {
  const server = useContext(ServerRemotesContext);
  const rendered = server?.get(remote);
  if (rendered && !(rendered instanceof Error)) return <MatchedRoute routes={rendered} />;
  // On the render server a remote it did not load (the member area, a release without a server build) is the browser's to load.
  if (server) return <RemoteLoading />;
  return hydrating ? <HydratingRoutes remote={remote} /> : <LoadedRoutes remote={remote} />;
}

function HydratingRoutes({ remote }: { remote: RemoteName }) {
  return <MatchedRoute routes={use(routesOf(remote).promise)} />;
}

function LoadedRoutes({ remote }: { remote: RemoteName }) {
  const routes = useSettled(routesOf(remote));
  return routes ? <MatchedRoute routes={routes} /> : <RemoteLoading />;
}

function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return isDataRoutes(routes) ? <ToRouter /> : <DescendantRoutes routes={routes} />;
}

function DescendantRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Data routes that arrived after the page (late, or on Retry) are the router's to render, with their loaders: the same address again
 * makes it patch them in (remote-routes.tsx) and leave `*`.
 */
function ToRouter() {
  const navigate = useNavigate();
  const location = useLocation();
  // Once: a router that could not patch them (the load failed meanwhile) leaves the area loading, never asks in a loop.
  const [at] = useState(location);
  useEffect(() => void navigate(at, { replace: true }), [navigate, at]);
  return <RemoteLoading />;
}

/** The area a remote renders: a skeleton while loading, a fallback with Retry when it cannot load or throws; the chrome and other remotes stay. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const onServer = useContext(ServerRemotesContext)?.get(remote);
  const [server] = useState(() => {
    const state = fromServer.get(remote);
    fromServer.delete(remote);
    return onServer instanceof Error ? 'unavailable' : state;
  });
  const [failed, setFailed] = useState(server === 'unavailable' || server === 'late');
  const [attempt, setAttempt] = useState(() => {
    // A remote that failed on an earlier visit gets a fresh try on this one.
    if (!server && loads.get(remote)?.status === 'rejected') forget(remote);
    return 0;
  });
  const { pathname } = useLocation();
  const retry = useCallback(() => {
    forget(remote);
    setFailed(false);
    setAttempt((value) => value + 1);
  }, [remote]);
  // The server gave up on a late remote; here it renders as soon as it arrives, as it does when the browser finds it slow.
  useEffect(() => {
    if (server !== 'late') return;
    let current = true;
    loads.delete(remote);
    routesOf(remote).promise.then(
      () => {
        if (!current) return;
        setFailed(false);
        setAttempt((value) => value + 1);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [remote, server]);

  const area = useRef<HTMLDivElement>(null);
  return (
    <div ref={area} className={styles.area} data-remote={remote}>
      {failed ? (
        <>
          <RemoteFallback onRetry={retry} />
          <Hydrated area={area} />
        </>
      ) : (
        <ErrorBoundary key={`${attempt}:${pathname}`} where={`shell: ${remote}`} fallback={<RemoteFallback onRetry={retry} />}>
          {/* For what a remote's pages load lazily themselves, and a server-rendered page waiting for its routes to hydrate. */}
          <Suspense fallback={<RemoteLoading />}>
            <RemoteRoutes remote={remote} hydrating={server === 'rendered' && attempt === 0} />
            <Hydrated area={area} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** Marks the area once its content has hydrated (it may wait for the remote's code): what a test waits for before it acts. */
function Hydrated({ area }: { area: RefObject<HTMLDivElement | null> }) {
  useEffect(() => area.current?.setAttribute('data-hydrated', ''), [area]);
  return null;
}

/** A section's loading state: also what the studio's gate shows while the API decides (shell/src/routes/studio-gate.tsx). */
export function RemoteLoading() {
  return (
    <div className={styles.loading}>
      {/* What the server sends for a section only the browser renders (the member area). */}
      <noscript>
        <p>This part of the site needs JavaScript. Please turn it on in your browser and reload the page.</p>
      </noscript>
      <CardGridSkeleton count={6} label="Loading this section" />
    </div>
  );
}
