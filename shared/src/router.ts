// The router every app uses: one copy, provided by the shell as part of the @valley/shared
// singleton, so a remote's <Link> and useParams read the shell's router.
//
// Apps import the router from here, never from react-router-dom (a lint rule holds them to it).
// A package shared through Module Federation is bundled whole, because the provider cannot know
// which exports a consumer will need: react-router-dom shared directly put all of react-router
// (framework mode, server rendering, RSC) in the shell's first script, ≈63 KB gzip. Shared
// through this module, react-router-dom is an ordinary dependency of the build and keeps only
// what is listed here: the declarative router, ≈15 KB, not the data router, which alone doubles
// it and whose loaders and actions the site does not use (decision 021). A remote that needs
// another export adds it here; the shell, which provides this module, ships it with its next deploy.
export {
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
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateOptions, RouteObject, To } from 'react-router-dom';
