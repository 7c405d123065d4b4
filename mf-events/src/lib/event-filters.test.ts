import { DEFAULT_FILTERS, dateRange, readFilters, searchBody, writeFilters } from './event-filters';

const NOW = new Date('2026-11-22T15:00:00Z');

describe('event listing filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters = {
      categories: [7, 3],
      destinations: [12],
      title: 'market',
      from: '2026-12-01',
      to: '2026-12-31',
      order: 'oldest' as const,
      view: 'list' as const,
    };
    const query = writeFilters(filters);
    expect(query.toString()).toBe('categories=7%2C3&destinations=12&title=market&from=2026-12-01&to=2026-12-31&order=oldest&view=list');
    expect(readFilters(query)).toEqual(filters);
  });

  it('leaves defaults out and ignores what it cannot read', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(readFilters(new URLSearchParams('categories=x,-2,4,4&from=2026-13-45&to=soon&order=newest&view=table'))).toEqual({
      ...DEFAULT_FILTERS,
      categories: [4],
    });
  });

  it('falls back to the default range for a shared link with a day the API would refuse', () => {
    expect(readFilters(new URLSearchParams('from=2031-02-30&to=9999-12-31'))).toEqual(DEFAULT_FILTERS);
    expect(readFilters(new URLSearchParams('from=2028-02-29')).from).toBe('2028-02-29');
  });
});

describe('the search body', () => {
  it('asks for page N of 48, today through 180 days ahead, omitting blank filters', () => {
    expect(searchBody({ ...DEFAULT_FILTERS, title: '  ' }, 1, NOW)).toEqual({ page: 1, limit: 48, order: 'upcoming', dates: '2026-11-22|2027-05-21' });
    expect(searchBody({ ...DEFAULT_FILTERS, categories: [7], destinations: [3], title: ' jazz ', order: 'oldest' }, 2, NOW)).toEqual({
      page: 2,
      limit: 48,
      order: 'oldest',
      dates: '2026-11-22|2027-05-21',
      categories: [7],
      destinations: [3],
      title: 'jazz',
    });
  });

  it('fills a missing end 180 days after the start, a missing start with today, and swaps a reversed range', () => {
    expect(dateRange({ from: '2027-01-01', to: null }, NOW)).toBe('2027-01-01|2027-06-30');
    expect(dateRange({ from: null, to: '2026-12-24' }, NOW)).toBe('2026-11-22|2026-12-24');
    expect(dateRange({ from: '2026-12-31', to: '2026-12-01' }, NOW)).toBe('2026-12-01|2026-12-31');
  });
});
