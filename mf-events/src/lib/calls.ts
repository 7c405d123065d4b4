import type { EndpointInput } from '@valley/shared/api/contract';
import { addDays, type DayKey } from '@valley/shared/time';

/** The calls mf-events' screens make with fixed inputs: one constant each, so the shell's early start (./prefetch) and the hooks agree. */

/** The CMS pages behind the screens (header image, words, blocks). */
export const EVENTS_PAGE_INPUT: EndpointInput<'page'> = { params: { '*': 'events' } };
export const CALENDAR_PAGE_INPUT: EndpointInput<'page'> = { params: { '*': 'calendar' } };

/** GET /events/categories/list: the listing's chips. */
export const EVENT_CATEGORIES_INPUT: EndpointInput<'eventCategories'> = {};

/** The calendar's window: a week back and half a year ahead of the valley's today (public-site §2). */
export const CALENDAR_DAYS_BACK = 7;
export const CALENDAR_DAYS_AHEAD = 180;
export const calendarWindow = (today: DayKey): { first: DayKey; last: DayKey } => ({
  first: addDays(today, -CALENDAR_DAYS_BACK),
  last: addDays(today, CALENDAR_DAYS_AHEAD),
});

/** The calendar's one search: its whole window as a plain list, each series then expanded onto its days. */
export const calendarEventsInput = ({ first, last }: { first: DayKey; last: DayKey }): EndpointInput<'eventsSearch'> => ({
  body: { dates: `${first}|${last}`, order: 'upcoming' },
});
