import { ApiError } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useHydrated } from '@valley/shared/ui/hydrated';
import { NotFound } from '@valley/shared/ui/not-found';
import { STUDIO_REMOTE } from '../config/remote-routes';
import { RemoteArea, RemoteLoading } from '../federation/remote-area';

/**
 * /studio/*: the studio's remote loads only for a member the API lets in (decision 092); anyone else, signed out included, gets the 404
 * screen and none of its code. The server and the hydration render draw the area's loading state (sign-in is this browser's to know).
 */
export function StudioGate() {
  const hydrated = useHydrated();
  const signedIn = useAuthStore((state) => state.token !== null);
  const asking = hydrated && signedIn;
  const { data, error } = useApi('studioAccess', asking ? {} : null);
  if (hydrated && !signedIn) return <NotFound />;
  if (error) return error instanceof ApiError && (error.status === 401 || error.status === 403) ? <NotFound /> : <RemoteArea remote={STUDIO_REMOTE} />;
  if (!data) return <RemoteLoading />;
  return <RemoteArea remote={STUDIO_REMOTE} />;
}
