import { DESTINATION_ORDERS } from '@valley/shared/api/orders';
import type { DestinationSearchBody } from '@valley/shared/schemas/destination';
import type { ViewMode } from '../../../components/listing/listing-layout';
import { choiceField, idsField, queryCodec, textField, viewField } from '@valley/shared/url-query';

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

/** The query's codec: anything unknown or malformed reads as the default; blanks and defaults stay out of shared links. */
export const listingQuery = queryCodec<ListingQuery>({
  name: textField,
  experiences: idsField,
  activities: idsField,
  categories: idsField,
  order: choiceField(DESTINATION_ORDERS),
  view: viewField,
});
export const readListingQuery = listingQuery.read;
export const writeListingQuery = listingQuery.write;

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
