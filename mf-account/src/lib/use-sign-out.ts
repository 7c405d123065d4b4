import { useCallback } from 'react';
import { useNavigate } from '@valley/shared/router';
import { useSWRConfig } from 'swr';
import { useApiClient } from '@valley/shared/api/swr';
import { useAuthStore } from '@valley/shared/stores/auth';
import { notify } from '@valley/shared/ui/toast';
import { paths } from '../config/paths';
import { AUTH_TOAST_MS } from './notices';
import { forgetAllDrafts } from './session-draft';

/** Forgets the token and every cached answer made with it, so the next member to sign in here never sees the last one's data. */
export function useForgetSession(): () => void {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(() => {
    useAuthStore.getState().signOut();
    void mutate(() => true, undefined, { revalidate: false });
    navigate(paths.login.href(), { replace: true });
  }, [mutate, navigate]);
}

/** Sign Out: revokes the token, then signs out here and goes to /login even when the call fails (member-area §4). */
export function useSignOut(): () => Promise<void> {
  const client = useApiClient();
  const forget = useForgetSession();
  return useCallback(async () => {
    try {
      await client.call('logout');
    } catch {
      // The token goes from this browser anyway; a server that missed the call expires it later.
    }
    // Only a chosen sign-out: a session that expired mid-form keeps what was typed for the next sign-in.
    forgetAllDrafts();
    forget();
    notify.success('Logged out successfully', { duration: AUTH_TOAST_MS });
  }, [client, forget]);
}
