import { VIEW_TOKEN_EVENTS } from '../api/insight-kinds';
import { useConfigStore } from '../stores/config';
import { FLUSH_DELAY_MS, flushInsights, holdViewToken, TOKEN_RETRY_MS, track } from './insights';

const beacons: { url: string; body: { token: string; events: unknown[] } }[] = [];
/** What the API answers each ask for a view token; undefined is a network failure. */
let issued: ({ token: string | null; expiresIn: number } | undefined)[] = [];
const asked: { url: string; init: RequestInit | undefined }[] = [];

/** Lets the token's fetch and the flush after it settle, with fake timers on. */
const settle = async () => {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  beacons.length = 0;
  asked.length = 0;
  issued = [];
  useConfigStore.getState().setConfig({ apiUrl: 'http://api.test/' });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) as { token: string; events: unknown[] } }) > 0,
  });
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: undefined });
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), init });
    const answer = issued.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, json: async () => answer } as Response;
  });
  // Every test starts without a token: one already held is spent.
  holdViewToken('spent', 0);
});
afterEach(() => {
  flushInsights();
  jest.useRealTimers();
});

const view = (id: number) => ({ kind: 'view', listing: 'destination', id }) as const;

it("asks the API for the page view's token at the first event, and sends what the visitor did with it in one beacon, a moment later", async () => {
  issued = [{ token: 'token-1', expiresIn: 1800 }];
  track(view(1));
  track({ kind: 'click_website', listing: 'destination', id: 1 });
  await settle();
  expect(asked).toEqual([{ url: 'http://api.test/api/insights/token', init: { method: 'POST', credentials: 'omit' } }]);
  expect(beacons).toHaveLength(0);
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(beacons).toEqual([
    { url: 'http://api.test/api/insights/events', body: { token: 'token-1', events: [view(1), { kind: 'click_website', listing: 'destination', id: 1 }] } },
  ]);
  track(view(2));
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(asked).toHaveLength(1);
  expect(beacons[1]?.body).toEqual({ token: 'token-1', events: [view(2)] });
});

it('sends at once when the page is left, in beacons of at most 30 events, and asks for a new token once one has carried its share', async () => {
  issued = [
    { token: 'token-1', expiresIn: 1800 },
    { token: 'token-2', expiresIn: 1800 },
  ];
  for (let id = 1; id <= VIEW_TOKEN_EVENTS + 1; id += 1) track(view(id));
  await settle();
  dispatchEvent(new Event('pagehide'));
  await settle();
  expect(beacons.map((beacon) => [beacon.body.token, beacon.body.events.length])).toEqual([
    ['token-1', 30],
    ['token-2', 1],
  ]);
});

it('asks for a new token before the one held runs out', async () => {
  issued = [
    { token: 'short', expiresIn: 120 },
    { token: 'next', expiresIn: 1800 },
  ];
  track(view(1));
  await settle();
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  jest.advanceTimersByTime(60_000);
  track(view(2));
  await settle();
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(beacons.map((beacon) => beacon.body.token)).toEqual(['short', 'next']);
});

it('sends nothing when the API issues no token or cannot be reached, and asks again only a minute later', async () => {
  issued = [{ token: null, expiresIn: 0 }];
  track(view(1));
  await settle();
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  await settle();
  track(view(2));
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  await settle();
  expect(beacons).toEqual([]);
  expect(asked).toHaveLength(1);

  jest.advanceTimersByTime(TOKEN_RETRY_MS);
  track(view(3));
  await settle();
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  await settle();
  expect(asked).toHaveLength(2);
  expect(beacons).toEqual([]);

  jest.advanceTimersByTime(TOKEN_RETRY_MS);
  issued = [{ token: 'token-3', expiresIn: 1800 }];
  track(view(4));
  await settle();
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(beacons.map((beacon) => beacon.body)).toEqual([{ token: 'token-3', events: [view(4)] }]);
});

it('sends a search that found nothing as its words, lowercased, and never a term that is no words', async () => {
  issued = [{ token: 'token-1', expiresIn: 1800 }];
  track({ kind: 'search_miss', term: '=HYPERLINK("https://evil.example","Open")' });
  track({ kind: 'search_miss', term: 'https://evil.example' });
  track({ kind: 'search_miss', term: '  Zebra   Park ' });
  await settle();
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(beacons.map((beacon) => beacon.body.events)).toEqual([[{ kind: 'search_miss', term: 'zebra park' }]]);
});

it('sends nothing, and asks for no token, when the browser asks for Global Privacy Control', async () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
  issued = [{ token: 'token-1', expiresIn: 1800 }];
  track(view(1));
  await settle();
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  dispatchEvent(new Event('pagehide'));
  await settle();
  expect(asked).toHaveLength(0);
  expect(beacons).toHaveLength(0);
});
