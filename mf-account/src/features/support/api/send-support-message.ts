import { apiKey } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** POST /messages/support: the 'Need Help' message with its bot-check token. */
export const sendSupportMessage = sendBody('supportMessage');
export const useSendSupportMessage = () => useApiMutation(apiKey('supportMessage'), sendSupportMessage);
