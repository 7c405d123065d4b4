import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, handToSwr, useApi } from '@valley/shared/api/swr';
import { loaderApi, type LoaderFunctionArgs } from '@valley/shared/router';
import { getAuthToken } from '@valley/shared/stores/auth';
import type { EndpointInput, EndpointOutput } from '@valley/shared/api/contract';
import type { Message } from '@valley/shared/schemas/common';
import { type ApiFetcher, onlyIfNotLoaded, useApiMutation } from './api-mutation';

/** The lists of the dashboard's tabs, one call each (member-area §7). */
export const MEMBER_LISTS = ['myDestinations', 'myEvents', 'myTips', 'myItineraries', 'myReservations', 'myFavorites'] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];
export type ListItem<N extends MemberList> = EndpointOutput<N>[number];

/** The input of every member call: they take none, the token says who is asking. */
export const NO_INPUT = {} as const;

/** The swr keys of the signed-in member's data: their user and their lists. */
export const memberKeys = {
  user: () => apiKey('user', NO_INPUT),
  list: <N extends MemberList>(name: N) => apiKey(name, NO_INPUT as EndpointInput<N>),
};

/**
 * The dashboard route's loader (decision 140): in the browser, signed in, the member and the six lists behind the count tiles start
 * while the dashboard's code loads, handed to its hooks (swr's: they change as the member works). It waits for none of them; the
 * server never renders the member area, and signed out /profile sends the visitor to sign in.
 */
export function profileLoader({ context }: LoaderFunctionArgs): null {
  if (!getAuthToken()) return null;
  const api = loaderApi(context);
  handToSwr(context, 'user', NO_INPUT, api.call('user', NO_INPUT));
  for (const name of MEMBER_LISTS) handToSwr(context, name, NO_INPUT as EndpointInput<typeof name>, api.call(name, NO_INPUT as EndpointInput<typeof name>));
  return null;
}

/** The signed-in member (GET /api/user). */
export function useMember() {
  return useApi('user', NO_INPUT);
}

/** One of the member's lists; failures are only logged (member-area §8), the tab shows what it has. */
export function useMemberList<N extends MemberList>(name: N) {
  return useApi(name, NO_INPUT as EndpointInput<N>, { onError: (error: unknown) => console.warn(`${name} did not load`, error) });
}

/** member-area §4: a list reload repeats 2 s after the page loads. */
const SECOND_LOAD_MS = 2000;

/** Asks for every list again 2 s after the dashboard appears (member-area §4). */
export function useListsLoadAgain(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      for (const name of MEMBER_LISTS) void mutate(memberKeys.list(name));
    }, SECOND_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [mutate]);
}

/** Loads one list again (after writes whose answer is not the list's record). */
export function useReloadList(): (name: MemberList) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((name: MemberList) => mutate(memberKeys.list(name)), [mutate]);
}

type Identified = { id: number };

/** A list with a saved record in it: in its old place, or first when new (the lists are newest first). */
export function withSaved<T extends Identified>(items: T[], saved: T): T[] {
  return items.some((item) => item.id === saved.id) ? items.map((item) => (item.id === saved.id ? saved : item)) : [saved, ...items];
}

/** A create or an update whose answer is the saved record: it goes into the cached list, which is not fetched again. */
export function useSaveToList<N extends MemberList, A>(list: N, save: ApiFetcher<A, ListItem<N>>) {
  return useApiMutation<A, ListItem<N>, ListItem<N>[] | undefined>(memberKeys.list(list), save, {
    populateCache: (saved, items) => items && (withSaved<Identified>(items, saved) as ListItem<N>[]),
    revalidate: onlyIfNotLoaded,
  });
}

/** A removal by id: the record leaves the cached list, which is not fetched again. */
export function useRemoveFromList<N extends MemberList>(list: N, remove: ApiFetcher<number, Message>) {
  const removeById: ApiFetcher<number, Message & Identified> = async (client, id) => ({ ...(await remove(client, id)), id });
  return useApiMutation<number, Message & Identified, ListItem<N>[] | undefined>(memberKeys.list(list), removeById, {
    populateCache: (removed, items) => items?.filter((item: Identified) => item.id !== removed.id),
    revalidate: onlyIfNotLoaded,
  });
}
