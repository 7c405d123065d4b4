export declare function useHydrated(): boolean;
export declare function useDeferredReady(ready: boolean): boolean;
export declare const PageInstantContext: import("react").Context<Date | null>;
export declare function usePageInstant(): Date;
