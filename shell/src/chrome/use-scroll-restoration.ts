import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@valley/shared/router';
import { keepsScroll } from '@valley/shared/ui/in-page-navigation';
import { positions, savePositions } from '../lib/scroll-positions';

/** The element id a '#fragment' names; '' when its encoding is malformed (a crafted link must not break the page). */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** How long a restored position waits for the page to grow tall enough to reach it. */
const RESTORE_WAIT_MS = 2000;

/**
 * Scrolls to `y`, and again as the page grows, since a remote's page and data arrive after the route has changed.
 * Stops once there, after RESTORE_WAIT_MS, or as soon as the visitor scrolls by hand.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 2 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}

/**
 * Scroll on navigation as react-router's <ScrollRestoration> does, which needs the data router, half of react-router's size
 * and otherwise unused (decision 021).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const manual = 'scrollRestoration' in history;
    if (manual) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('pagehide', savePositions);
      if (manual) history.scrollRestoration = 'auto';
    };
  }, []);

  // Kept as the visitor scrolls: by the time the next page has rendered, the old one's height (and so its position) is gone.
  // A layout effect, so the listener is gone before the next page scrolls to its top.
  useLayoutEffect(() => {
    const key = location.key;
    // A filter or drawer entry starts where the page is, so Back or Forward to it returns here, not to the top.
    if (keepsScroll(location.state) && !positions.has(key)) positions.set(key, window.scrollY);
    const onScroll = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.key, location.state]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    if (location.hash) {
      const target = document.getElementById(fragmentId(location.hash));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // A filter, sort or drawer change keeps the visitor's place (decision 043).
    if (navigationType !== 'POP' && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, navigationType]);
}
