/**
 * A stand-in IntersectionObserver a test drives: `install()` in beforeEach, `uninstall()` in afterEach; `enter(n)` brings the n-th
 * observed element into view, `near(n)` within a screen below it, `leave(n)` further away; `observedCount()` says how many elements are watched (each
 * watcher of one element hears of it).
 */
let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];

class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}

const elements = () => [...new Set(observed.map((entry) => entry.element))];

function tell(index: number, box?: Partial<DOMRectReadOnly>, isIntersecting = true) {
  const element = elements()[index]!;
  for (const watcher of observed.filter((entry) => entry.element === element))
    watcher.callback([{ isIntersecting, target: element, ...(box && { boundingClientRect: box }) } as IntersectionObserverEntry], {} as IntersectionObserver);
}

export const fakeIntersectionObserver = {
  install() {
    observed = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  },
  uninstall() {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  },
  enter(index: number) {
    tell(index);
  },
  near(index: number) {
    tell(index, { top: window.innerHeight + 100, bottom: window.innerHeight + 100 });
  },
  leave(index: number) {
    tell(index, { top: window.innerHeight * 3, bottom: window.innerHeight * 3 }, false);
  },
  observedCount: () => elements().length,
};
