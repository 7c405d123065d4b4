import type { ApiClient } from '@valley/shared/api';
import { apiKey } from '@valley/shared/api/swr';
import type { LoginForm } from '@valley/shared/schemas/account';
import { useApiMutation } from '../../../lib/api-mutation';
import { deviceTokenFor, rememberDeviceToken } from '../lib/device-tokens';

/** POST /api/login with this browser's device token for the account, keeping the one it answers (decision 030). */
export async function logIn(client: ApiClient, { email, password }: LoginForm): Promise<string> {
  const device = deviceTokenFor(email);
  const answer = await client.call('login', { body: { username: email, password, ...(device ? { device_token: device } : {}) } });
  if (answer.device_token) rememberDeviceToken(email, answer.device_token);
  return answer.access_token;
}
export const useLogIn = () => useApiMutation(apiKey('login'), logIn);
