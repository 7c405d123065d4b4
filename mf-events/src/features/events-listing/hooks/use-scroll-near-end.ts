import { useEffect, useRef } from 'react';

export interface ScrollTrigger {
  /** Distance from the bottom of the page, px, that counts as near the end. */
  threshold: number;
  /** Quiet time after the last scroll event before the check runs, ms. */
  debounceMs: number;
}

/** Scroll triggers of public-site §4 and §9: the events page and an event category page. */
export const EVENTS_PAGE_SCROLL: ScrollTrigger = { threshold: 500, debounceMs: 300 };
export const CATEGORY_PAGE_SCROLL: ScrollTrigger = { threshold: 200, debounceMs: 500 };

/** Calls onNearEnd when the visitor has scrolled within `threshold` px of the bottom of the page, debounced. */
export function useScrollNearEnd(onNearEnd: () => void, { threshold, debounceMs }: ScrollTrigger, enabled = true): void {
  const callback = useRef(onNearEnd);
  useEffect(() => {
    callback.current = onNearEnd;
  }, [onNearEnd]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (remaining <= threshold) callback.current();
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, debounceMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [threshold, debounceMs, enabled]);
}
