import { useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { Event } from '@valley/shared/schemas/event';
import { usePageInstant } from '@valley/shared/ui/hydrated';
import { eventWindow } from '../../../lib/dates';

/** Upcoming events of one category for the home carousel (a plain list: no `page` in the body). */
export function useBlockEvents(categoryId: number | undefined, limit: number, days: number) {
  // The server's instant while hydrating, so the window (and the answer's key) is the one the server drew (decision 066).
  const now = usePageInstant();
  const dates = useMemo(() => eventWindow(days, now), [days, now]);
  const { data, error } = useApi('eventsSearch', categoryId === undefined ? null : { body: { categories: [categoryId], dates, limit } });
  const events: Event[] | undefined = data === undefined ? undefined : Array.isArray(data) ? data : data.data;
  return { events, error: error as unknown, isLoading: data === undefined && !error };
}
