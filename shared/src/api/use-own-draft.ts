import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { useLocation } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useHydrated } from '@valley/shared/ui/hydrated';
import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
import type { PendingReview } from './schemas/common';

/** The query parameter of a public page opened as its owner's draft (the dashboard's View Page of an item the public cannot see yet). */
export const DRAFT_PARAM = 'draft';
/** The public page of an item, opened as its owner's draft. */
export const draftHref = (path: string): string => `${path}?${DRAFT_PARAM}=1`;

/**
 * The record of a public detail page (member-area §4 draft pages): signed in, its draft call answers the member's own pending version,
 * marked with `pending_review`, or the published record; signed out, or when the draft call fails for another reason than a missing
 * record (an expired token, an outage), the public call. Opened as a draft (`?draft=1`), the server, which cannot know who asks, draws
 * it loading rather than the 404 screen of a record the public cannot see, and the browser asks once it knows (issue 46).
 */
export function useRecordOrOwnDraft<P extends EndpointName, D extends EndpointName>(
  published: P,
  draft: D,
  input: (EndpointInput<P> & EndpointInput<D>) | null,
) {
  const signedIn = useAuthStore((state) => state.token !== null);
  const hydrated = useHydrated();
  const { search } = useLocation();
  const waiting = !hydrated && new URLSearchParams(search).has(DRAFT_PARAM);
  const own = useApi(draft, signedIn && !waiting ? input : null, { shouldRetryOnError: false });
  const usePublic = !waiting && (!signedIn || (own.error !== undefined && !isMissingRecord(own.error)));
  const record = useApi(published, usePublic ? input : null);
  const active = usePublic ? record : own;
  return {
    data: waiting ? undefined : (active.data as (EndpointOutput<P> & { pending_review?: PendingReview }) | undefined),
    error: waiting ? undefined : (active.error as unknown),
    isLoading: input !== null && (waiting || (!active.data && !active.error)),
  };
}
