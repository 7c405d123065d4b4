import { useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { DayKey } from '@valley/shared/time';
import { calendarEventsInput } from '../../../lib/calls';
import { occurrencesByDay } from '../utils/calendar-days';

/** The calendar's events: one search for the whole window as a plain list (public-site §7), each series then expanded onto its days. */
export function useCalendarEvents(first: DayKey, last: DayKey) {
  const { data, error, mutate } = useApi('eventsSearch', calendarEventsInput({ first, last }));
  const days = useMemo(() => {
    const events = data === undefined ? [] : Array.isArray(data) ? data : data.data;
    return occurrencesByDay(events, first, last);
  }, [data, first, last]);
  return { days, error: error as unknown, isLoading: data === undefined && !error, retry: () => void mutate() };
}
