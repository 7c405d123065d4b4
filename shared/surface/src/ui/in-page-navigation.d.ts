import { type NavigateOptions } from '@valley/shared/router';
type State = Record<string, unknown>;
export declare function keepScroll(state?: State): NavigateOptions;
export declare const keepsScroll: (state: unknown) => boolean;
export declare function useHistoryDetail(name: string): {
    id: string | null;
    open: (id: string) => void;
    close: () => void;
};
export {};
