import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface AuthState {
  /** The member's access token; present means signed in (public-site §6). */
  token: string | null;
  signIn: (token: string) => void;
  signOut: () => void;
}

/** The auth token store: the shell owns it and remotes read the shared singleton, so every app sees one instance. Persisted as 'valley-auth'. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      signIn: (token) => set({ token }),
      signOut: () => set({ token: null }),
    }),
    { name: 'valley-auth', version: 1 },
  ),
);

export const getAuthToken = (): string | null => useAuthStore.getState().token;
