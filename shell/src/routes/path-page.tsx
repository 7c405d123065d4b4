import { Navigate, useLocation } from '@valley/shared/router';
import { movedFor, remoteForPath } from '../config/remote-routes';
import { RemoteArea } from '../federation/remote-area';
import { CmsPage } from './cms-page';

/** Any path but home: a moved address goes where it moved (the server answers a first visit), a remote's path renders that remote, any other path is a CMS page. */
export function PathPage() {
  const { pathname, search, hash } = useLocation();
  const moved = movedFor(pathname, search);
  if (moved) return <Navigate to={`${moved.location}${hash}`} replace />;
  const remote = remoteForPath(pathname);
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return <CmsPage path={pathname.slice(1)} />;
}
