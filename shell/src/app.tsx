import { StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { apiContext, createBrowserRouter, RouterContextProvider, RouterProvider, type RouteObject } from '@valley/shared/router';
import { createApiClient } from '@valley/shared/api';
import { getAuthToken } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { SWRConfig } from 'swr';
import { ServerRemotesContext, type ServerRemotes } from './federation/remote-area';
import { ServerBlocksContext, type ServerBlocks } from './federation/remote-block';
import { serverDataMiddleware, type ServerDataMiddlewareOptions, type ServerFailure } from './federation/server-data';
import { ContentBlocksProvider } from '@valley/shared/federation/content-blocks';
import { BlockRenderer } from './features/blocks/block-renderer';
import { SiteLayout, SiteLayoutFallback } from './chrome/site-layout';
import { CHROME_ROUTE, chromeLoader, chromeRevalidates } from './chrome/chrome-data';
import { ROUTE_TABLE, type RemoteName } from './config/remote-routes';
import { markPatched, patchRemoteRoutes, remoteRoute } from './federation/remote-routes';
import { FavoritesPage, favoritesLoader } from './routes/favorites-page';
import { HomePage, homeLoader } from './routes/home-page';
import { cmsLoader, PathError } from './routes/cms-page';
import { PathPage } from './routes/path-page';
import { SearchPage } from './routes/search-page';
import { RouteErrorScreen } from './routes/route-error-screen';

/** A remote whose data routes are in the router from its first render: the page's remote, which the server rendered them for. */
export interface RoutedRemote {
  name: RemoteName;
  routes: RouteObject[];
}

/**
 * The shell's routes, one data router's on both sides (decision 138), with the page's remote's data routes when it has them (decision
 * 140): the server makes this tree per page, the browser starts from it and adds a remote's on its first navigation there. The ids are
 * the routes' own, so the server's tree and the browser's match. A remote without loaders renders below `*` as descendant routes. The
 * root's loader is the chrome's data (decision 139), the same on every page, so a navigation inside the site never asks for it again.
 */
export function siteRoutesWith(remote?: RoutedRemote): RouteObject[] {
  return [
    {
      id: CHROME_ROUTE,
      loader: chromeLoader,
      shouldRevalidate: chromeRevalidates,
      element: <SiteLayout />,
      hydrateFallbackElement: <SiteLayoutFallback />,
      errorElement: <RouteErrorScreen />,
      children: [
        { id: 'home', path: ROUTE_TABLE.shell.home, loader: homeLoader, element: <HomePage /> },
        { id: 'favorites', path: ROUTE_TABLE.shell.favorites, loader: favoritesLoader, element: <FavoritesPage /> },
        { id: 'search', path: ROUTE_TABLE.shell.search, element: <SearchPage /> },
        ...(remote ? [remoteRoute(remote.name, remote.routes)] : []),
        // Moved addresses, remote-owned paths and CMS pages: PathPage decides by the route table.
        { id: 'path', path: '*', loader: cmsLoader, element: <PathPage />, errorElement: <PathError /> },
      ],
    },
  ];
}

/** The shell's own routes, before any remote's are added. */
export const siteRoutes = siteRoutesWith();

export interface AppProps {
  /** The first screen's API answers by swr key, rendered by the server and hydrated with (decision 048). */
  fallback?: Record<string, unknown>;
  /** The calls the API refused on the server, which the page rendered as errors. */
  failures?: ServerFailure[];
  /**
   * On the render server: the page's routes (`StaticRouterProvider` over `siteRoutes`, matched for its URL), the remotes' routes and
   * blocks loaded for it, and where to report calls that have no answer yet.
   */
  server?: { router: ReactNode; remotes: ServerRemotes; blocks?: ServerBlocks; onMissing?: ServerDataMiddlewareOptions['onMissing'] };
  /** In the browser: the page's remote whose data routes the server rendered, loaded before hydration. */
  remote?: RoutedRemote;
}

/** A browser loader's context: the visitor's API client, as their hooks have it. */
function browserContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiContext, createApiClient({ baseUrl: useConfigStore.getState().apiUrl, getToken: getAuthToken }));
  return context;
}

/** Marks the page once React has hydrated it (the remote areas mark themselves): what a test waits for before it acts. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function App({ fallback, failures, server, remote }: AppProps) {
  const onMissing = server?.onMissing;
  const swr = useMemo(
    () => ({
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      ...(fallback && { fallback, use: [serverDataMiddleware({ answered: fallback, failures: failures ?? [], ...(onMissing && { onMissing }) })] }),
    }),
    [fallback, failures, onMissing],
  );
  // One browser router for the page's life, made on the first render: the server's is made per request. It starts from the server's
  // loader data when the page was rendered there (window.__staticRouterHydrationData, set by boot.tsx), else runs the loaders.
  const [router] = useState(() => {
    if (server) return null;
    if (remote) markPatched(remote.name);
    return createBrowserRouter(siteRoutesWith(remote), { getContext: browserContext, patchRoutesOnNavigation: patchRemoteRoutes });
  });
  return (
    <StrictMode>
      <SWRConfig value={swr}>
        {/* Remote pages with content blocks render them through the shell's renderer. */}
        <ContentBlocksProvider renderer={BlockRenderer}>
          {server ? (
            <ServerRemotesContext.Provider value={server.remotes}>
              <ServerBlocksContext.Provider value={server.blocks ?? null}>{server.router}</ServerBlocksContext.Provider>
            </ServerRemotesContext.Provider>
          ) : (
            router && <RouterProvider router={router} />
          )}
          <Hydrated />
        </ContentBlocksProvider>
        <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />
      </SWRConfig>
    </StrictMode>
  );
}
