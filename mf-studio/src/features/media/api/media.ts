import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { EndpointInput, EndpointName } from '@valley/shared/api/contract';
import { apiKey, useApi, useApiClient } from '@valley/shared/api/swr';
import type { StudioMediaDetail, StudioMediaQuery } from '@valley/shared/schemas/studio-media';

/** One page of the library, narrowed as its address says (decision 126). */
export const useMediaLibrary = (query: StudioMediaQuery) => useApi('studioMedia', { query });

/** One image with everything that uses it. */
export const useMediaImage = (path: string | null) => useApi('studioMediaItem', path ? { query: { path } } : null);

/** Every cached page of the library, whatever its filters: asked again after a change. */
const isLibraryPage = (key: unknown) => Array.isArray(key) && key[0] === 'studioMedia';

type MediaWrite = Extract<EndpointName, 'studioMediaUpload' | 'studioMediaAlt' | 'studioMediaFocus'>;

/**
 * An upload, a new alt text or a focal point. The answer is the image as it now is, put in its own cache; the library's pages are asked again, since
 * an upload comes first in the newest and an alt text moves an image in or out of a filter.
 */
export function useMediaWrite<N extends MediaWrite>(name: N) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation([name], async (_key, { arg }: { arg: EndpointInput<N> }) => {
    const image = (await client.call(name, arg)) as StudioMediaDetail;
    await mutate(apiKey('studioMediaItem', { query: { path: image.path } }), image, { revalidate: false });
    void mutate(isLibraryPage);
    return image;
  });
}

/** Deletes an unused upload for good; the library's pages are asked again. */
export function useDeleteImage() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(['studioMediaDelete'], async (_key, { arg }: { arg: string }) => {
    const deleted = await client.call('studioMediaDelete', { body: { path: arg } });
    void mutate(isLibraryPage);
    return deleted;
  });
}
