import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A link a signed-out visitor asked to e-mail (member-area §3 Share: url, email). */
export interface PendingShare {
  url: string;
  email: string;
}

interface PendingShareState {
  share: PendingShare | null;
  /** Keeps the share until the visitor has signed in; a newer share replaces an older one. */
  save: (share: PendingShare) => void;
  clear: () => void;
}

/** localStorage key of the share waiting for sign-in. */
export const PENDING_SHARE_STORAGE_KEY = 'valley-pending-share';

/** A share made while signed out: the account remote sends it after sign-in (POST /api/share/link) and calls `clear()` (member-area §4). */
export const usePendingShareStore = create<PendingShareState>()(
  persist(
    (set) => ({
      share: null,
      save: ({ url, email }) => set({ share: { url, email } }),
      clear: () => set({ share: null }),
    }),
    { name: PENDING_SHARE_STORAGE_KEY, version: 1, partialize: ({ share }) => ({ share }) },
  ),
);
