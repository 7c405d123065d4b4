import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@valley/shared/router';

const STORAGE_KEY = 'valley-scroll-positions';

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

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
 * Scrolls to `y`, and again as the page grows: a remote's page and its data arrive after the
 * route has changed, so at first the page may be too short to reach the old position. Stops once
 * there, after RESTORE_WAIT_MS, or as soon as the visitor scrolls by hand.
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
 * True when Back, Forward or a reload is returning to a kept position below the top. Content
 * that otherwise renders only as it nears the viewport renders all of itself then, so the page
 * reaches the height it had and the position lands on what the visitor left.
 */
export function useReturnsDownThePage(): boolean {
  const { key } = useLocation();
  return useNavigationType() === 'POP' && (positions.get(key) ?? 0) > 0;
}

/**
 * Where the page scrolls on navigation, as react-router's <ScrollRestoration> does: a new page
 * starts at the top (or at its #fragment), Back and Forward return to where the visitor was, and a
 * reload keeps the place. That component needs the data router, and the data router is half of
 * react-router's size, of which the site uses nothing else (decision 021).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const manual = 'scrollRestoration' in history;
    if (manual) history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      if (manual) history.scrollRestoration = 'auto';
    };
  }, []);

  // The position of the entry on screen, kept as the visitor scrolls: by the time the next page
  // has rendered, the old one's height (and so its scroll position) is gone. A layout effect, so
  // the listener is gone before the next page scrolls to its top (scroll events fire at most
  // once a frame, so writing a Map entry on each costs nothing).
  useLayoutEffect(() => {
    const key = location.key;
    const onScroll = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.key]);

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
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
