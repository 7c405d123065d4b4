import { useApi } from '@valley/shared/api/swr';
import { useAuthStore } from '@valley/shared/stores/auth';
import { apiStatus } from '../../../lib/api-errors';

/** The input of both calls for one event. */
export const eventInput = (slug: string) => ({ params: { slug } });

/** The event of /events/{slug}: its draft for a signed-in visitor (public-site §4), the published one otherwise and when the token expired (401). */
export function useEvent(slug: string) {
  const signedIn = useAuthStore((state) => state.token !== null);
  const input = eventInput(slug);
  const draft = useApi('eventDraft', signedIn ? input : null, { shouldRetryOnError: false });
  const tokenRefused = apiStatus(draft.error) === 401;
  const published = useApi('eventGet', !signedIn || tokenRefused ? input : null, { shouldRetryOnError: false });
  const active = signedIn && !tokenRefused ? draft : published;
  return { event: active.data, error: active.error as unknown, isLoading: active.isLoading || (!active.data && !active.error) };
}
