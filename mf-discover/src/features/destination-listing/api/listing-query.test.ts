import { activeFilterCount, destinationSearchBody, readListingQuery, writeListingQuery } from './listing-query';

describe('listing query', () => {
  it('round-trips filters, sort and view through the URL', () => {
    const query = readListingQuery(new URLSearchParams('name=Inn&categories=240,241&order=name&view=list'));
    expect(query).toEqual({ name: 'Inn', experiences: [], activities: [], categories: [240, 241], order: 'name', view: 'list' });
    expect(writeListingQuery(query).toString()).toBe('name=Inn&categories=240%2C241&order=name&view=list');
  });

  it('falls back to defaults for junk and leaves defaults out of the URL', () => {
    const query = readListingQuery(new URLSearchParams('order=cheapest&view=map&experiences=a,-3,2.5&activities=7'));
    expect(query).toMatchObject({ order: 'updated', view: 'grid', experiences: [], activities: [7] });
    expect(writeListingQuery({ ...query, activities: [] }).toString()).toBe('');
  });

  it('omits blank filters from the search body', () => {
    expect(destinationSearchBody(readListingQuery(new URLSearchParams('name=%20%20')))).toEqual({ order: 'updated' });
  });

  it("applies the page's scope until the visitor sets that filter", () => {
    const scope = { categories: [248, 249] };
    expect(destinationSearchBody(readListingQuery(new URLSearchParams('')), scope)).toEqual({ order: 'updated', categories: [248, 249] });
    expect(destinationSearchBody(readListingQuery(new URLSearchParams('categories=259&order=name')), scope)).toEqual({ order: 'name', categories: [259] });
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount(readListingQuery(new URLSearchParams('name=x&categories=1&experiences=2')))).toBe(3);
    expect(activeFilterCount(readListingQuery(new URLSearchParams('order=name')))).toBe(0);
  });
});
