export declare function useWhenIdle(timeoutMs?: number): boolean;
