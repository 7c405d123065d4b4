import { useSWRConfig } from 'swr';
import type { Message } from '@valley/shared/schemas/common';
import { type ApiFetcher, type CallBody, useApiMutation } from '../../../lib/api-mutation';
import { myCorrectionsKey } from './use-my-corrections';
import { pendingCorrectionsKey } from './use-pending-corrections';

/** POST /api/corrections/resolve: fixed, or not right; both lists load again (one correction may be in each). */
export const resolveCorrection: ApiFetcher<CallBody<'correctionResolve'>, Message> = (client, body) => client.call('correctionResolve', { body });
export function useResolveCorrection() {
  const { mutate } = useSWRConfig();
  return useApiMutation(myCorrectionsKey(), resolveCorrection, {
    onSuccess: () => void Promise.all([mutate(myCorrectionsKey()), mutate(pendingCorrectionsKey())]),
  });
}
