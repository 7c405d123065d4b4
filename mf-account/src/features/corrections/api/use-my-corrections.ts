import { apiKey, useApi } from '@valley/shared/api/swr';
import { NO_INPUT } from '../../../lib/member-data';

/** GET /api/corrections/user: corrections suggested to the member's listings, open ones first. */
export const myCorrectionsKey = () => apiKey('myCorrections', NO_INPUT);
export const useMyCorrections = () => useApi('myCorrections', NO_INPUT);
