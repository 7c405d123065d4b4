import { apiKey, useApi } from '@valley/shared/api/swr';
import type { StudioAmenity } from '@valley/shared/schemas/studio-amenities';
import { useStudioMutation } from '../../../lib/studio-mutation';

const LIST = apiKey('studioAmenities', {});

/** Every amenity, offered first, by name (decision 127). */
export const useAmenities = () => useApi('studioAmenities', {});

/** The API's order: offered ones first, then by name in any case. */
const byName = (a: StudioAmenity, b: StudioAmenity) =>
  (a.status === b.status ? 0 : a.status === 'live' ? -1 : 1) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The list with `changed` in its place, in the API's order. */
const withAmenity = (changed: StudioAmenity, list: StudioAmenity[] | undefined): StudioAmenity[] =>
  [...(list ?? []).filter((amenity) => amenity.id !== changed.id), changed].toSorted(byName);

/** An amenity's calls: each answer takes its place in the cached list. */
export function useAmenityCalls() {
  return {
    create: useStudioMutation(LIST, 'studioAmenityCreate', withAmenity),
    rename: useStudioMutation(LIST, 'studioAmenityRename', withAmenity),
    retire: useStudioMutation(LIST, 'studioAmenityRetire', withAmenity),
    reinstate: useStudioMutation(LIST, 'studioAmenityReinstate', withAmenity),
  };
}
