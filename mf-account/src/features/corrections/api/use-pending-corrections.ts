import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApi } from '@valley/shared/api/swr';

/** GET /api/corrections/pending: what the board sees, oldest first. */
const PENDING_INPUT: EndpointInput<'correctionsPending'> = {};
export const pendingCorrectionsKey = () => apiKey('correctionsPending', PENDING_INPUT);
export const usePendingCorrections = (board: boolean) => useApi('correctionsPending', board ? PENDING_INPUT : null);
