import type { Pagination } from '@valley/shared/schemas/common';

/** What the feed knows about one loaded page: how many posts it held and the pagination it came with. */
export interface LoadedPage {
  count: number;
  /** Absent when the answer carried no pagination (totals unknown). */
  pagination?: Pagination | null;
}

/** When totals are unknown, at most this many pages are loaded after the first (public-site §4). */
export const MAX_EXTRA_LOADS = 5;

/**
 * Whether another page may be requested (public-site §4): the pagination info decides when present; otherwise a full last page
 * suggests more, up to MAX_EXTRA_LOADS, so a server that never says "done" cannot loop us.
 */
export function hasMorePages(pages: readonly LoadedPage[], pageSize: number): boolean {
  const last = pages.at(-1);
  if (!last) return false;
  // An empty page ends the feed whatever the pagination claims: asking again would return the same.
  if (last.count === 0) return false;
  if (last.pagination) return last.pagination.has_more_pages;
  if (last.count < pageSize) return false;
  return pages.length - 1 < MAX_EXTRA_LOADS;
}

/** The M of 'Showing N of M posts': the server's total, or what has loaded when the total is unknown. */
export function totalPosts(pages: readonly LoadedPage[]): number {
  const loaded = pages.reduce((sum, page) => sum + page.count, 0);
  const total = pages.at(-1)?.pagination?.total;
  return total === undefined ? loaded : Math.max(total, loaded);
}
