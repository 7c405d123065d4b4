import { useApi } from '@valley/shared/api/swr';

/** POST /events/search: the upcoming events at a stop's destination (none asked for without one); failures are only logged (§8). */
export function useDestinationEvents(destinationId: number) {
  const { data } = useApi('eventsSearch', destinationId > 0 ? { body: { destinations: [destinationId], order: 'upcoming' } } : null, {
    onError: (error: unknown) => console.warn('events of the stop did not load', error),
  });
  return Array.isArray(data) ? data : (data?.data ?? []);
}
