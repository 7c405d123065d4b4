import { Navigate, useLocation } from '@valley/shared/router';
import { movedFor, remoteForPath, STUDIO_REMOTE } from '../config/remote-routes';
import { RemoteArea } from '../federation/remote-area';
import { LoadedCmsPage } from './cms-page';
import { StudioGate } from './studio-gate';

/** Any path but home: a moved address goes where it moved (the server answers a first visit), a remote's path renders that remote, any other path is a CMS page. */
export function PathPage() {
  const { pathname, search, hash } = useLocation();
  const moved = movedFor(pathname, search);
  if (moved) return <Navigate to={`${moved.location}${hash}`} replace />;
  const remote = remoteForPath(pathname);
  if (remote === STUDIO_REMOTE) return <StudioGate />;
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return <LoadedCmsPage path={pathname.slice(1)} />;
}
