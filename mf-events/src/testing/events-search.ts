import { useApi } from '@valley/shared/api/swr';
import type { Event } from '@valley/shared/schemas/event';

/**
 * Answers a block's `useApi('eventsSearch', …)` with `events` (undefined: still on its way) and keeps each search it asks, for a test
 * that mocks `@valley/shared/api/swr`.
 */
export function answerEventsSearch(events: Event[] | undefined): unknown[] {
  const searches: unknown[] = [];
  (useApi as jest.Mock).mockImplementation((name: string, input: unknown) => {
    if (name !== 'eventsSearch') return { data: undefined };
    searches.push(input);
    return { data: events, isLoading: events === undefined };
  });
  return searches;
}
