import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref` is within a screen of the viewport (at once when `immediate` or without IntersectionObserver), and stays true.
 * Set in a transition, so what it reveals never blocks scrolling for long (decision 024).
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, immediate: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return undefined;
    const element = ref.current;
    if (immediate || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [immediate, near, ref]);
  return near;
}
