// The router every app uses, provided by the shell in the @valley/shared singleton so a remote's <Link> reads the shell's router.
// Only what is listed ships (≈27 KB gzip with the data router, not ≈63 KB for react-router-dom shared whole); apps never import
// react-router-dom (decisions 021, 138). The server's half is @valley/shared/router/server.
import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { ApiClient } from './api/client';

export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  redirect,
  RouterContextProvider,
  RouterProvider,
  BrowserRouter,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLoaderData,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateOptions, RouteObject, To } from 'react-router-dom';
export type { DataRouter, HydrationState, LoaderFunctionArgs } from 'react-router-dom';

/** The API client a route's loader calls: the render server's for the page (its budget and fetch), in the browser the visitor's. */
export const apiContext = createContext<ApiClient>();

/**
 * Where the render server takes note of a loader's answer that a hook of the page also reads through swr (`handToSwr` in
 * `@valley/shared/api/swr`), to hand it over with the page's swr answers. Unset in the browser.
 */
export const swrHandoverContext = createContext<((name: string, input: unknown) => void) | null>(null);

/** The loader's API client, from the `context` React Router hands it (typed `any` while middleware is off). */
export const loaderApi = (context: unknown): ApiClient => (context as RouterContextProvider).get(apiContext);
