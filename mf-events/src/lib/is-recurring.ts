import type { Event } from '@valley/shared/schemas/event';

/**
 * The 'Recurring Event' badge: a rule, or id 0 (how the content system marks generated series).
 * Apart from `recurring.ts` so that an event card, which every events block shows, does not bring
 * the recurrence rules (rrule) into pages that only list events.
 */
export const isRecurring = (event: Pick<Event, 'id' | 'recurrence'>): boolean => event.recurrence !== null || event.id === 0;
