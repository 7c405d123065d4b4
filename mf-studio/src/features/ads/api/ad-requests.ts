import useSWRMutation from 'swr/mutation';
import { apiKey, useApi, useApiClient } from '@valley/shared/api/swr';
import type { AdRequest, AdRequestAnsweredBody } from '@valley/shared/schemas/advertising';

const REQUESTS_KEY = apiKey('studioAdRequests');

/** The advertiser form's requests, those waiting first (every studio role). */
export function useAdRequests() {
  return useApi('studioAdRequests', {});
}

/** Marks a request answered or waiting again; the answered request replaces its row, and the list keeps waiting ones first. */
export function useMarkAnswered() {
  const client = useApiClient();
  return useSWRMutation(REQUESTS_KEY, (_key, { arg }: { arg: AdRequestAnsweredBody }) => client.call('studioAdRequestAnswered', { body: arg }), {
    revalidate: false,
    populateCache: (saved: AdRequest, requests: AdRequest[] | undefined) => (requests ?? []).map((row) => (row.id === saved.id ? saved : row)),
  });
}
