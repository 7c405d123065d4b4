import { StrictMode, useEffect, useMemo } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Route, Routes, StaticRouter } from '@valley/shared/router';
import { SWRConfig } from 'swr';
import { ServerRemotesContext, type ServerRemotes } from './federation/remote-area';
import { ServerBlocksContext, type ServerBlocks } from './federation/remote-block';
import { serverDataMiddleware, type ServerDataMiddlewareOptions, type ServerFailure } from './federation/server-data';
import { ContentBlocksProvider } from '@valley/shared/federation/content-blocks';
import { BlockRenderer } from './features/blocks/block-renderer';
import { SiteLayout } from './chrome/site-layout';
import { ROUTE_TABLE } from './config/remote-routes';
import { FavoritesPage } from './routes/favorites-page';
import { HomePage } from './routes/home-page';
import { PathPage } from './routes/path-page';
import { SearchPage } from './routes/search-page';
import { RouteErrorBoundary } from './routes/route-error-screen';

/** The shell's routes; a declarative router, as the site loads no route data through it (decision 021). */
function SiteRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path={ROUTE_TABLE.shell.home} element={<HomePage />} />
          <Route path={ROUTE_TABLE.shell.favorites} element={<FavoritesPage />} />
          <Route path={ROUTE_TABLE.shell.search} element={<SearchPage />} />
          {/* Moved addresses, remote-owned paths and CMS pages: PathPage decides by the route table. */}
          <Route path="*" element={<PathPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export interface AppProps {
  /** The first screen's API answers by swr key, rendered by the server and hydrated with (decision 048). */
  fallback?: Record<string, unknown>;
  /** The calls the API refused on the server, which the page rendered as errors. */
  failures?: ServerFailure[];
  /** On the render server: the URL rendered, the remotes' routes and blocks loaded for it, and where to report calls that have no answer yet. */
  server?: { url: string; remotes: ServerRemotes; blocks?: ServerBlocks; onMissing?: ServerDataMiddlewareOptions['onMissing'] };
}

/** Marks the page once React has hydrated it (the remote areas mark themselves): what a test waits for before it acts. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function App({ fallback, failures, server }: AppProps) {
  const onMissing = server?.onMissing;
  const swr = useMemo(
    () => ({
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      ...(fallback && { fallback, use: [serverDataMiddleware({ answered: fallback, failures: failures ?? [], ...(onMissing && { onMissing }) })] }),
    }),
    [fallback, failures, onMissing],
  );
  const routes = (
    <>
      <SiteRoutes />
      <Hydrated />
    </>
  );
  return (
    <StrictMode>
      <SWRConfig value={swr}>
        {/* Remote pages with content blocks render them through the shell's renderer. */}
        <ContentBlocksProvider renderer={BlockRenderer}>
          {server ? (
            <ServerRemotesContext.Provider value={server.remotes}>
              <ServerBlocksContext.Provider value={server.blocks ?? null}>
                <StaticRouter location={server.url}>{routes}</StaticRouter>
              </ServerBlocksContext.Provider>
            </ServerRemotesContext.Provider>
          ) : (
            <BrowserRouter>{routes}</BrowserRouter>
          )}
        </ContentBlocksProvider>
        <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />
      </SWRConfig>
    </StrictMode>
  );
}
