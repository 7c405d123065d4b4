import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, useApi } from '@valley/shared/api/swr';
import type { EndpointInput } from '@valley/shared/api/contract';
import type { User } from '@valley/shared/schemas/account';

/** The lists of the dashboard's tabs, one call each (member-area §7). */
export const MEMBER_LISTS = ['myDestinations', 'myEvents', 'myTips', 'myItineraries', 'myReservations', 'myFavorites'] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];

/** The input of every member call: they take none, the token says who is asking. */
export const NO_INPUT = {} as const;

/** The signed-in member (GET /api/user). */
export function useMember() {
  return useApi('user', NO_INPUT);
}

/** Puts the member an update answered into the cache, so every part of the page shows it at once. */
export function useStoreMember(): (user: User) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((user: User) => mutate(apiKey('user', {}), user, { revalidate: false }), [mutate]);
}

/** One of the member's lists; failures are only logged (member-area §8), the tab shows what it has. */
export function useMemberList<N extends MemberList>(name: N) {
  return useApi(name, NO_INPUT as EndpointInput<N>, { onError: (error: unknown) => console.warn(`${name} did not load`, error) });
}

/** Reloads one list (after a save or a removal). */
export function useReloadList(): (name: MemberList) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((name: MemberList) => mutate(apiKey(name, {})), [mutate]);
}
