// The router every app uses, provided by the shell in the @valley/shared singleton so a remote's <Link> reads the shell's router.
// Only what is listed ships (≈27 KB gzip with the data router, not ≈63 KB for react-router-dom shared whole); apps never import
// react-router-dom (decisions 021, 138). The server's half is @valley/shared/router/server.
import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { ApiClient } from './api/client';
import type { ContentBlock } from './api/schemas/page';

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

/**
 * Where the render server starts the data of the content blocks a page places (their remotes' `BlockData`, decision 141), so the page
 * renders once with it. Unset in the browser: a block there asks for its data when it renders, its code loading only where it is seen
 * (decision 068).
 */
export const blockDataContext = createContext<((blocks: readonly ContentBlock[]) => Promise<void>) | null>(null);

/** A loader's: starts the data of the content blocks its page places (`blockDataContext`), resolved once each block's calls are out. */
export const loadBlockData = (context: unknown, blocks: readonly ContentBlock[] | null | undefined): Promise<void> =>
  (blocks?.length && (context as RouterContextProvider).get(blockDataContext)?.(blocks)) || Promise.resolve();

/** A part of a page a loader asks for: null when the API did not answer, and the page draws without it (public-site §8). */
export const loaderPart = <T>(answer: Promise<T>): Promise<T | null> => answer.catch(() => null);

/** The instant the render server draws the page for (`usePageInstant`, decision 066). Unset in the browser, whose loaders read its clock. */
export const pageInstantContext = createContext<Date | null>(null);

/** "Now" for a loader's inputs (today's window): the page's instant on the server, so its swr keys are those the page hydrates with. */
export const loaderInstant = (context: unknown): Date => (context as RouterContextProvider).get(pageInstantContext) ?? new Date();

/**
 * A listing's `shouldRevalidate`: a new query on the same path (a filter, a sort, a page) is the page's own business, which its list asks
 * for; only a new address or a revalidation (Retry) runs the loader again.
 */
export const keepOnNewQuery = ({ currentUrl, nextUrl, defaultShouldRevalidate }: { currentUrl: URL; nextUrl: URL; defaultShouldRevalidate: boolean }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
