/** @jest-environment node */
import { createApiClient } from '@valley/shared/api';
import { FOOTER_MENU_INPUTS, GLOBALS_INPUT, NAV_INPUT, TOP_MENU_INPUT } from '../config/shell-calls';
import { apiPreloadTags, injectPreloads, paintFirst, placeHead } from './document';

const BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Happy Valley</title><script defer src="/main.abcdef1234.js"></script></head><body><div id="root"></div></body></html>';

describe('placeHead', () => {
  it("puts the page's own head in place of the built title, right after the viewport: one title, before the scripts", () => {
    const head =
      '<link rel="preload" as="image" imageSrcSet="a.webp 320w" fetchPriority="high"/><title>Getting Here | Happy Valley</title><meta name="description" content="By air"/>';
    const page = placeHead(BUILT, head);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(`<meta name="viewport" content="width=device-width,initial-scale=1">${head}<script defer`);
  });

  it('keeps the built title for a page whose route did not finish; its preloads still go in', () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="a.webp 320w"/>';
    expect(placeHead(BUILT, preload)).toContain(`initial-scale=1">${preload}<title>Happy Valley</title>`);
    expect(placeHead(BUILT, '')).toBe(BUILT);
  });
});

describe('apiPreloadTags', () => {
  it("preloads, by the browsers' address of the API, exactly the URLs the chrome's hooks ask for", () => {
    const client = createApiClient({ baseUrl: 'https://api.valley.test', fetch: () => Promise.reject(new Error('no calls here')) });
    const asked = [
      client.url('globals', GLOBALS_INPUT),
      client.url('nav', NAV_INPUT),
      client.url('menu', TOP_MENU_INPUT),
      ...FOOTER_MENU_INPUTS.map((input) => client.url('menu', input)),
    ];
    const tags = apiPreloadTags('https://api.valley.test/');
    const preloaded = [...tags.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous">/g)].map((match) => match[1]);
    expect(preloaded).toEqual(asked);
    expect(preloaded[0]).toBe('https://api.valley.test/variables/get/global');
  });
});

describe('injectPreloads', () => {
  it('puts the tags first in <head>', () => {
    expect(injectPreloads('<html><head lang="x"><script src="/main.js"></script></head></html>', '<link rel="preload">')).toBe(
      '<html><head lang="x"><link rel="preload"><script src="/main.js"></script></head></html>',
    );
  });
});

/** A frame, for a starter run with fake timers. */
const nextFrame = (callback: () => void) => setTimeout(callback, 16);

/** Runs the page's starter against a fake document, frame and paint observer (none: a browser without paint entries). */
const runStarter = (loader: string, visibilityState: string, paintEntries: boolean) => {
  const added: Record<string, string>[] = [];
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect({ type, buffered }).toEqual({ type: 'paint', buffered: true });
      observers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const page = { visibilityState, createElement: () => ({}), head: { appendChild: (element: Record<string, string>) => added.push(element) } };
  new Function('document', 'requestAnimationFrame', 'PerformanceObserver', loader)(page, nextFrame, paintEntries ? FakeObserver : undefined);
  const paint = (...names: string[]) => {
    for (const observer of observers) observer(names);
  };
  return { added, paint };
};
const STARTED = [{ rel: 'preload', as: 'script', href: 'http://events.test/remoteEntry.js' }, { src: '/react-dom.1.js' }, { src: '/main.1.js' }];
const starterOf = () => {
  const built =
    '<html><head><link rel="preload" as="script" href="http://events.test/remoteEntry.js"><script defer src="/react-dom.1.js"></script>' +
    '<script defer src="/main.1.js"></script></head><body></body></html>';
  return /<script nonce="n1">([\s\S]*?)<\/script><\/body>/.exec(paintFirst(built, { nonce: 'nonce="n1"' }))?.[1] ?? '';
};
const countPerTask = (added: unknown[], tasks: number) =>
  Array.from({ length: tasks }, () => {
    jest.advanceTimersToNextTimer();
    return added.length;
  });

describe('paintFirst (decision 060)', () => {
  it("takes a rendered page's scripts out of its head; a nonce'd script adds them after the first paint", () => {
    const built =
      '<html><head><meta name="viewport" content="width=device-width"><link rel="preload" as="script" href="http://events.test/remoteEntry.js" fetchpriority="low">' +
      '<script defer fetchpriority="high" src="/main.1.js"></script><link href="/main.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
    const page = paintFirst(built, { nonce: 'nonce="n1"' });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<script|as="script"/);
    expect(head).toContain('<link href="/main.css" rel="stylesheet">');
    const loader = /<script nonce="n1">([\s\S]*?)<\/script><\/body>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    expect(loader.endsWith('([{"href":"http://events.test/remoteEntry.js"},{"src":"/main.1.js"}])')).toBe(true);
  });

  it('adds the scripts one to a task once the first contentful paint is on the screen, not at the frame before it (decisions 071, 072)', () => {
    jest.useFakeTimers();
    try {
      const { added, paint } = runStarter(starterOf(), 'visible', true);
      jest.advanceTimersByTime(16);
      paint('first-paint');
      jest.advanceTimersByTime(500);
      expect(added).toHaveLength(0);
      paint('first-paint', 'first-contentful-paint');
      expect(countPerTask(added, 4)).toEqual([1, 2, 3, 3]);
      expect(added).toEqual(STARTED);
      // The fallback a second after the frame finds them started: nothing twice.
      jest.advanceTimersByTime(2000);
      expect(added).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts them a second after the first frame if no contentful paint is reported, at the frame where paints are not reported, and at once in a hidden tab', () => {
    jest.useFakeTimers();
    try {
      const unreported = runStarter(starterOf(), 'visible', true);
      jest.advanceTimersByTime(16 + 999);
      expect(unreported.added).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(countPerTask(unreported.added, 3)).toEqual([1, 2, 3]);

      const unsupported = runStarter(starterOf(), 'visible', false);
      jest.advanceTimersByTime(16);
      expect(countPerTask(unsupported.added, 4)).toEqual([0, 1, 2, 3]);
      expect(unsupported.added).toEqual(STARTED);

      expect(runStarter(starterOf(), 'hidden', true).added).toEqual(STARTED);
    } finally {
      jest.useRealTimers();
    }
  });

  it('cannot be closed by an address, and leaves a page without scripts as built', () => {
    const built = '<html><head><script defer src="/x.js?a=</script><b>"></script></head><body></body></html>';
    const loader = /<script nonce="n1">([\s\S]*?)<\/script><\/body>/.exec(paintFirst(built, { nonce: 'nonce="n1"' }))?.[1] ?? '';
    expect(loader).not.toContain('</script');
    expect(paintFirst('<html><head></head><body></body></html>', { nonce: 'nonce="n1"' })).toBe('<html><head></head><body></body></html>');
  });
});
