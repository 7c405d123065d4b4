import { apiKey } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** POST /api/login/link: mails a sign-in link for this browser while the account is locked (decision 075); the same answer for an unknown address. */
export const sendSignInLink = sendBody('signInLink');
export const useSendSignInLink = () => useApiMutation(apiKey('signInLink'), sendSignInLink);
