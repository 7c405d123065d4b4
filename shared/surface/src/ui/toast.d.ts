export declare const TOAST_DURATION_MS = 5000;
export interface NotifyOptions {
    duration?: number;
    id?: string;
}
export declare const notify: {
    success: (message: string, opts?: NotifyOptions) => string;
    error: (message: string, opts?: NotifyOptions) => string;
    warning: (message: string, opts?: NotifyOptions) => string;
};
