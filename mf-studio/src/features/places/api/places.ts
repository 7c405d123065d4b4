import { apiKey, useApi } from '@valley/shared/api/swr';
import type { PlaceKind, StudioPlace, StudioPlaceMerged, StudioPlaceRow } from '@valley/shared/schemas/studio-places';
import { useDraftCalls, useStudioMutation } from '../../../lib/studio-mutation';

/** Each kind of place's calls, by the names the contract gives them (decision 119). */
const CALLS = {
  category: { list: 'studioCategories', item: 'studioCategory' },
  experience: { list: 'studioExperiences', item: 'studioExperience' },
  town: { list: 'studioTowns', item: 'studioTown' },
  'event-category': { list: 'studioEventCategories', item: 'studioEventCategory' },
  activity: { list: 'studioActivities', item: 'studioActivity' },
} as const satisfies Record<PlaceKind, { list: string; item: string }>;

/** The places of one kind, by name (every studio role). */
export function usePlaces(kind: PlaceKind) {
  return useApi(CALLS[kind].list, {});
}

/** One place live, drafted and before. */
export function usePlace(kind: PlaceKind, id: number | null) {
  return useApi(CALLS[kind].item, id === null ? null : { params: { id } });
}

/** A new place of a kind (decision 123), put first in its cached list. Typed by the category's call, as below. */
export function useCreatePlace(kind: PlaceKind) {
  return useStudioMutation(
    apiKey(CALLS[kind].list, {}),
    `${CALLS[kind].item}Create` as 'studioCategoryCreate',
    (place: StudioPlace, places: StudioPlaceRow[] | undefined): StudioPlaceRow[] => [
      { id: place.id, name: place.live.name, slug: place.live.slug, listings: 0, drafted: true, status: place.status },
      ...(places ?? []),
    ],
  );
}

/**
 * A place's calls: each answer replaces the cached place. Every kind's calls take and answer the same shapes (one schema for places), so
 * the category's names type them; the kind's own names are the ones called.
 */
export const usePlaceCalls = (kind: PlaceKind, id: number) =>
  useDraftCalls(CALLS[kind].item as 'studioCategory', apiKey(CALLS[kind].item, { params: { id } }), { id }, true);

/**
 * Retiring a place and bringing it back (decision 122), publishers and the Board: each answer replaces the cached place. Typed by the
 * category's calls, as above.
 */
export function usePlaceStanding(kind: PlaceKind, id: number) {
  const key = apiKey(CALLS[kind].item, { params: { id } });
  const retire = useStudioMutation(key, `${CALLS[kind].item}Retire` as 'studioCategoryRetire', true);
  const reinstate = useStudioMutation(key, `${CALLS[kind].item}Reinstate` as 'studioCategoryReinstate', true);
  return {
    retire: () => retire.trigger({ body: { id } }),
    reinstate: () => reinstate.trigger({ body: { id } }),
    busy: retire.isMutating || reinstate.isMutating,
  };
}

/** Merging a place into another of its kind (decision 129), publishers and the Board: it leaves the cached list, which the other's new count is written into. */
export function useMergePlace(kind: PlaceKind, id: number) {
  const merge = useStudioMutation(
    apiKey(CALLS[kind].list, {}),
    `${CALLS[kind].item}Merge` as 'studioCategoryMerge',
    (merged: StudioPlaceMerged, places: StudioPlaceRow[] | undefined): StudioPlaceRow[] =>
      (places ?? []).filter((row) => row.id !== id).map((row) => (row.id === merged.id ? { ...row, listings: merged.used_by.listings } : row)),
  );
  return { merge: (into: number) => merge.trigger({ body: { id, into } }), busy: merge.isMutating };
}
