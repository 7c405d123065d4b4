// A remote's routes on a data router, for its component tests (decision 140). Beside src/: no part of what the apps share at run time.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '../src/api/client';
import {
  apiContext,
  createBrowserRouter,
  isRouteErrorResponse,
  Outlet,
  RouterContextProvider,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from '../src/router';

/** Where the shell's frame route draws a loader's error (shell/src/federation/remote-routes.tsx): here its status alone. */
function Failed() {
  const error = useRouteError();
  return <p>Failed with {isRouteErrorResponse(error) ? error.status : 'an error'}</p>;
}

/**
 * A remote's `routes` at `url` on a data router, as the shell adds them, in a fresh swr cache: their loaders reach `client` (the
 * browser's, as the shell's router gives it), a loader's error is drawn by `errorElement` (its status, unless given), and `beside`
 * renders next to the page (an address readout). The test file opts in to `@jest-environment
 * @valley/shared/build/jest-environment-router`.
 */
export function renderRoutes(
  routes: RouteObject[],
  url: string,
  { client, errorElement = <Failed />, beside = null }: { client: Pick<ApiClient, 'call' | 'url'>; errorElement?: ReactNode; beside?: ReactNode },
) {
  window.history.replaceState(null, '', url);
  const frame = (
    <>
      <Outlet />
      {beside}
    </>
  );
  const router = createBrowserRouter([{ element: frame, errorElement, children: routes }], {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apiContext, client as ApiClient);
      return context;
    },
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}
