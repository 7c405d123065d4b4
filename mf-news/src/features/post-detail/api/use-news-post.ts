import { isMissingRecord } from '@valley/shared/api';
import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { useApi } from '@valley/shared/api/swr';
import { data, loaderApi, useSearchParams, type LoaderFunctionArgs } from '@valley/shared/router';
import type { NewsPost } from '@valley/shared/schemas/news';
import { useAuthStore } from '@valley/shared/stores/auth';
import type { PreviewState } from '@valley/shared/ui/notice';

/** The input of both calls for one post. */
export const newsPostInput = (idOrSlug: string) => ({ params: { id: idOrSlug } });

/** The post route's loader data: the published post, null when the API did not answer; `missing` when it has none to publish. */
export interface PublishedPost {
  post: NewsPost | null;
  missing?: boolean;
}

/** What a post the public does not have shows: a preview link's draft or a member's own, else the 404 screen. */
export const NO_PUBLISHED_POST: PublishedPost = { post: null, missing: true };

/**
 * The post route's loader (decision 140): the published post before the page renders, so a missing one is a 404 before the first byte.
 * Through a preview link the post may be a draft only its holder sees (decision 125): the page shows it, so no 404 is thrown then.
 */
export async function postLoader({ params, request, context }: LoaderFunctionArgs): Promise<PublishedPost> {
  try {
    return { post: await loaderApi(context).call('newsGet', newsPostInput(params.slug ?? '')) };
  } catch (error) {
    // An API that did not answer is no missing post (public-site §8): the page says it could not be loaded.
    if (!isMissingRecord(error)) return { post: null };
    if (new URL(request.url).searchParams.has(PREVIEW_PARAM)) return NO_PUBLISHED_POST;
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
}

/**
 * One post by id or slug: the published one from the route's loader; signed in, its draft (public-site §4), and the published post when
 * the draft is refused (an expired token). A preview link from the studio (`?preview=`, decision 125) shows the post's draft to anyone
 * holding it, and says so in `preview`.
 */
export function useNewsPost(idOrSlug: string, published: PublishedPost) {
  const [params] = useSearchParams();
  const token = params.get(PREVIEW_PARAM);
  const preview = useApi('newsPreview', token ? { params: { token } } : null);
  // A link made for another post shows nothing of it here.
  const mine = preview.data && [preview.data.post.slug, String(preview.data.post.id)].includes(idOrSlug) ? preview.data : null;
  const waiting = Boolean(token) && !preview.data && !preview.error;
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const draft = useApi('newsDraft', signedIn && !token ? newsPostInput(idOrSlug) : null);
  const showDraft = signedIn && !token && !draft.error;
  const state: PreviewState | null = token ? { expiresAt: mine?.expires_at ?? null, gone: !waiting && !mine } : null;
  if (mine) return { post: mine.post, missing: false, failed: false, preview: state };
  if (showDraft || waiting) return { post: showDraft ? draft.data : undefined, missing: false, failed: false, preview: state };
  return { post: published.post ?? undefined, missing: Boolean(published.missing), failed: !published.post && !published.missing, preview: state };
}
