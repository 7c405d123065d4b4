import { useEffect, useState } from 'react';
import { useProfileIntentStore, type ProfileIntent } from '@valley/shared/stores/profile-intent';
import { notify } from '@valley/shared/ui/toast';
import { STARTER_TOAST_MS } from '../../../lib/notices';

export const STARTER_ITINERARY =
  'Your itinerary starts with the destination you chose. An itinerary needs at least three stops with destinations selected before it can be published.';
export const STARTER_TIP = 'Your tip is about the destination you chose. Write it below; the tourism board reviews every tip before it appears on the site.';

/**
 * Takes once, and clears, the intent 'Add to Itinerary' or 'Add a Tip' left on a public page, opening its 30 s starter notice (member-area §2).
 * Called by the dashboard, so a new member's intent waits for the wizard.
 */
export function useProfileIntent(): ProfileIntent | null {
  const [taken] = useState(() => useProfileIntentStore.getState().intent);
  useEffect(() => {
    if (!taken) return;
    useProfileIntentStore.getState().clear();
    notify.success(taken.action === 'itinerary' ? STARTER_ITINERARY : STARTER_TIP, { duration: STARTER_TOAST_MS, id: 'starter-notice' });
  }, [taken]);
  return taken;
}
