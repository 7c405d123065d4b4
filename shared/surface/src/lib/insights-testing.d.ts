import type { InsightEvent } from '../api/schemas/insights';
export declare const TEST_VIEW_TOKEN = "test-view-token";
export declare function catchInsightBeacons(): {
    sent: () => InsightEvent[];
};
