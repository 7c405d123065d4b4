import { loadPublished, type PublishedRecord } from '@valley/shared/api/own-draft';
import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { useApi } from '@valley/shared/api/swr';
import { useSearchParams, type LoaderFunctionArgs } from '@valley/shared/router';
import type { NewsPost } from '@valley/shared/schemas/news';
import { useAuthStore } from '@valley/shared/stores/auth';
import type { PreviewState } from '@valley/shared/ui/notice';

/** The input of both calls for one post. */
export const newsPostInput = (idOrSlug: string) => ({ params: { id: idOrSlug } });

/** The post route's loader (decision 140): the published post, its 404 before the page renders (none through a preview link). */
export const postLoader = (args: LoaderFunctionArgs) => loadPublished(args, 'newsGet', newsPostInput(args.params.slug ?? ''));

/**
 * One post by id or slug: the published one from the route's loader; signed in, its draft (public-site §4), and the published post when
 * the draft is refused (an expired token). A preview link from the studio (`?preview=`, decision 125) shows the post's draft to anyone
 * holding it, and says so in `preview`.
 */
export function useNewsPost(idOrSlug: string, published: PublishedRecord<NewsPost>) {
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
  return { post: published.record ?? undefined, missing: Boolean(published.missing), failed: !published.record && !published.missing, preview: state };
}
