import { useSWRConfig } from 'swr';
import { apiKey, useApi, useApiClient } from '@valley/shared/api/swr';
import type { StudioPost, StudioPostSaveBody } from '@valley/shared/schemas/studio-posts';

/** Every post of the dispatch, newest first (every studio role). */
export function usePosts() {
  return useApi('studioPosts', {});
}

/** One post as its editor opens it; `id` null for a new post (nothing to ask). */
export function usePost(id: number | null) {
  return useApi('studioPost', id === null ? null : { params: { id } });
}

/** The post calls; each answer becomes the post's cached copy, and the list is asked again. */
export function usePostCalls() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  async function kept(post: Promise<StudioPost>): Promise<StudioPost> {
    const saved = await post;
    await mutate(apiKey('studioPost', { params: { id: saved.id } }), saved, { revalidate: false });
    void mutate(apiKey('studioPosts', {}));
    return saved;
  }
  return {
    save: (body: StudioPostSaveBody) => kept(client.call('studioPostSave', { body })),
    publish: (id: number) => kept(client.call('studioPostPublish', { body: { id } })),
    /** Now; at `retireAt`, a time to come; or a scheduled retirement called off (null): decision 116. */
    retire: (id: number, retireAt?: string | null) =>
      kept(client.call('studioPostRetire', { body: { id, ...(retireAt !== undefined && { retire_at: retireAt }) } })),
    discard: (id: number) => kept(client.call('studioPostDiscard', { body: { id } })),
    restore: (id: number, revision: number) => kept(client.call('studioPostRestore', { body: { id, revision } })),
  };
}
