import type { Pagination } from '@valley/shared/schemas/common';
import { MAX_EXTRA_LOADS, hasMorePages, totalPosts, type LoadedPage } from './has-more';

const PAGE_SIZE = 48;

const pagination = (page: number, total: number): Pagination => {
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const count = page < lastPage ? PAGE_SIZE : total - (lastPage - 1) * PAGE_SIZE;
  const from = (page - 1) * PAGE_SIZE + 1;
  return { current_page: page, per_page: PAGE_SIZE, total, last_page: lastPage, from, to: from + count - 1, has_more_pages: page < lastPage };
};
const full = (): LoadedPage => ({ count: PAGE_SIZE });
const fullPages = (count: number) => Array.from({ length: count }, full);

describe('has-more with pagination info', () => {
  it('follows has_more_pages: more after page 1 of 50 posts, none after page 2', () => {
    expect(hasMorePages([{ count: 48, pagination: pagination(1, 50) }], PAGE_SIZE)).toBe(true);
    expect(
      hasMorePages(
        [
          { count: 48, pagination: pagination(1, 50) },
          { count: 2, pagination: pagination(2, 50) },
        ],
        PAGE_SIZE,
      ),
    ).toBe(false);
  });

  it('trusts the pagination over the page size: a full last page with has_more_pages false ends the feed', () => {
    expect(hasMorePages([{ count: 48, pagination: pagination(1, 48) }], PAGE_SIZE)).toBe(false);
  });

  it('trusts the pagination past the extra-load bound: a long feed keeps loading', () => {
    const pages = Array.from({ length: 8 }, (_, index) => ({ count: 48, pagination: pagination(index + 1, 48 * 10) }));
    expect(hasMorePages(pages, PAGE_SIZE)).toBe(true);
  });

  it('stops at an empty page even when the pagination says more', () => {
    expect(hasMorePages([{ count: 0, pagination: { ...pagination(1, 50), has_more_pages: true } }], PAGE_SIZE)).toBe(false);
  });
});

describe('has-more without pagination info', () => {
  it('a full last page means there may be more', () => {
    expect(hasMorePages([full()], PAGE_SIZE)).toBe(true);
    expect(hasMorePages([full(), { count: 48, pagination: null }], PAGE_SIZE)).toBe(true);
  });

  it('a partial last page means the end', () => {
    expect(hasMorePages([{ count: 47 }], PAGE_SIZE)).toBe(false);
    expect(hasMorePages([full(), { count: 12 }], PAGE_SIZE)).toBe(false);
  });

  it(`loads at most ${MAX_EXTRA_LOADS} pages after the first, even when every page is full`, () => {
    // The first page plus 4 extra loads: a fifth is still allowed.
    expect(hasMorePages(fullPages(1 + MAX_EXTRA_LOADS - 1), PAGE_SIZE)).toBe(true);
    // The first page plus 5 extra loads: no more.
    expect(hasMorePages(fullPages(1 + MAX_EXTRA_LOADS), PAGE_SIZE)).toBe(false);
    expect(hasMorePages(fullPages(1 + MAX_EXTRA_LOADS + 3), PAGE_SIZE)).toBe(false);
  });

  it('with nothing loaded yet there is no next page to ask for (the first page loads on entry)', () => {
    expect(hasMorePages([], PAGE_SIZE)).toBe(false);
  });
});

describe('the total of the counter', () => {
  it("is the server's total when known", () => {
    expect(totalPosts([{ count: 48, pagination: pagination(1, 50) }])).toBe(50);
  });

  it('is what has loaded when the total is unknown', () => {
    expect(totalPosts([full(), { count: 7 }])).toBe(55);
    expect(totalPosts([])).toBe(0);
  });
});
