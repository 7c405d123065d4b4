import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once `ref` is within a screen of the viewport (at once when `immediate`, or
 * without IntersectionObserver), and stays true. Coming near is a transition: what it reveals
 * renders in a render React may slice, so it never blocks a visitor's scrolling for long.
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
