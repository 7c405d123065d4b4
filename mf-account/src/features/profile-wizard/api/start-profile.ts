import type { ApiClient } from '@valley/shared/api';
import type { Choice } from '../../../lib/lookups';
import { type CallBody, useApiMutation } from '../../../lib/api-mutation';
import { memberKeys } from '../../../lib/member-data';

export interface StartProfile {
  body: CallBody<'profileUpdate'>;
  /** A destination the member asks to manage, and the bot check its message needs. */
  claim: { destination: Choice; botCheck: () => Promise<string> } | null;
}

/**
 * SAVE PROFILE: POST /api/profile/update, then a claim through the support inbox (no claim call exists). The member is stored only
 * once both are done, since the started member replaces the wizard with the dashboard.
 */
export async function startProfile(client: ApiClient, { body, claim }: StartProfile) {
  const updated = await client.call('profileUpdate', { body });
  if (claim) {
    const { destination } = claim;
    const token = await claim.botCheck();
    await client.call('supportMessage', {
      body: {
        token,
        email: updated.email,
        content: `Destination claim: ${updated.first_name} ${updated.last_name} (${updated.email}) asks to manage ${destination.name} (destination ${destination.id}).`,
      },
    });
  }
  return updated;
}
export const useStartProfile = () => useApiMutation(memberKeys.user(), startProfile, { populateCache: true });
