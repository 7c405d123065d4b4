import type { Event } from '@valley/shared/schemas/event';

/**
 * Whether an event repeats (the Recurring Event badge): a rule, or id 0 (how the content system marks generated series). Apart from
 * `recurring.ts` so an event card does not bring rrule into pages that only list events.
 */
export const isRecurring = (event: Pick<Event, 'id' | 'recurrence'>): boolean => event.recurrence !== null || event.id === 0;
