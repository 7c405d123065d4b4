/**
 * A stand-in IntersectionObserver a test drives: `install()` in beforeEach, `uninstall()` in afterEach; `enter(n)` brings the n-th
 * observed element near the viewport; `observedCount()` says how many are watched.
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

export const fakeIntersectionObserver = {
  install() {
    observed = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  },
  uninstall() {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  },
  enter(index: number) {
    const target = observed[index]!;
    target.callback([{ isIntersecting: true, target: target.element } as IntersectionObserverEntry], {} as IntersectionObserver);
  },
  observedCount: () => observed.length,
};
