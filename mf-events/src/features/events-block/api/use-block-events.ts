import { useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { EndpointInput } from '@valley/shared/api/contract';
import type { Event } from '@valley/shared/schemas/event';
import { usePageInstant } from '@valley/shared/ui/hydrated';
import { eventWindow } from '../../../lib/dates';

/** The search of one tab: a category's next `days` of events from `now`, a plain list (no `page` in the body). */
export const blockEventsInput = (categoryId: number, limit: number, days: number, now: Date): EndpointInput<'eventsSearch'> => ({
  body: { categories: [categoryId], dates: eventWindow(days, now), limit },
});

/** Upcoming events of one category for the home carousel. */
export function useBlockEvents(categoryId: number | undefined, limit: number, days: number) {
  // The server's instant while hydrating, so the window (and the answer's key) is the one the server drew (decision 066).
  const now = usePageInstant();
  const input = useMemo(() => (categoryId === undefined ? null : blockEventsInput(categoryId, limit, days, now)), [categoryId, limit, days, now]);
  const { data, error } = useApi('eventsSearch', input);
  const events: Event[] | undefined = data === undefined ? undefined : Array.isArray(data) ? data : data.data;
  return { events, error: error as unknown, isLoading: data === undefined && !error };
}
