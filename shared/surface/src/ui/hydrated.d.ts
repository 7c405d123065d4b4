export declare function useHydrated(): boolean;
export declare function useDeferredReady(ready: boolean): boolean;
