import { useApi } from '@valley/shared/api/swr';
import { useAuthStore } from '@valley/shared/stores/auth';

/** The input of both calls for one post. */
export const newsPostInput = (idOrSlug: string) => ({ params: { id: idOrSlug } });

/** One post by id or slug; signed in, its draft (public-site §4), and the published post when the draft is refused (an expired token). */
export function useNewsPost(idOrSlug: string) {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const draft = useApi('newsDraft', signedIn ? newsPostInput(idOrSlug) : null);
  const showDraft = signedIn && !draft.error;
  const published = useApi('newsGet', showDraft ? null : newsPostInput(idOrSlug));
  const { data, error } = showDraft ? draft : published;
  // Not swr's isLoading, which stays true while it revalidates what the server rendered.
  return { post: data, error: error as unknown, isLoading: !data && !error };
}
