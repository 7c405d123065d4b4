import { apiKey } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** PUT /users/forgot: the new password, with the mailed link's token. */
export const resetPassword = sendBody('resetPassword');
export const useResetPassword = () => useApiMutation(apiKey('resetPassword'), resetPassword);
