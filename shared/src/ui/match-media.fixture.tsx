/**
 * For tests: jsdom has no `window.matchMedia`, which react-hot-toast and the motion checks ask. Installs one that matches the queries
 * `matches` says it does (none by default). A fixture, so no app ships it.
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
