import type { BoardClaim } from '@valley/shared/schemas/claim';
import type { Message } from '@valley/shared/schemas/common';
import { type ApiFetcher, type CallBody, onlyIfNotLoaded, useApiMutation } from '../../../lib/api-mutation';
import { pendingClaimsKey } from './use-pending-claims';

type Decision = CallBody<'claimDecide'>;

/** POST /api/claims/decide: the board gives the listing or turns the claim down; the claim leaves the cached list. */
export const decideClaim: ApiFetcher<Decision, Message & { claim: number }> = async (client, body) => ({
  ...(await client.call('claimDecide', { body })),
  claim: Number(body.claim),
});
export const useDecideClaim = () =>
  useApiMutation<Decision, Message & { claim: number }, BoardClaim[] | undefined>(pendingClaimsKey(), decideClaim, {
    populateCache: ({ claim }, items) => items?.filter((item) => item.id !== claim),
    revalidate: onlyIfNotLoaded,
  });
