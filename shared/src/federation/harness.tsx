import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import {
  apiContext,
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Outlet,
  RouterContextProvider,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { SWRConfig } from 'swr';
import { createApiClient } from '@valley/shared/api';
import { getAuthToken } from '@valley/shared/stores/auth';
import { useConfigStore, type RuntimeConfig } from '@valley/shared/stores/config';

function HarnessFrame({ name, links }: { name: string; links: string[] }) {
  return (
    <>
      <header style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem', background: '#19325b', color: '#fff' }}>
        <strong>{name} — stand-alone harness</strong>
        {links.map((link) => (
          <Link key={link} to={link} style={{ color: '#fff' }}>
            {link}
          </Link>
        ))}
      </header>
      <main>
        <Outlet />
      </main>
      <Toaster position="bottom-center" />
    </>
  );
}

/** A loader's error, as the shell's frame around a remote's routes draws it: its 404 the 404 screen (decision 140). */
function HarnessError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <p role="alert">This page could not be loaded: {error instanceof Error ? error.message : String(error)}</p>;
}

/**
 * Runs a remote alone on its own port, without the shell, with the same shared stores and API client (decision 005): its routes on a
 * data router of their own, whose loaders reach the API as the shell's do (decision 140), once config.json has said where it is.
 */
export async function mountHarness({ name, routes, links }: { name: string; routes: RouteObject[]; links: string[] }): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const config = (await fetch('/config.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))) as Partial<RuntimeConfig>;
  useConfigStore.getState().setConfig(config);
  const router = createBrowserRouter(
    [{ element: <HarnessFrame name={name} links={links} />, children: [{ errorElement: <HarnessError />, children: routes }] }],
    {
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(apiContext, createApiClient({ baseUrl: useConfigStore.getState().apiUrl, getToken: getAuthToken }));
        return context;
      },
    },
  );
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </StrictMode>,
  );
}
