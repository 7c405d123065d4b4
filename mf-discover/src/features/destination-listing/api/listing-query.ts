import { DESTINATION_ORDERS } from '@valley/shared/api/orders';
import type { DestinationSearchBody } from '@valley/shared/schemas/destination';
import type { ViewMode } from '../../../components/listing/listing-layout';
import { SEARCH_TEXT_MAX } from '@valley/shared/api/limits';

export type DestinationOrder = (typeof DESTINATION_ORDERS)[number];

/** A destination listing's filters, sort and view: all of it lives in the URL query (shareable, reloadable). */
export interface ListingQuery {
  name: string;
  experiences: number[];
  activities: number[];
  categories: number[];
  order: DestinationOrder;
  view: ViewMode;
}

export type ListingFilters = Pick<ListingQuery, 'name' | 'experiences' | 'activities' | 'categories'>;
/** What a page fixes by default (the outdoors page's categories 248 and 249, a category page's own id). */
export type ListingScope = Partial<Pick<ListingQuery, 'experiences' | 'activities' | 'categories'>>;

export const EMPTY_FILTERS: ListingFilters = { name: '', experiences: [], activities: [], categories: [] };
const ID_KEYS = ['experiences', 'activities', 'categories'] as const;

const ids = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);

/** Reads the query; anything unknown or malformed falls back to the default rather than failing. */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const order = params.get('order');
  return {
    name: params.get('name')?.trim().slice(0, SEARCH_TEXT_MAX) ?? '',
    experiences: ids(params.get('experiences')),
    activities: ids(params.get('activities')),
    categories: ids(params.get('categories')),
    order: order === 'name' ? 'name' : 'updated',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes the query back, leaving out blanks and defaults so shared links stay short. */
export function writeListingQuery(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.name.trim()) params.set('name', query.name.trim());
  for (const key of ID_KEYS) if (query[key].length > 0) params.set(key, query[key].join(','));
  if (query.order !== 'updated') params.set('order', query.order);
  if (query.view !== 'grid') params.set('view', query.view);
  return params;
}

/** How many filters the visitor has set (the Filter button's badge). */
export function activeFilterCount(query: ListingFilters): number {
  return (query.name.trim() ? 1 : 0) + ID_KEYS.filter((key) => query[key].length > 0).length;
}

/** The search body (public-site §4: blank filters omitted); a page's scope applies to a filter the visitor has not set. */
export function destinationSearchBody(query: ListingQuery, scope: ListingScope = {}): DestinationSearchBody {
  const body: DestinationSearchBody = { order: query.order };
  if (query.name.trim()) body.name = query.name.trim();
  for (const key of ID_KEYS) {
    const chosen = query[key].length > 0 ? query[key] : (scope[key] ?? []);
    if (chosen.length > 0) body[key] = chosen;
  }
  return body;
}
