export declare function leadingZeroBits(bytes: Uint8Array): number;
export declare const botCheckToken: (challenge: string, nonce: number) => string;
export interface SolveOptions {
    signal?: AbortSignal;
    batch?: number;
}
export declare function solveChallenge(challenge: string, difficulty: number, { signal, batch }?: SolveOptions): Promise<string>;
