import { useEffect, useRef, type RefObject } from 'react';

/** Whether the bottom of an element is within `distance` px below the bottom of the viewport (or above it). */
export const isNearBottom = (elementBottom: number, viewportHeight: number, distance: number) => elementBottom - viewportHeight <= distance;

export interface NearBottomOptions {
  /** How close the element's bottom must come, in px (dispatch: 500, public-site §9). */
  distance: number;
  /** At most one call per this many ms (dispatch: 300). */
  throttleMs: number;
  /** Off while there is nothing more to load. */
  enabled: boolean;
}

/**
 * Calls `onNear` while the visitor scrolls within `distance` of the bottom of `ref`'s element (the list's, since the footer is tall),
 * at most once per `throttleMs`; also checks once when enabled, so a tall screen keeps filling.
 */
export function useNearBottom(ref: RefObject<HTMLElement | null>, onNear: () => void, { distance, throttleMs, enabled }: NearBottomOptions): void {
  const onNearRef = useRef(onNear);
  useEffect(() => {
    onNearRef.current = onNear;
  }, [onNear]);

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const element = ref.current;
      if (element && isNearBottom(element.getBoundingClientRect().bottom, window.innerHeight, distance)) onNearRef.current();
    };
    const onScroll = () => {
      const wait = last + throttleMs - Date.now();
      if (wait <= 0) {
        last = Date.now();
        check();
      } else if (trailing === undefined) {
        // One trailing check, so a scroll that stops inside the window is not missed.
        trailing = setTimeout(() => {
          trailing = undefined;
          last = Date.now();
          check();
        }, wait);
      }
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearTimeout(trailing);
    };
  }, [ref, distance, throttleMs, enabled]);
}
