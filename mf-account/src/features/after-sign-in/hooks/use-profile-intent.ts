import { useEffect, useState } from 'react';
import { useProfileIntentStore, type ProfileIntent } from '@valley/shared/stores/profile-intent';

/**
 * Takes once, and clears, the intent 'Add to Itinerary' or 'Add a Tip' left on a public page (member-area §2); the tab it opens shows
 * the starter notice. Called by the dashboard, so a new member's intent waits for the wizard.
 */
export function useProfileIntent(): ProfileIntent | null {
  const [taken] = useState(() => useProfileIntentStore.getState().intent);
  useEffect(() => {
    if (taken) useProfileIntentStore.getState().clear();
  }, [taken]);
  return taken;
}
