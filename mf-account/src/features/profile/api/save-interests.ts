import { sendBody, useApiMutation } from '../../../lib/api-mutation';
import { memberKeys } from '../../../lib/member-data';

/** POST /api/profile/interests: Eat, Stay or Explore saved at once; the answer is the member. */
export const saveInterests = sendBody('profileInterests');
export const useSaveInterests = () => useApiMutation(memberKeys.user(), saveInterests, { populateCache: true });
