import type { InsightEvent } from '../api/schemas/insights';
export declare const FLUSH_DELAY_MS = 2000;
interface PrivacyNavigator extends Navigator {
    globalPrivacyControl?: boolean;
}
export declare function optedOut(nav?: PrivacyNavigator | undefined): boolean;
export declare const TOKEN_RETRY_MS = 60000;
export declare function holdViewToken(token: string, expiresIn: number): void;
export declare function flushInsights(): void;
export declare function track(event: InsightEvent): void;
export {};
