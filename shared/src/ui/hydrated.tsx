import { useDeferredValue, useSyncExternalStore } from 'react';

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
