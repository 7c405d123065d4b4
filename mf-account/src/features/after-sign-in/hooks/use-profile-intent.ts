import { useEffect, useState } from 'react';
import { useProfileIntentStore, type ProfileIntent } from '@valley/shared/stores/profile-intent';
import { notify } from '@valley/shared/ui/toast';
import { STARTER_TOAST_MS } from '../../../lib/notices';

export const STARTER_ITINERARY =
  'Your itinerary starts with the destination you chose. An itinerary needs at least three stops with destinations selected before it can be published.';
export const STARTER_TIP = 'Your tip is about the destination you chose. Write it below; the tourism board reviews every tip before it appears on the site.';

/**
 * 'Add to Itinerary' and 'Add a Tip' on public pages leave an intent and send the member here.
 * Called by the dashboard, which only a started profile sees (a new member's intent waits for the
 * wizard): the intent is taken once, cleared, and its 30 s starter notice opens (member-area §2).
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
