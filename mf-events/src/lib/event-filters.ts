import { EVENT_ORDERS } from '@valley/shared/api/orders';
import { addDays, dateTimeProblem, dayKeyOf } from '@valley/shared/time';
import type { EventSearchBody } from '@valley/shared/schemas/event';
import { EVENT_LOOKAHEAD_DAYS } from './dates';
import { SEARCH_TEXT_MAX } from '@valley/shared/api/limits';

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

const ids = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ].slice(0, 100);

// The API's own date rule, so a shared link with 2031-02-30 or 9999-12-31 falls back to the default range.
const day = (value: string | null): string | null => (value && DAY.test(value) && dateTimeProblem(value) === null ? value : null);

/** Reads a listing's query; anything malformed falls back to the default. */
export function readFilters(query: URLSearchParams): EventFilters {
  const order = query.get('order');
  return {
    categories: ids(query.get('categories')),
    destinations: ids(query.get('destinations')),
    title: (query.get('title') ?? '').slice(0, SEARCH_TEXT_MAX),
    from: day(query.get('from')),
    to: day(query.get('to')),
    order: EVENT_ORDERS.find((known) => known === order) ?? 'upcoming',
    view: query.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query for a listing's filters: defaults and blanks are left out. */
export function writeFilters(filters: EventFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.categories.length) query.set('categories', filters.categories.join(','));
  if (filters.destinations.length) query.set('destinations', filters.destinations.join(','));
  if (filters.title.trim()) query.set('title', filters.title.trim());
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.order !== 'upcoming') query.set('order', filters.order);
  if (filters.view !== 'grid') query.set('view', filters.view);
  return query;
}

/** The searched range: the chosen days, today for a missing start, 180 days on for a missing end; a reversed pair is turned round. */
export function dateRange(filters: Pick<EventFilters, 'from' | 'to'>, now = new Date()): string {
  const start = filters.from ?? dayKeyOf(now);
  const end = filters.to ?? addDays(start, EVENT_LOOKAHEAD_DAYS);
  return start <= end ? `${start}|${end}` : `${end}|${start}`;
}

/** The body of POST /events/search for one page; blank filters are omitted (public-site §4). */
export function searchBody(filters: EventFilters, page: number, now = new Date()): EventSearchBody {
  const body: EventSearchBody = { page, limit: EVENTS_PAGE_SIZE, order: filters.order, dates: dateRange(filters, now) };
  if (filters.categories.length) body.categories = filters.categories;
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
