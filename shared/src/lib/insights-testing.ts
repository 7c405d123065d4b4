import type { InsightBatch, InsightEvent } from '../api/schemas/insights';
import { flushInsights, holdViewToken } from '@valley/shared/insights';

/** The token the tracker holds under catchInsightBeacons, as a view token from the API would be held. */
export const TEST_VIEW_TOKEN = 'test-view-token';

/**
 * For tests: the tracker's beacons are caught instead of sent, and it holds a view token so it need not ask the API for one. Call it
 * before each test; `sent()` sends what waits and answers every event caught since.
 */
export function catchInsightBeacons(): { sent: () => InsightEvent[] } {
  const events: InsightEvent[] = [];
  holdViewToken(TEST_VIEW_TOKEN, 30 * 60);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => events.push(...(JSON.parse(body) as InsightBatch).events) > 0,
  });
  return {
    sent: () => {
      flushInsights();
      return events;
    },
  };
}
