import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { memberKeys } from '../../../lib/member-data';
import { myClaimsKey } from './use-my-claims';

/** After a claim starts or is proved: the member's claims and destinations load again (a proved claim adds a destination). */
export function useClaimsChanged(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => Promise.all([mutate(myClaimsKey()), mutate(memberKeys.list('myDestinations'))]), [mutate]);
}
