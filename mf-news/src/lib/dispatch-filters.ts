import type { EndpointInput } from '@valley/shared/api/contract';
import { NEWS_ORDERS } from '@valley/shared/api/orders';
import { choiceField, idsField, queryCodec, textField } from '@valley/shared/url-query';

/** News page size (public-site §9). */
export const NEWS_PAGE_SIZE = 48;

export type NewsOrder = (typeof NEWS_ORDERS)[number];

/** The dispatch list's filters, as they live in the URL query (shareable and reloadable). */
export interface DispatchFilters {
  title: string;
  categories: number[];
  order: NewsOrder;
}

export const NO_FILTERS: DispatchFilters = { title: '', categories: [], order: 'latest' };

/** `?title=…&categories=1,2&order=oldest`: anything malformed reads as no filter; blank filters and the default order are left out. */
export const dispatchQuery = queryCodec<DispatchFilters>({ title: textField, categories: idsField, order: choiceField(NEWS_ORDERS) });
export const filtersFromSearch = dispatchQuery.read;
export const searchFromFilters = dispatchQuery.write;

/** GET /news/search's query for one page: the title is trimmed and sent only when non-empty (public-site §5). */
export function newsSearchQuery(filters: DispatchFilters, page: number): EndpointInput<'newsSearch'>['query'] {
  const title = filters.title.trim();
  return {
    page,
    limit: NEWS_PAGE_SIZE,
    order: filters.order,
    ...(title ? { title } : {}),
    ...(filters.categories.length > 0 ? { categories: filters.categories } : {}),
  };
}

export const hasActiveFilters = (filters: DispatchFilters) => filters.title.trim() !== '' || filters.categories.length > 0 || filters.order !== 'latest';
