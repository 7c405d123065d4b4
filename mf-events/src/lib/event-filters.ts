import { EVENT_ORDERS } from '@valley/shared/api/orders';
import { addDays, dateTimeProblem, dayKeyOf } from '@valley/shared/time';
import type { EventSearchBody } from '@valley/shared/schemas/event';
import { EVENT_LOOKAHEAD_DAYS } from './dates';
import { choiceField, idsField, queryCodec, textField, viewField, type QueryField } from '@valley/shared/url-query';

/** Events per request on the listings (public-site §9). */
export const EVENTS_PAGE_SIZE = 48;

export type EventOrder = (typeof EVENT_ORDERS)[number];
export type ViewMode = 'grid' | 'list';

/** What a listing shows, as kept in the URL query so a filtered listing can be shared. */
export interface EventFilters {
  categories: number[];
  destinations: number[];
  title: string;
  /** 'YYYY-MM-DD' or null: with neither, today through 180 days ahead (public-site §5). */
  from: string | null;
  to: string | null;
  order: EventOrder;
  view: ViewMode;
}

export const DEFAULT_FILTERS: EventFilters = { categories: [], destinations: [], title: '', from: null, to: null, order: 'upcoming', view: 'grid' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day 'YYYY-MM-DD' by the API's own date rule, so a shared link with 2031-02-30 or 9999-12-31 falls back to the default range. */
const dayField: QueryField<string | null> = {
  read: (value) => (value && DAY.test(value) && dateTimeProblem(value) === null ? value : null),
  write: (value) => value || null,
};

/** A listing's query: anything malformed reads as the default; defaults and blanks are left out. */
export const eventFiltersQuery = queryCodec<EventFilters>({
  categories: idsField,
  destinations: idsField,
  title: textField,
  from: dayField,
  to: dayField,
  order: choiceField(EVENT_ORDERS),
  view: viewField,
});
export const readFilters = eventFiltersQuery.read;
export const writeFilters = eventFiltersQuery.write;

/** The searched range: the chosen days, today for a missing start, 180 days on for a missing end; a reversed pair is turned round. */
export function dateRange(filters: Pick<EventFilters, 'from' | 'to'>, now = new Date()): string {
  const start = filters.from ?? dayKeyOf(now);
  const end = filters.to ?? addDays(start, EVENT_LOOKAHEAD_DAYS);
  return start <= end ? `${start}|${end}` : `${end}|${start}`;
}

/**
 * The body of POST /events/search for one page; blank filters are omitted (public-site §4). A category page's listing (`fixedCategory`)
 * is that category alone.
 */
export function searchBody(filters: EventFilters, page: number, now = new Date(), fixedCategory?: number): EventSearchBody {
  const body: EventSearchBody = { page, limit: EVENTS_PAGE_SIZE, order: filters.order, dates: dateRange(filters, now) };
  if (fixedCategory !== undefined) body.categories = [fixedCategory];
  else if (filters.categories.length) body.categories = filters.categories;
  if (filters.destinations.length) body.destinations = filters.destinations;
  const title = filters.title.trim();
  if (title) body.title = title;
  return body;
}

/** Whether any filter beyond sort and view is set (the All chip is pressed when none is). */
export const hasFilters = (filters: EventFilters): boolean =>
  filters.categories.length > 0 || filters.destinations.length > 0 || filters.title.trim() !== '' || filters.from !== null || filters.to !== null;

/** The Sort By choices (public-site §9: events 'upcoming' or 'oldest'). */
export const EVENT_ORDERS_LABELS: Record<EventOrder, string> = { upcoming: 'Upcoming', oldest: 'Oldest' };
