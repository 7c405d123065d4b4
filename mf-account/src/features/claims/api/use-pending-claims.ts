import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApi } from '@valley/shared/api/swr';

/** GET /api/claims/pending: the claims waiting for the board, oldest first. */
const PENDING_INPUT: EndpointInput<'claimsPending'> = {};
export const pendingClaimsKey = () => apiKey('claimsPending', PENDING_INPUT);
export const usePendingClaims = (board: boolean) => useApi('claimsPending', board ? PENDING_INPUT : null);
