import type { EndpointInput } from '@valley/shared/api/contract';
import { NEWS_ORDERS } from '@valley/shared/api/orders';

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

const isOrder = (value: string | null): value is NewsOrder => (NEWS_ORDERS as readonly string[]).includes(value ?? '');

/** Reads `?title=…&categories=1,2&order=oldest`; anything malformed falls back to no filter. */
export function filtersFromSearch(search: URLSearchParams): DispatchFilters {
  const categories = (search.get('categories') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  const order = search.get('order');
  return {
    title: (search.get('title') ?? '').trim(),
    categories: [...new Set(categories)],
    order: isOrder(order) ? order : 'latest',
  };
}

/** The query string of some filters; blank filters and the default order are left out. */
export function searchFromFilters(filters: DispatchFilters): URLSearchParams {
  const search = new URLSearchParams();
  const title = filters.title.trim();
  if (title) search.set('title', title);
  if (filters.categories.length > 0) search.set('categories', filters.categories.join(','));
  if (filters.order !== 'latest') search.set('order', filters.order);
  return search;
}

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
