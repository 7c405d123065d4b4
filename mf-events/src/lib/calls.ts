import type { EndpointInput } from '@valley/shared/api/contract';

/** The calls mf-events' screens make with fixed inputs: one constant each, so the shell's early start (./prefetch) and the hooks agree. */

/** The CMS pages behind the screens (header image, words, blocks). */
export const EVENTS_PAGE_INPUT: EndpointInput<'page'> = { params: { '*': 'events' } };
export const CALENDAR_PAGE_INPUT: EndpointInput<'page'> = { params: { '*': 'calendar' } };

/** GET /events/categories/list: the listing's chips. */
export const EVENT_CATEGORIES_INPUT: EndpointInput<'eventCategories'> = {};
