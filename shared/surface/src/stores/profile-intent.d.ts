export interface ProfileIntent {
    action: 'tip' | 'itinerary';
    destinationId: number;
}
interface ProfileIntentState {
    intent: ProfileIntent | null;
    set: (intent: ProfileIntent) => void;
    clear: () => void;
}
export declare const useProfileIntentStore: import("zustand").UseBoundStore<Omit<import("zustand").StoreApi<ProfileIntentState>, "persist" | "setState"> & {
    setState(partial: Partial<ProfileIntentState> | ProfileIntentState | ((state: ProfileIntentState) => Partial<ProfileIntentState> | ProfileIntentState), replace?: false | undefined): unknown;
    setState(state: ProfileIntentState | ((state: ProfileIntentState) => ProfileIntentState), replace: true): unknown;
    persist: {
        setOptions: (options: Partial<import("zustand/middleware").PersistOptions<ProfileIntentState, {
            intent: ProfileIntent | null;
        }, unknown>>) => void;
        clearStorage: () => void;
        rehydrate: () => Promise<void>;
        hasHydrated: () => boolean;
        onHydrate: (fn: (state: ProfileIntentState) => void) => () => void;
        onFinishHydration: (fn: (state: ProfileIntentState) => void) => () => void;
        getOptions: () => Partial<import("zustand/middleware").PersistOptions<ProfileIntentState, {
            intent: ProfileIntent | null;
        }, unknown>>;
    };
}>;
export {};
