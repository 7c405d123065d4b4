import { NO_FILTERS, filtersFromSearch, hasActiveFilters, newsSearchQuery, searchFromFilters } from './dispatch-filters';

describe('filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = { title: 'trout', categories: [2, 5], order: 'oldest' as const };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe('title=trout&categories=2%2C5&order=oldest');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('leave out blank filters and the default order', () => {
    expect(searchFromFilters({ title: '   ', categories: [], order: 'latest' }).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });

  it('ignore malformed values', () => {
    expect(filtersFromSearch(new URLSearchParams('categories=2,abc,-1,2,0&order=newest&title=%20%20'))).toEqual({
      title: '',
      categories: [2],
      order: 'latest',
    });
  });
});

describe('the search query of a page', () => {
  it('asks for 48 posts of the given page in the chosen order', () => {
    expect(newsSearchQuery(NO_FILTERS, 1)).toEqual({ page: 1, limit: 48, order: 'latest' });
    expect(newsSearchQuery({ ...NO_FILTERS, order: 'oldest' }, 3)).toEqual({ page: 3, limit: 48, order: 'oldest' });
  });

  it('trims the title and sends it only when non-empty', () => {
    expect(newsSearchQuery({ ...NO_FILTERS, title: '  fall color  ' }, 1)).toEqual({ page: 1, limit: 48, order: 'latest', title: 'fall color' });
    expect(newsSearchQuery({ ...NO_FILTERS, title: '   ' }, 1)).not.toHaveProperty('title');
  });

  it('sends categories only when some are chosen', () => {
    expect(newsSearchQuery({ ...NO_FILTERS, categories: [1, 4] }, 1)).toEqual({ page: 1, limit: 48, order: 'latest', categories: [1, 4] });
    expect(newsSearchQuery(NO_FILTERS, 1)).not.toHaveProperty('categories');
  });
});

it('knows when any filter is active', () => {
  expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  expect(hasActiveFilters({ ...NO_FILTERS, title: ' ' })).toBe(false);
  expect(hasActiveFilters({ ...NO_FILTERS, categories: [3] })).toBe(true);
  expect(hasActiveFilters({ ...NO_FILTERS, order: 'oldest' })).toBe(true);
});
