import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { useApi } from '@valley/shared/api/swr';
import { useSearchParams } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';
import type { PreviewState } from '@valley/shared/ui/notice';

/** The input of both calls for one post. */
export const newsPostInput = (idOrSlug: string) => ({ params: { id: idOrSlug } });

/**
 * One post by id or slug; signed in, its draft (public-site §4), and the published post when the draft is refused (an expired token).
 * A preview link from the studio (`?preview=`, decision 125) shows the post's draft to anyone holding it, and says so in `preview`.
 */
export function useNewsPost(idOrSlug: string) {
  const [params] = useSearchParams();
  const token = params.get(PREVIEW_PARAM);
  const preview = useApi('newsPreview', token ? { params: { token } } : null);
  // A link made for another post shows nothing of it here.
  const mine = preview.data && [preview.data.post.slug, String(preview.data.post.id)].includes(idOrSlug) ? preview.data : null;
  const waiting = Boolean(token) && !preview.data && !preview.error;
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const draft = useApi('newsDraft', signedIn && !token ? newsPostInput(idOrSlug) : null);
  const showDraft = signedIn && !token && !draft.error;
  const published = useApi('newsGet', showDraft || waiting || mine ? null : newsPostInput(idOrSlug));
  const { data, error } = mine ? { data: mine.post, error: undefined } : showDraft ? draft : published;
  const state: PreviewState | null = token ? { expiresAt: mine?.expires_at ?? null, gone: !waiting && !mine } : null;
  // Not swr's isLoading, which stays true while it revalidates what the server rendered.
  return { post: data, error: error as unknown, isLoading: !data && !error, preview: state };
}
