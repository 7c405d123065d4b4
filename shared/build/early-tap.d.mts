export declare const EARLY_TAP_SCRIPT: string;
export declare const EARLY_TAP_SOURCE: string;
