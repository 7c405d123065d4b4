import type { MetricWithAttribution } from 'web-vitals/attribution';
import { catchInsightBeacons } from '@valley/shared/insights/testing';
import { deviceClass, reportFieldVitals, routeNameOf } from './field-vitals';
import { startFieldVitals } from './start-field-vitals';

// web-vitals measures in a real browser (the insights journey); here its reports are handed in as it would hand them.
const reporters: ((metric: MetricWithAttribution) => void)[] = [];
/** A declaration, so the hoisted mock below can name it before this module's constants exist. */
function mockKeep(callback: (metric: MetricWithAttribution) => void) {
  reporters.push(callback);
}
jest.mock('web-vitals/attribution', () => ({ onLCP: mockKeep, onINP: mockKeep, onCLS: mockKeep, onTTFB: mockKeep }));
const measured = (metric: Record<string, unknown>) => {
  for (const report of reporters) report(metric as unknown as MetricWithAttribution);
};

const pointer = (coarse: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }),
  });

afterEach(() => {
  reporters.length = 0;
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

describe('field vitals', () => {
  it("names a page by its route in the shell's table, never by its address; any CMS page is 'cms'", () => {
    expect(routeNameOf('/')).toBe('home');
    expect(routeNameOf('/d/penns-cave')).toBe('discover/destination');
    expect(routeNameOf('/events/category/music')).toBe('events/category');
    expect(routeNameOf('/c/food')).toBe('discover/category');
    expect(routeNameOf('/dispatch/spring-news')).toBe('news/post');
    expect(routeNameOf('/favorites')).toBe('favorites');
    expect(routeNameOf('/about/our-team')).toBe('cms');
  });

  it('counts a device whose primary pointer is coarse as mobile, any other as desktop', () => {
    pointer(true);
    expect(deviceClass()).toBe('mobile');
    pointer(false);
    expect(deviceClass()).toBe('desktop');
  });

  it('reports each metric once with the route, device, value and a selector without text or query strings', () => {
    const beacons = catchInsightBeacons();
    pointer(true);
    reportFieldVitals('/d/penns-cave');
    measured({ name: 'TTFB', value: 412.6, attribution: {} });
    measured({ name: 'LCP', value: 2310.4, attribution: { target: 'main>div.hero>img[src="/media/x.webp?w=800"]' } });
    measured({ name: 'INP', value: 96, attribution: { interactionTarget: 'button#menu-toggle' } });
    measured({ name: 'CLS', value: 0.123456, attribution: { largestShiftTarget: 'div.cards' } });
    // A later report of a metric (a page shown again) is not sent twice; a broken figure never.
    measured({ name: 'LCP', value: 900, attribution: {} });
    expect(beacons.sent()).toEqual([
      { kind: 'vital', metric: 'TTFB', route: 'discover/destination', device: 'mobile', value: 413 },
      { kind: 'vital', metric: 'LCP', route: 'discover/destination', device: 'mobile', value: 2310, target: 'main>div.hero>img' },
      { kind: 'vital', metric: 'INP', route: 'discover/destination', device: 'mobile', value: 96, target: 'button#menu-toggle' },
      { kind: 'vital', metric: 'CLS', route: 'discover/destination', device: 'mobile', value: 0.1235, target: 'div.cards' },
    ]);
  });

  it('drops a figure past its bound and keeps the end of a long selector, from a whole step', () => {
    const beacons = catchInsightBeacons();
    pointer(false);
    reportFieldVitals('/');
    measured({ name: 'CLS', value: 11, attribution: {} });
    measured({ name: 'LCP', value: 1800, attribution: { target: `${'div.wrapper>'.repeat(12)}img.hero` } });
    const sent = beacons.sent().filter((event) => event.kind === 'vital');
    expect(sent).toHaveLength(1);
    const [lcp] = sent;
    expect(lcp).toMatchObject({ metric: 'LCP', route: 'home', device: 'desktop' });
    const target = (lcp as { target: string }).target;
    expect(target.length).toBeLessThanOrEqual(100);
    expect(target).toMatch(/^div\.wrapper>.*>img\.hero$/);
  });

  it('does not even load web-vitals in a browser that asks not to be tracked', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => import('./field-vitals'));
      startFieldVitals('/', load);
      window.dispatchEvent(new Event('load'));
      jest.runAllTimers();
      expect(load).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts measuring once the page has loaded, for the landing page', async () => {
    const beacons = catchInsightBeacons();
    pointer(false);
    const started = new Promise<void>((resolve) => {
      startFieldVitals('/events/fall-fest', async () => {
        const module = await import('./field-vitals');
        return { ...module, reportFieldVitals: (pathname: string) => (module.reportFieldVitals(pathname), resolve()) };
      });
    });
    await started;
    measured({ name: 'TTFB', value: 90, attribution: {} });
    expect(beacons.sent().filter((event) => event.kind === 'vital')).toEqual([
      { kind: 'vital', metric: 'TTFB', route: 'events/event', device: 'desktop', value: 90 },
    ]);
  });
});
