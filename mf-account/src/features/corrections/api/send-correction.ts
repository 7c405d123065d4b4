import { apiKey } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** POST /corrections/create: a visitor's correction to a listing, with the bot check's token. */
export const sendCorrection = sendBody('correctionCreate');
export const useSendCorrection = () => useApiMutation(apiKey('correctionCreate'), sendCorrection);
