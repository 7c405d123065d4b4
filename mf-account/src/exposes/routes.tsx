// First: the member forms' own zod is set up (no compiled parsers under the CSP) before any form loads.
import '../lib/zod';
import { useState, type ReactNode } from 'react';
import { settling, useSettled, type Settling } from '@valley/shared/federation/settled';
import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { paths } from '../config/paths';
import { AdvertisePage } from '../routes/advertise-page';
import { ForgotPage } from '../routes/forgot-page';
import { LoginPage } from '../routes/login-page';
import { RegisterPage } from '../routes/register-page';
import { ResetPage } from '../routes/reset-page';
import { SuggestPage } from '../routes/suggest-page';
import { SupportPage } from '../routes/support-page';

// The dashboard (forms, drag and drop, the avatar cropper) is most of this remote's code: it loads
// only when /profile is opened, so the sign-in screens stay light.
type ProfileModule = typeof import('../routes/profile-page');
let profileLoad: Settling<ProfileModule> | undefined;

/**
 * The skeleton until the dashboard's code is here, waited for without suspending, so React's 300 ms Suspense throttle cannot hold back
 * the ready dashboard (decision 028). A failed chunk goes to the error boundary, and the next visit asks again.
 */
function Profile() {
  const [load] = useState(() => {
    if (!profileLoad || profileLoad.status === 'rejected') profileLoad = settling(import('../routes/profile-page'));
    return profileLoad;
  });
  const module = useSettled(load);
  return module ? <module.ProfilePage /> : <ProfileSkeleton />;
}

/** The remote's root class scopes its styles (conventions: one class per remote). */
const scoped = (element: ReactNode) => <div className="mf-account">{element}</div>;

/** What the shell renders for the paths mf-account owns. */
export const routes: RouteObject[] = [
  { path: paths.login.pattern, element: scoped(<LoginPage />) },
  { path: paths.register.pattern, element: scoped(<RegisterPage />) },
  { path: paths.forgot.pattern, element: scoped(<ForgotPage />) },
  { path: paths.reset.pattern, element: scoped(<ResetPage />) },
  { path: paths.support.pattern, element: scoped(<SupportPage />) },
  { path: paths.advertise.pattern, element: scoped(<AdvertisePage />) },
  { path: paths.suggest.pattern, element: scoped(<SuggestPage />) },
  { path: paths.profile.pattern, element: scoped(<Profile />) },
  { path: '*', element: <NotFound /> },
];
