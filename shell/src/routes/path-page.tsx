import { Navigate, useLocation } from '@valley/shared/router';
import { remoteForPath } from '../config/remote-routes';
import { RemoteArea } from '../federation/remote-area';
import { CmsPage } from './cms-page';

/** Any path but home: a trailing slash redirects away, a remote's path renders that remote, any other path is a CMS page. */
export function PathPage() {
  const { pathname, search, hash } = useLocation();
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return <Navigate to={`${pathname.replace(/\/+$/, '') || '/'}${search}${hash}`} replace />;
  }
  const remote = remoteForPath(pathname);
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return <CmsPage path={pathname.slice(1)} />;
}
