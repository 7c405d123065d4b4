// The router every app uses, provided by the shell in the @valley/shared singleton so a remote's <Link> reads the shell's router.
// Only what is listed ships (≈27 KB gzip with the data router, not ≈63 KB for react-router-dom shared whole); apps never import
// react-router-dom (decisions 021, 138). The server's half is @valley/shared/router/server.
export {
  createBrowserRouter,
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
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateOptions, RouteObject, To } from 'react-router-dom';
export type { DataRouter } from 'react-router-dom';
