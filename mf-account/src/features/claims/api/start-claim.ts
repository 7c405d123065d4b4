import type { ClaimListing, MemberClaim } from '@valley/shared/schemas/claim';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';
import { useClaimsChanged } from './claims-changed';
import { claimListingKey } from './use-claim-listing';

/** POST /api/claims/start: a code goes to the listing's own address, or the claim waits for the board; the form then shows the claim. */
export const startClaim = sendBody('claimStart');
export function useStartClaim(slug: string) {
  const changed = useClaimsChanged();
  return useApiMutation<Parameters<typeof startClaim>[1], MemberClaim, ClaimListing | undefined>(claimListingKey(slug), startClaim, {
    populateCache: (claim, listing) => listing && { ...listing, claim },
    onSuccess: () => void changed(),
  });
}
