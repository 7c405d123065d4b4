import { createContext, useContext, useDeferredValue, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and in the hydration render, true afterwards (and at once in a page rendered on the client alone), so what only
 * this browser knows (sign-in, hearts, drafts, screen size) applies after hydration in space the server already reserved.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `ready`, revealed in a background render React slices when the page renders on the client (decision 020), but at once on the server
 * and in the hydration render, so the server's HTML holds the content and the client's first render agrees with it.
 */
export function useDeferredReady(ready: boolean): boolean {
  const hydrated = useHydrated();
  return useDeferredValue(ready, hydrated ? false : ready);
}

/**
 * The instant a server-rendered page was rendered for: the shell's render server provides it, and the browser the same instant from the
 * page's data while it hydrates. Null where no server rendered the page.
 */
export const PageInstantContext = createContext<Date | null>(null);

/**
 * "Now" for what a page computes from the time (today's window, an event's next dates): the server's instant on the server and in the
 * hydration render, so a page a CDN kept past midnight or past an event's start hydrates as it was drawn; the browser's own clock in a
 * render of its own (decision 066). Fixed for the component's life.
 */
export function usePageInstant(): Date {
  const hydrated = useHydrated();
  const rendered = useContext(PageInstantContext);
  const [instant] = useState(() => (!hydrated && rendered) || new Date());
  return instant;
}
