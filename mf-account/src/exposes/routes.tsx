import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { ForgotPage } from '../routes/forgot-page';
import { LoginPage } from '../routes/login-page';
import { RegisterPage } from '../routes/register-page';
import { ResetPage } from '../routes/reset-page';
import { SupportPage } from '../routes/support-page';

/** The remote's root class scopes its styles (conventions: one class per remote). */
const scoped = (element: ReactNode) => <div className="mf-account">{element}</div>;

/** What the shell renders for the paths mf-account owns. */
export const routes: RouteObject[] = [
  { path: paths.login.pattern, element: scoped(<LoginPage />) },
  { path: paths.register.pattern, element: scoped(<RegisterPage />) },
  { path: paths.forgot.pattern, element: scoped(<ForgotPage />) },
  { path: paths.reset.pattern, element: scoped(<ResetPage />) },
  { path: paths.support.pattern, element: scoped(<SupportPage />) },
  { path: '*', element: <NotFound /> },
];
