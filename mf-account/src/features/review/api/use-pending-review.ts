import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApi } from '@valley/shared/api/swr';
import type { Message } from '@valley/shared/schemas/common';
import type { PendingItem, ReviewKind } from '@valley/shared/schemas/member';
import { type ApiFetcher, onlyIfNotLoaded, useApiMutation } from '../../../lib/api-mutation';

/** GET /api/review/pending: what waits for the board, oldest first. */
const PENDING_INPUT: EndpointInput<'reviewPending'> = {};
export const usePendingReview = () => useApi('reviewPending', PENDING_INPUT);

type Decision = { kind: ReviewKind; id: unknown };

/** A decision on one item (approve, reject): the item leaves the cached list, which is not fetched again. */
export function useReviewDecision<A extends Decision>(decide: ApiFetcher<A, Message>) {
  const decided: ApiFetcher<A, Message & { item: Decision }> = async (client, arg) => ({ ...(await decide(client, arg)), item: arg });
  return useApiMutation<A, Message & { item: Decision }, PendingItem[] | undefined>(apiKey('reviewPending', PENDING_INPUT), decided, {
    populateCache: ({ item: done }, items) => items?.filter((item) => item.kind !== done.kind || item.id !== done.id),
    revalidate: onlyIfNotLoaded,
  });
}
