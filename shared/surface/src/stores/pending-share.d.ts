export interface PendingShare {
    url: string;
    email: string;
}
interface PendingShareState {
    share: PendingShare | null;
    save: (share: PendingShare) => void;
    clear: () => void;
}
export declare const PENDING_SHARE_STORAGE_KEY = "valley-pending-share";
export declare const usePendingShareStore: import("zustand").UseBoundStore<Omit<import("zustand").StoreApi<PendingShareState>, "persist" | "setState"> & {
    setState(partial: Partial<PendingShareState> | PendingShareState | ((state: PendingShareState) => Partial<PendingShareState> | PendingShareState), replace?: false | undefined): unknown;
    setState(state: PendingShareState | ((state: PendingShareState) => PendingShareState), replace: true): unknown;
    persist: {
        setOptions: (options: Partial<import("zustand/middleware").PersistOptions<PendingShareState, {
            share: PendingShare | null;
        }, unknown>>) => void;
        clearStorage: () => void;
        rehydrate: () => Promise<void>;
        hasHydrated: () => boolean;
        onHydrate: (fn: (state: PendingShareState) => void) => () => void;
        onFinishHydration: (fn: (state: PendingShareState) => void) => () => void;
        getOptions: () => Partial<import("zustand/middleware").PersistOptions<PendingShareState, {
            share: PendingShare | null;
        }, unknown>>;
    };
}>;
export {};
