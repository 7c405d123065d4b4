export interface Settling<T> {
    readonly promise: Promise<T>;
    status: 'pending' | 'fulfilled' | 'rejected';
    value?: T;
    reason?: unknown;
}
export declare function settling<T>(promise: Promise<T>): Settling<T>;
export declare function useSettled<T>(load: Settling<T>): T | undefined;
