import type { InsightEvent } from '../api/schemas/insights';
export declare function catchInsightBeacons(): {
    sent: () => InsightEvent[];
};
