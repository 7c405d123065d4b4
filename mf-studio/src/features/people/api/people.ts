import useSWRMutation from 'swr/mutation';
import { apiKey, useApi, useApiClient } from '@valley/shared/api/swr';
import type { StudioPerson } from '@valley/shared/schemas/studio';
import { useStudioMutation } from '../../../lib/studio-mutation';

/** The people list's key: invites and removals write their answer into it. */
export const PEOPLE_KEY = apiKey('studioPeople');

/** The editors and publishers the Board invited (Board only: anyone else gets 403). */
export function usePeople() {
  return useApi('studioPeople', {});
}

/** Invites a member by address; the answered person replaces their row (a new role) or joins the list. */
export const useInvite = () =>
  useStudioMutation(PEOPLE_KEY, 'studioInvite', (person: StudioPerson, people: StudioPerson[] | undefined) => [
    ...(people ?? []).filter((row) => row.id !== person.id),
    person,
  ]);

/** Takes a member's role away; the list drops them once the API has agreed. */
export function useRemove() {
  const client = useApiClient();
  return useSWRMutation(
    PEOPLE_KEY,
    async (_key, { arg }: { arg: StudioPerson }) => {
      const { message } = await client.call('studioRemove', { body: { id: arg.id } });
      return { id: arg.id, message };
    },
    {
      revalidate: false,
      populateCache: (removed: { id: number }, people: StudioPerson[] | undefined) => (people ?? []).filter((row) => row.id !== removed.id),
    },
  );
}
