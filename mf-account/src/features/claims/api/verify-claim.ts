import type { ClaimListing, MemberClaim } from '@valley/shared/schemas/claim';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';
import { useClaimsChanged } from './claims-changed';
import { claimListingKey } from './use-claim-listing';

/** POST /api/claims/verify: the mailed code proves the claim; the listing joins the member's destinations. */
export const verifyClaim = sendBody('claimVerify');
export function useVerifyClaim(slug: string) {
  const changed = useClaimsChanged();
  return useApiMutation<Parameters<typeof verifyClaim>[1], MemberClaim, ClaimListing | undefined>(claimListingKey(slug), verifyClaim, {
    populateCache: (claim, listing) => listing && { ...listing, own: claim.status === 'proved', claim: claim.status === 'open' ? claim : null },
    onSuccess: () => void changed(),
  });
}
