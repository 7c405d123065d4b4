import { act, renderHook } from '@testing-library/react';
import { catchInsightBeacons } from '@valley/shared/insights/testing';
import { SEARCH_MISS_SETTLE_MS, useSiteSearch } from './use-site-search';

type Call = (name: string, input: { body: Record<string, unknown> }, init?: { signal?: AbortSignal }) => Promise<unknown>;
const mockCall = jest.fn<ReturnType<Call>, Parameters<Call>>();
// One stable client, as useApiClient memoises it per API URL.
const mockClient = { call: mockCall, url: jest.fn() };
jest.mock('@valley/shared/api/swr', () => ({ useApiClient: () => mockClient }));

/** Answers of the five site searches for a text; each names its source and the text it answered. */
function answerFor(name: string, text: string): unknown {
  switch (name) {
    case 'destinationsSearch':
      return [{ id: 1, slug: 'lakeside-inn', name: `Lakeside Inn (${text})` }];
    case 'destinationCategoriesSearch':
      return [{ id: 2, slug: 'lodging', name: `Lodging (${text})` }];
    case 'pagesSearch':
      return [{ title: `About (${text})`, link: '/about' }];
    case 'eventsSearch':
      return [{ id: 3, slug: 'lake-festival', title: `Lake Festival (${text})` }];
    case 'newsSiteSearch':
      return [
        { id: 4, slug: 'lake-opens', title: `Lake opens (${text})`, source_link: null },
        { id: 5, slug: 'elsewhere', title: `Paper story (${text})`, source_link: 'https://paper.example.org/lake' },
      ];
    default:
      throw new Error(`unexpected call ${name}`);
  }
}

const textOf = (input: { body: Record<string, unknown> }) => String(input.body.name ?? input.body.q ?? input.body.title);
const answerImmediately: Call = (name, input) => Promise.resolve(answerFor(name, textOf(input)));

/** Renders the hook; `type` changes the text like a keystroke. */
function renderSearch(initial = '') {
  const view = renderHook(({ text }: { text: string }) => useSiteSearch(text), { initialProps: { text: initial } });
  return { ...view, type: (text: string) => view.rerender({ text }) };
}

const many = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const titles = (result: ReturnType<typeof useSiteSearch>) => result.groups.flatMap((group) => group.items.map((item) => item.title));

beforeEach(() => {
  jest.useFakeTimers();
  mockCall.mockReset();
  mockCall.mockImplementation(answerImmediately);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useSiteSearch', () => {
  it('never calls the API for three or fewer characters, counting trimmed text', async () => {
    const { result, type } = renderSearch('l');
    type('la');
    type('lak');
    type('  lak  ');
    await advance(1000);
    expect(mockCall).not.toHaveBeenCalled();
    expect(result.current).toEqual({ status: 'idle', groups: [], failed: false });
  });

  it('clears earlier results as soon as the text drops to three characters', async () => {
    const { result, type } = renderSearch('lake');
    await advance(300);
    expect(result.current.status).toBe('done');
    expect(result.current.groups).toHaveLength(5);

    type('lak');
    expect(result.current).toEqual({ status: 'idle', groups: [], failed: false });
    // Back to four characters: the old answer does not come back while the new search waits.
    type('lake');
    expect(result.current).toEqual({ status: 'loading', groups: [], failed: false });
    await advance(300);
    expect(result.current.status).toBe('done');
    expect(mockCall).toHaveBeenCalledTimes(10);
  });

  it('cancels a pending search when the text becomes too short', async () => {
    const { type } = renderSearch('lake');
    await advance(200);
    type('lak');
    await advance(1000);
    expect(mockCall).not.toHaveBeenCalled();
  });

  it('calls the five searches once each, only 300 ms after the last keystroke, with the spec inputs', async () => {
    const { result } = renderSearch(' lake ');
    expect(result.current.status).toBe('loading');
    await advance(299);
    expect(mockCall).not.toHaveBeenCalled();

    await advance(1);
    expect(mockCall).toHaveBeenCalledTimes(5);
    const inputs = Object.fromEntries(mockCall.mock.calls.map(([name, input]) => [name, input]));
    expect(inputs).toEqual({
      destinationsSearch: { body: { name: 'lake' } },
      destinationCategoriesSearch: { body: { q: 'lake' } },
      pagesSearch: { body: { q: 'lake' } },
      eventsSearch: { body: { title: 'lake', limit: 10 } },
      newsSiteSearch: { body: { title: 'lake', categories: null, limit: 10 } },
    });

    expect(result.current.status).toBe('done');
    expect(result.current.groups.map((group) => group.label)).toEqual(['Destinations', 'Categories', 'Pages', 'Events', 'News']);
    expect(result.current.groups.flatMap((group) => group.items.map(({ href, external }) => ({ href, external })))).toEqual([
      { href: '/d/lakeside-inn', external: false },
      { href: '/c/lodging', external: false },
      { href: '/about', external: false },
      { href: '/events/lake-festival', external: false },
      { href: '/dispatch/lake-opens', external: false },
      { href: 'https://paper.example.org/lake', external: true },
    ]);
  });

  it('searches once, for the final text, when typing quickly', async () => {
    const { result, type } = renderSearch('');
    for (const text of ['l', 'la', 'lak', 'lake', 'lake ', 'lake v', 'lake vi', 'lake vie', 'lake view']) {
      type(text);
      await advance(120);
    }
    expect(mockCall).not.toHaveBeenCalled();
    await advance(300);
    expect(mockCall).toHaveBeenCalledTimes(5);
    expect(mockCall.mock.calls.map(([, input]) => textOf(input))).toEqual(Array(5).fill('lake view'));
    expect(titles(result.current)[0]).toBe('Lakeside Inn (lake view)');
  });

  it('ignores a late answer for an earlier text', async () => {
    const pending: { text: string; name: string; resolve: () => void }[] = [];
    mockCall.mockImplementation(
      (name, input) =>
        new Promise((resolve) => {
          pending.push({ name, text: textOf(input), resolve: () => resolve(answerFor(name, textOf(input))) });
        }),
    );
    const settle = (text: string) =>
      act(async () => {
        pending.filter((call) => call.text === text).forEach((call) => call.resolve());
        await Promise.resolve();
      });

    const { result, type } = renderSearch('pizza');
    await advance(300);
    type('pizzeria');
    await advance(300);
    expect(pending).toHaveLength(10);

    // The newer text answers first, then the older one arrives late.
    await settle('pizzeria');
    expect(result.current.status).toBe('done');
    await settle('pizza');
    expect(result.current.status).toBe('done');
    expect(titles(result.current).every((title) => title.endsWith('(pizzeria)'))).toBe(true);

    // An older answer arriving while the newest is still pending does not count either.
    type('pizzas');
    await advance(300);
    type('pizzas!');
    await advance(300);
    await settle('pizzas');
    expect(result.current.status).toBe('loading');
    expect(titles(result.current).some((title) => title.endsWith('(pizzas)'))).toBe(false);
  });

  it('drops only the group of a failing search and logs the failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockCall.mockImplementation((name, input) =>
      name === 'eventsSearch' ? Promise.reject(new Error('500 Internal Server Error')) : answerImmediately(name, input),
    );
    const { result } = renderSearch('lake');
    await advance(300);
    expect(result.current.status).toBe('done');
    expect(result.current.groups.map((group) => group.label)).toEqual(['Destinations', 'Categories', 'Pages', 'News']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('caps each group, reads a paged events answer and leaves out empty groups', async () => {
    mockCall.mockImplementation((name) => {
      if (name === 'destinationsSearch') return Promise.resolve(many(12).map((id) => ({ id, slug: `d${id}`, name: `D${id}` })));
      if (name === 'destinationCategoriesSearch') return Promise.resolve(many(7).map((id) => ({ id, slug: `c${id}`, name: `C${id}` })));
      if (name === 'eventsSearch') return Promise.resolve({ data: [{ id: 1, slug: 'e1', title: 'E1' }], pagination: {} });
      return Promise.resolve([]);
    });
    const { result } = renderSearch('lake');
    await advance(300);
    expect(result.current.groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Destinations', 8],
      ['Categories', 5],
      ['Events', 1],
    ]);
  });
});

/** Every site search answers nothing. */
const nothingFound = () => mockCall.mockImplementation((name) => Promise.resolve(name === 'eventsSearch' ? { data: [], pagination: {} } : []));

describe('searches that found nothing (decision 046)', () => {
  let sent: () => unknown[];
  beforeEach(() => {
    ({ sent } = catchInsightBeacons());
  });

  it('counts the term the visitor stopped at, not each one typed on the way', async () => {
    nothingFound();
    const { result, type } = renderSearch('zebra');
    await advance(300);
    expect(result.current.status).toBe('done');
    type('zebra par');
    await advance(300);
    type('  zebra park ');
    await advance(300);
    expect(sent()).toEqual([]);
    await advance(SEARCH_MISS_SETTLE_MS);
    expect(sent()).toEqual([{ kind: 'search_miss', term: 'zebra park' }]);
    await advance(5 * SEARCH_MISS_SETTLE_MS);
    expect(sent()).toHaveLength(1);
  });

  it('counts nothing for a term that is no words: a link, markup or a formula never reaches the Board (decision 074)', async () => {
    nothingFound();
    const { type } = renderSearch('https://evil.example');
    await advance(300);
    await advance(SEARCH_MISS_SETTLE_MS);
    type('=HYPERLINK("https://evil.example","Open")');
    await advance(300);
    await advance(SEARCH_MISS_SETTLE_MS);
    expect(sent()).toEqual([]);
  });

  it('counts nothing when the search found something, or could not search', async () => {
    const { type } = renderSearch('lake');
    await advance(300);
    await advance(SEARCH_MISS_SETTLE_MS);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockCall.mockImplementation(() => Promise.reject(new Error('offline')));
    type('zebra park');
    await advance(300);
    await advance(SEARCH_MISS_SETTLE_MS);
    warn.mockRestore();
    expect(sent()).toEqual([]);
  });
});
