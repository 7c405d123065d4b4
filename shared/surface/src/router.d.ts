export { BrowserRouter, generatePath, Link, matchPath, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, StaticRouter, useLocation, useMatch, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams, } from 'react-router-dom';
export type { NavigateOptions, RouteObject, To } from 'react-router-dom';
