import { apiKey } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** POST /api/advertise: the advertiser form with the bot check's token. */
export const sendAdRequest = sendBody('advertise');
export const useSendAdRequest = () => useApiMutation(apiKey('advertise'), sendAdRequest);
