import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { LoginPage } from '../routes/login-page';

/** What the shell renders for the paths mf-account owns. */
export const routes: RouteObject[] = [
  { path: paths.login.pattern, element: <div className="mf-account"><LoginPage /></div> },
  { path: '*', element: <NotFound /> },
];
