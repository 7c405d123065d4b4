import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!supported()) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => supported() && window.matchMedia(QUERY).matches;

/** True when the visitor asked the system for less motion: sliders then never autoplay. */
export function useReducedMotion(): boolean {
  // Without a window nothing moves anyway; assume the quiet choice.
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
}
