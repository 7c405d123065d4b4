import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApi } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** GET /api/review/partners: the members the board trusts (decision 087). */
const PARTNERS_INPUT: EndpointInput<'reviewPartners'> = {};
export const usePartners = () => useApi('reviewPartners', PARTNERS_INPUT);

/** POST /api/review/partners: trusts a member by e-mail address, or stops; the list is asked for again. */
export const trustPartner = sendBody('reviewTrust');
export const useTrustPartner = () => useApiMutation(apiKey('reviewPartners', PARTNERS_INPUT), trustPartner, { revalidate: true });
