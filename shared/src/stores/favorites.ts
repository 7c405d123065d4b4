import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** What a heart can save (public-site §3 Local favorites item). */
export type FavoriteType = 'destination' | 'event';

export interface FavoriteItem {
  id: number;
  type: FavoriteType;
}

/** 'saving' marks a set the visitor asked to push to their profile; the member remote pushes it after sign-in (member-area §4), then `clear()`s. */
export type FavoritesStatus = 'idle' | 'saving';

interface FavoritesState {
  items: FavoriteItem[];
  status: FavoritesStatus;
  /** Adds the item once; adding it again changes nothing. */
  add: (item: FavoriteItem) => void;
  remove: (item: FavoriteItem) => void;
  /** Adds or removes; answers whether the item is saved afterwards. */
  toggle: (item: FavoriteItem) => boolean;
  has: (item: FavoriteItem) => boolean;
  markSaving: () => void;
  clear: () => void;
}

const same = (a: FavoriteItem, b: FavoriteItem) => a.id === b.id && a.type === b.type;

/** localStorage key of the local favorites (kept across visits until pushed to a profile). */
export const FAVORITES_STORAGE_KEY = 'valley-favorites';

/** The visitor's local favorites: every remote's heart and the shell's /favorites page use this one store (a Module Federation singleton). */
export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set, get) => ({
      items: [],
      status: 'idle',
      add: (item) => {
        if (get().items.some((saved) => same(saved, item))) return;
        set({ items: [...get().items, { id: item.id, type: item.type }] });
      },
      remove: (item) => {
        const items = get().items.filter((saved) => !same(saved, item));
        // Nothing left to push: a pending 'saving' mark would only confuse the member remote.
        set(items.length === 0 ? { items, status: 'idle' } : { items });
      },
      toggle: (item) => {
        if (get().has(item)) {
          get().remove(item);
          return false;
        }
        get().add(item);
        return true;
      },
      has: (item) => get().items.some((saved) => same(saved, item)),
      markSaving: () => set({ status: 'saving' }),
      clear: () => set({ items: [], status: 'idle' }),
    }),
    {
      name: FAVORITES_STORAGE_KEY,
      version: 1,
      partialize: ({ items, status }) => ({ items, status }),
    },
  ),
);
