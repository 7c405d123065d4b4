export declare const CONFETTI_PIECES = 500;
export declare const CONFETTI_DURATION_MS = 15000;
export declare function launchConfetti(): Promise<void>;
