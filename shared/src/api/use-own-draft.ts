import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { useAuthStore } from '@valley/shared/stores/auth';
import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
import type { PendingReview } from './schemas/common';

/**
 * The record of a public detail page (member-area §4 draft pages): signed in, its draft call answers the member's own pending version,
 * marked with `pending_review`, or the published record; signed out, or when the draft call fails for another reason than a missing
 * record (an expired token, an outage), the public call.
 */
export function useRecordOrOwnDraft<P extends EndpointName, D extends EndpointName>(
  published: P,
  draft: D,
  input: (EndpointInput<P> & EndpointInput<D>) | null,
) {
  const signedIn = useAuthStore((state) => state.token !== null);
  const own = useApi(draft, signedIn ? input : null, { shouldRetryOnError: false });
  const usePublic = !signedIn || (own.error !== undefined && !isMissingRecord(own.error));
  const record = useApi(published, usePublic ? input : null);
  const active = usePublic ? record : own;
  return {
    data: active.data as (EndpointOutput<P> & { pending_review?: PendingReview }) | undefined,
    error: active.error as unknown,
    isLoading: input !== null && !active.data && !active.error,
  };
}
