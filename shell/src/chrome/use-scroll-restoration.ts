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
  // has rendered, the old one's height (and so its scroll position) is gone.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
