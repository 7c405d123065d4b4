import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

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

/** What a visitor does first on a page: scroll, press, touch or type. Hovering is not enough. */
const FIRST_ACTS = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let acted = false;
const listeners = new Set<() => void>();

function onFirstAct() {
  acted = true;
  for (const act of FIRST_ACTS) window.removeEventListener(act, onFirstAct, true);
  for (const listener of listeners) listener();
}

// From the module's start (the shell's first script), so an act before anything watching was drawn counts too.
if (typeof window !== 'undefined') for (const act of FIRST_ACTS) window.addEventListener(act, onFirstAct, { capture: true, passive: true });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False until the visitor first scrolls, presses, touches or types anywhere on the page, then true for the page's life: what only
 * answers a visitor (a slider's Swiper, a drawn block's hydration) waits for one, not for the page's load (decisions 067, 068).
 * False on the server.
 */
export function useVisitorActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => acted,
    () => false,
  );
}

type Place = 'far' | 'near' | 'in view';

/** In view when its top is above the viewport's bottom edge and its bottom below the top (an entry without a box counts as in view). */
function placeOf(entry: IntersectionObserverEntry): Place {
  if (!entry.isIntersecting) return 'far';
  const box = entry.boundingClientRect as DOMRectReadOnly | undefined;
  return !box || (box.top < window.innerHeight && box.bottom >= 0) ? 'in view' : 'near';
}

/** Where a set of watched elements is, by the nearest of them. */
const nearestOf = (places: Iterable<Place>): Place => {
  const all = [...places];
  return all.includes('in view') ? 'in view' : all.includes('near') ? 'near' : 'far';
};

/**
 * True once `ref`, or the element right after it (the content it marks), is in the viewport, or within a screen of it once the visitor
 * has acted (`useVisitorActive`), and stays true: for work the page's own HTML already stands in for until the visitor comes near, so a
 * load nobody touches does only what it shows (decision 068). The content counts as well as the marker: a block whose top the visitor
 * has scrolled past, its body on the screen, is in view (issue 44). At once without IntersectionObserver.
 */
export function useInViewOrNearOnceActive(ref: RefObject<HTMLElement | null>): boolean {
  const active = useVisitorActive();
  // Within a screen now (and not yet reached): reached as soon as the visitor acts.
  const [near, setNear] = useState(false);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setReached(true);
      return undefined;
    }
    const places = new Map<Element, Place>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) places.set(entry.target, placeOf(entry));
        const place = nearestOf(places.values());
        // Decided here, not from a later render: a quick scroll past can batch 'near' and 'far' into one render.
        const now = place === 'in view' || (place === 'near' && acted);
        startTransition(() => (now ? setReached(true) : setNear(place === 'near')));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    if (element.nextElementSibling) observer.observe(element.nextElementSibling);
    return () => observer.disconnect();
  }, [reached, ref]);
  if (near && active && !reached) setReached(true);
  return reached;
}

/** When an infinite list asks for its next page (public-site §9): how near its end comes, and how often that is checked. */
export interface ScrollNearEnd {
  /** How far, px, the end may still be below the viewport's bottom edge. */
  distance: number;
  /**
   * 'debounce': one check once scrolling has paused `ms`. 'throttle': at most one check per `ms` while scrolling, and one when it
   * stops; also on resize and as soon as the hook is enabled, so a tall screen keeps filling.
   */
  pace: 'debounce' | 'throttle';
  ms: number;
}

/** Whether an end `endBottom` px below the viewport's top is within `distance` px of its bottom edge (or above it). */
export const isNearEnd = (endBottom: number, viewportHeight: number, distance: number) => endBottom - viewportHeight <= distance;

/**
 * Calls `onNear` as the visitor scrolls near the end of `end`'s element (a list's, where the footer below is tall) or, without one,
 * of the page; nothing while not `enabled`. `onNear` may change from render to render.
 */
export function useScrollNearEnd(
  onNear: () => void,
  { distance, pace, ms }: ScrollNearEnd,
  { enabled, end }: { enabled: boolean; end?: RefObject<HTMLElement | null> },
): void {
  const onNearRef = useRef(onNear);
  useEffect(() => {
    onNearRef.current = onNear;
  }, [onNear]);

  useEffect(() => {
    if (!enabled) return undefined;
    const check = () => {
      const bottom = end ? end.current?.getBoundingClientRect().bottom : document.documentElement.scrollHeight - window.scrollY;
      if (bottom !== undefined && isNearEnd(bottom, window.innerHeight, distance)) onNearRef.current();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(check, ms);
    };
    const throttled = () => {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        last = Date.now();
        check();
      } else if (timer === undefined) {
        // One trailing check, so a scroll that stops inside the window is not missed.
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          check();
        }, wait);
      }
    };
    const onScroll = pace === 'debounce' ? debounced : throttled;
    const events = pace === 'debounce' ? (['scroll'] as const) : (['scroll', 'resize'] as const);
    if (pace === 'throttle') throttled();
    for (const event of events) window.addEventListener(event, onScroll, { passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, onScroll);
      clearTimeout(timer);
    };
  }, [distance, pace, ms, enabled, end]);
}
