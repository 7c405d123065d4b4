import { useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { Event } from '@valley/shared/schemas/event';
import { eventWindow } from '../../../lib/dates';

/** Upcoming events of one category for the home carousel (a plain list: no `page` in the body). */
export function useBlockEvents(categoryId: number | undefined, limit: number, days: number) {
  const dates = useMemo(() => eventWindow(days), [days]);
  const { data, error } = useApi('eventsSearch', categoryId === undefined ? null : { body: { categories: [categoryId], dates, limit } });
  const events: Event[] | undefined = data === undefined ? undefined : Array.isArray(data) ? data : data.data;
  return { events, error: error as unknown, isLoading: data === undefined && !error };
}
