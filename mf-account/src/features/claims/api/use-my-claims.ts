import { apiKey, useApi } from '@valley/shared/api/swr';
import { NO_INPUT } from '../../../lib/member-data';

/** GET /api/claims/user: the member's claims, newest first. */
export const myClaimsKey = () => apiKey('myClaims', NO_INPUT);
export const useMyClaims = () => useApi('myClaims', NO_INPUT);
