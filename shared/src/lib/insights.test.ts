import { useConfigStore } from '../stores/config';
import { FLUSH_DELAY_MS, flushInsights, track } from './insights';

const beacons: { url: string; body: unknown }[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  beacons.length = 0;
  useConfigStore.getState().setConfig({ apiUrl: 'http://api.test/' });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  });
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: undefined });
});
afterEach(() => {
  flushInsights();
  jest.useRealTimers();
});

const view = (id: number) => ({ kind: 'view', listing: 'destination', id }) as const;

it('sends what a visitor did in one beacon to the API, a moment later', () => {
  track(view(1));
  track({ kind: 'click_website', listing: 'destination', id: 1 });
  expect(beacons).toHaveLength(0);
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(beacons).toEqual([
    { url: 'http://api.test/api/insights/events', body: { events: [view(1), { kind: 'click_website', listing: 'destination', id: 1 }] } },
  ]);
});

it('sends at once when the page is left, in beacons of at most 30 events', () => {
  for (let id = 1; id <= 31; id += 1) track(view(id));
  dispatchEvent(new Event('pagehide'));
  expect(beacons.map((beacon) => (beacon.body as { events: unknown[] }).events.length)).toEqual([30, 1]);
});

it('sends nothing when the browser asks for Global Privacy Control', () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
  track(view(1));
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  dispatchEvent(new Event('pagehide'));
  expect(beacons).toHaveLength(0);
});
