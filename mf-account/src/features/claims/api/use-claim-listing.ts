import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApi } from '@valley/shared/api/swr';

/** GET /api/claims/listing/{slug}: the listing a claim form is about, how it would be proved, and the member's open claim of it. */
export const claimListingInput = (slug: string): EndpointInput<'claimListing'> => ({ params: { id: slug } });
export const claimListingKey = (slug: string) => apiKey('claimListing', claimListingInput(slug));
export const useClaimListing = (slug: string) => useApi('claimListing', claimListingInput(slug));
