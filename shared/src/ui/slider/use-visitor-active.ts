import { useSyncExternalStore } from 'react';

/** What a visitor does first on a page: scroll, press, touch or type. Hovering is not enough; the slider watches its own pointer. */
const FIRST_ACTS = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let active = false;
const listeners = new Set<() => void>();

function onFirstAct() {
  active = true;
  for (const act of FIRST_ACTS) window.removeEventListener(act, onFirstAct, true);
  for (const listener of listeners) listener();
}

// From the module's start (the shell's first script), so an act before any slider was drawn counts too.
if (typeof window !== 'undefined') for (const act of FIRST_ACTS) window.addEventListener(act, onFirstAct, { capture: true, passive: true });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False until the visitor first scrolls, presses, touches or types anywhere on the page, then true for the page's life: what only
 * answers a visitor (a slider's Swiper) waits for one, not for the page's load (decision 067). False on the server.
 */
export function useVisitorActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
}
