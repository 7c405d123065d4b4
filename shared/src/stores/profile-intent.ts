import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** 'Add a Tip' and 'Add to Itinerary' store the chosen destination and send the visitor to /profile (member-area §2); the dashboard clears it. */
export interface ProfileIntent {
  action: 'tip' | 'itinerary';
  destinationId: number;
}

interface ProfileIntentState {
  intent: ProfileIntent | null;
  set: (intent: ProfileIntent) => void;
  clear: () => void;
}

export const useProfileIntentStore = create<ProfileIntentState>()(
  persist(
    (set) => ({
      intent: null,
      set: (intent) => set({ intent }),
      clear: () => set({ intent: null }),
    }),
    { name: 'valley-profile-intent', version: 1, partialize: ({ intent }) => ({ intent }) },
  ),
);
