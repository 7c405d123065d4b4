import { Navigate, useLocation } from '@valley/shared/router';
import { remoteForPath } from '../config/remote-routes';
import { RemoteArea } from '../federation/remote-area';
import { CmsPage } from './cms-page';

/**
 * Any path but the home page: a trailing slash is removed by redirect; a path a remote owns is
 * rendered by that remote; any other path is a CMS page fetched by its path.
 */
export function PathPage() {
  const { pathname, search, hash } = useLocation();
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return <Navigate to={`${pathname.replace(/\/+$/, '') || '/'}${search}${hash}`} replace />;
  }
  const remote = remoteForPath(pathname);
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return <CmsPage path={pathname.slice(1)} />;
}
