import { sendBody, useApiMutation } from '../../../lib/api-mutation';
import { memberKeys } from '../../../lib/member-data';

/** POST /api/profile/update: the answer is the member, stored where every part of the page reads it. */
export const updateProfile = sendBody('profileUpdate');
export const useUpdateProfile = () => useApiMutation(memberKeys.user(), updateProfile, { populateCache: true });
