import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion (then the sliders do not autoplay). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => hasMatchMedia() && window.matchMedia(QUERY).matches, () => false);
}
