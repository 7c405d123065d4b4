import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { data, isRouteErrorResponse, loaderApi, useLoaderData, useLocation, useRouteError } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useHydrated } from '@valley/shared/ui/hydrated';
import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
import type { PendingReview } from './schemas/common';

/** The query parameter of a public page opened as its owner's draft (the dashboard's View Page of an item the public cannot see yet). */
export const DRAFT_PARAM = 'draft';
/** The public page of an item, opened as its owner's draft. */
export const draftHref = (path: string): string => `${path}?${DRAFT_PARAM}=1`;

/** A record route's loader data (issue 44): the published record, null when the API did not answer; `missing` when none is published. */
export interface PublishedRecord<T> {
  record: T | null;
  missing?: boolean;
}

/** What a record the public does not have shows: the owner's draft or a preview link's, else the 404 screen. */
export const NONE_PUBLISHED: PublishedRecord<never> = { record: null, missing: true };

/**
 * A record route's loader: the published record before the page renders, so a missing one is a 404 before the first byte. Opened as
 * its owner's draft (`?draft=1`) or through a preview link (`?preview=`), the record may be one only its holder sees, so no 404 is
 * thrown then: the page asks for it in the browser.
 */
export async function loadPublished<N extends EndpointName>(
  { request, context }: { request: Request; context: unknown },
  name: N,
  input: EndpointInput<N>,
): Promise<PublishedRecord<EndpointOutput<N>>> {
  try {
    return { record: await loaderApi(context).call(name, input) };
  } catch (error) {
    // An API that did not answer is no missing record (public-site §8): the page says it could not be loaded.
    if (!isMissingRecord(error)) return { record: null };
    const params = new URL(request.url).searchParams;
    if (params.has(DRAFT_PARAM) || params.has(PREVIEW_PARAM)) return NONE_PUBLISHED;
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
}

/**
 * A record route's data in its element and in its error element alike: a 404 its loader threw is a record the public does not have,
 * which may still be its owner's draft (the page shows it); any other error goes on to the shell's boundary.
 */
export function usePublished<T>(): PublishedRecord<T> {
  const error = useRouteError();
  const loaded = useLoaderData() as PublishedRecord<T> | undefined;
  if (isRouteErrorResponse(error) && error.status === 404) return NONE_PUBLISHED;
  // Outside an error element React Router answers null.
  if (error !== undefined && error !== null) throw error;
  return loaded ?? NONE_PUBLISHED;
}

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
  /** The published record from the route's loader (loadPublished), which the page then never asks for itself. */
  loaded?: PublishedRecord<EndpointOutput<P>>,
) {
  const signedIn = useAuthStore((state) => state.token !== null);
  const hydrated = useHydrated();
  const { search } = useLocation();
  const waiting = !hydrated && new URLSearchParams(search).has(DRAFT_PARAM);
  const own = useApi(draft, signedIn && !waiting ? input : null, { shouldRetryOnError: false });
  const usePublic = !waiting && (!signedIn || (own.error !== undefined && !isMissingRecord(own.error)));
  const record = useApi(published, usePublic && !loaded ? input : null);
  const active = usePublic ? (loaded ? publishedAnswer(loaded) : record) : own;
  return {
    data: waiting ? undefined : (active.data as (EndpointOutput<P> & { pending_review?: PendingReview }) | undefined),
    error: waiting ? undefined : (active.error as unknown),
    isLoading: input !== null && (waiting || (!active.data && !active.error)),
  };
}

/** A loader's published record as a call's answer reads: its record, or the error a missing or unanswered call would have given. */
export const publishedAnswer = <T>({ record, missing }: PublishedRecord<T>): { data: T | undefined; error: unknown } =>
  record ? { data: record, error: undefined } : { data: undefined, error: { status: missing ? 404 : 0, message: missing ? 'Not Found' : 'No answer' } };
