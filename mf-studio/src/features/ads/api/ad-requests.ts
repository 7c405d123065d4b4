import { apiKey, useApi } from '@valley/shared/api/swr';
import type { AdRequest } from '@valley/shared/schemas/advertising';
import { useStudioMutation } from '../../../lib/studio-mutation';

/** The advertiser form's requests, those waiting first (every studio role). */
export function useAdRequests() {
  return useApi('studioAdRequests', {});
}

/** Marks a request answered or waiting again; the answered request replaces its row. */
export const useMarkAnswered = () =>
  useStudioMutation(apiKey('studioAdRequests', {}), 'studioAdRequestAnswered', (saved: AdRequest, requests: AdRequest[] | undefined) =>
    (requests ?? []).map((row) => (row.id === saved.id ? saved : row)),
  );
