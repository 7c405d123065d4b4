import { pageSearch, readPage } from './paging';

describe('listing pages in the address', () => {
  it('reads a whole page number from 2, and 1 for a missing, malformed or first page', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=1', 'page=0', 'page=-2', 'page=2.5', 'page=two', 'page=1e400']) expect(readPage(new URLSearchParams(query))).toBe(1);
  });

  it('keeps the filters and sort, and page 1 is the plain address', () => {
    const params = new URLSearchParams('order=name&categories=3&page=2');
    expect(pageSearch(params, 3)).toBe('?order=name&categories=3&page=3');
    expect(pageSearch(params, 1)).toBe('?order=name&categories=3');
    expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
  });
});
