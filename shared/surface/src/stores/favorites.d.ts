export type FavoriteType = 'destination' | 'event';
export interface FavoriteItem {
    id: number;
    type: FavoriteType;
}
export type FavoritesStatus = 'idle' | 'saving';
interface FavoritesState {
    items: FavoriteItem[];
    status: FavoritesStatus;
    add: (item: FavoriteItem) => void;
    remove: (item: FavoriteItem) => void;
    toggle: (item: FavoriteItem) => boolean;
    has: (item: FavoriteItem) => boolean;
    markSaving: () => void;
    clear: () => void;
}
export declare const FAVORITES_STORAGE_KEY = "valley-favorites";
export declare const useFavoritesStore: import("zustand").UseBoundStore<Omit<import("zustand").StoreApi<FavoritesState>, "persist" | "setState"> & {
    setState(partial: FavoritesState | Partial<FavoritesState> | ((state: FavoritesState) => FavoritesState | Partial<FavoritesState>), replace?: false | undefined): unknown;
    setState(state: FavoritesState | ((state: FavoritesState) => FavoritesState), replace: true): unknown;
    persist: {
        setOptions: (options: Partial<import("zustand/middleware").PersistOptions<FavoritesState, {
            items: FavoriteItem[];
            status: FavoritesStatus;
        }, unknown>>) => void;
        clearStorage: () => void;
        rehydrate: () => Promise<void>;
        hasHydrated: () => boolean;
        onHydrate: (fn: (state: FavoritesState) => void) => () => void;
        onFinishHydration: (fn: (state: FavoritesState) => void) => () => void;
        getOptions: () => Partial<import("zustand/middleware").PersistOptions<FavoritesState, {
            items: FavoriteItem[];
            status: FavoritesStatus;
        }, unknown>>;
    };
}>;
export {};
