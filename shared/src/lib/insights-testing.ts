import type { InsightBatch, InsightEvent } from '../api/schemas/insights';
import { flushInsights } from '@valley/shared/insights';

/**
 * For tests: the tracker's beacons are caught instead of sent. Call it before each test; `sent()` sends what waits and answers every
 * event caught since.
 */
export function catchInsightBeacons(): { sent: () => InsightEvent[] } {
  const events: InsightEvent[] = [];
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
