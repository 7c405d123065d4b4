import { apiKey } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** POST /users/forgot: mails the reset link; the answer is the same for an unknown address. */
export const requestReset = sendBody('forgotPassword');
export const useRequestReset = () => useApiMutation(apiKey('forgotPassword'), requestReset);
