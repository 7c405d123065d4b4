import type { Pagination } from '@valley/shared/schemas/common';

/** §3 pagination object for `count` items on page `page` of `total` (pages are 1-based). */
export function paginationOf(page: number, perPage: number, total: number, count: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from,
    to: from === null ? null : from + count - 1,
    has_more_pages: page < lastPage,
  };
}
