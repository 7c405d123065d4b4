// First: the member forms' own zod is set up (no compiled parsers under the CSP) before any form loads.
import '../lib/zod';
import { useState, type ReactNode } from 'react';
import { settling, useSettled, type Settling } from '@valley/shared/federation/settled';
import { keepOnNewQuery, type RouteObject } from '@valley/shared/router';
import { listingLoader } from '../features/corrections/api/use-listing';
import { profileLoader } from '../lib/member-data';
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

/**
 * What the shell renders for the paths mf-account owns: data routes (decision 140), whose ids are the same in the server's tree and the
 * browser's. The member area (/profile) is the browser's alone. The catch-all is for a shell that renders them below its own `*`.
 */
export const routes: RouteObject[] = [
  { id: 'mf_account/login', path: paths.login.pattern, element: scoped(<LoginPage />) },
  { id: 'mf_account/register', path: paths.register.pattern, element: scoped(<RegisterPage />) },
  { id: 'mf_account/forgot', path: paths.forgot.pattern, element: scoped(<ForgotPage />) },
  { id: 'mf_account/reset', path: paths.reset.pattern, element: scoped(<ResetPage />) },
  { id: 'mf_account/support', path: paths.support.pattern, element: scoped(<SupportPage />) },
  { id: 'mf_account/advertise', path: paths.advertise.pattern, element: scoped(<AdvertisePage />) },
  { id: 'mf_account/suggest', path: paths.suggest.pattern, loader: listingLoader, element: scoped(<SuggestPage />) },
  // A tab or a drawer in the query is the dashboard's own business: its lists are swr's, never asked again by the loader.
  { id: 'mf_account/profile', path: paths.profile.pattern, loader: profileLoader, shouldRevalidate: keepOnNewQuery, element: scoped(<Profile />) },
  { path: '*', element: <NotFound /> },
];
