import { apiKey } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** POST /api/register: the new account, not signed in until its mailed link activates it. */
export const registerMember = sendBody('register');
export const useRegisterMember = () => useApiMutation(apiKey('register'), registerMember);
