import type { ApiClient } from '@valley/shared/api';
import { apiKey } from '@valley/shared/api/swr';
import type { LoginForm } from '@valley/shared/schemas/account';
import { useApiMutation } from '../../../lib/api-mutation';
import { deviceTokenFor, rememberDeviceToken } from '../lib/device-tokens';

/** What a sign-in sends: the form, and the token of a mailed sign-in link when the page was opened from one (decision 075). */
export type LogInInput = LoginForm & { link?: string | null };

/**
 * POST /api/login with this browser's device token for the account, keeping the one it answers: a new one each time, since the
 * one sent stops counting as this browser (decisions 030, 075).
 */
export async function logIn(client: ApiClient, { email, password, link }: LogInInput): Promise<string> {
  const device = deviceTokenFor(email);
  const answer = await client.call('login', {
    body: { username: email, password, ...(device ? { device_token: device } : {}), ...(link ? { sign_in_link: link } : {}) },
  });
  if (answer.device_token) rememberDeviceToken(email, answer.device_token);
  return answer.access_token;
}
export const useLogIn = () => useApiMutation(apiKey('login'), logIn);
