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

/** How long a returned-to link is kept in its place once it is drawn, while the content above it settles. */
const RESTORE_SETTLE_MS = 2000;
/** How long a restore waits at most for the page to grow tall enough, or for the link to be drawn: a phone on a slow network waits long. */
const RESTORE_GIVE_UP_MS = 10_000;

/** The visitor's own input, which ends a restore at once: from then on the position is theirs. */
const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Calls `stop` after RESTORE_GIVE_UP_MS or on the visitor's first input, whichever comes first; `stop` must call the returned cleanup. */
function untilVisitorActs(stop: () => void): () => void {
  const timer = window.setTimeout(stop, RESTORE_GIVE_UP_MS);
  for (const type of USER_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
  return () => {
    window.clearTimeout(timer);
    for (const type of USER_EVENTS) window.removeEventListener(type, stop);
  };
}

/**
 * Scrolls to `y`, and again as the page grows, since a remote's page and data arrive after the route has changed.
 * Stops once there, after RESTORE_GIVE_UP_MS, or as soon as the visitor scrolls by hand.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 2 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2) stop();
  });
  const release = untilVisitorActs(stop);
  function stop() {
    observer.disconnect();
    release();
  }
  observer.observe(document.body);
  return stop;
}

/** The link a visitor followed off a page: its address, where it stood in the window, and the page's scroll then. */
interface Anchor {
  href: string;
  top: number;
  y: number;
}

/** Per history entry, the last link followed from it (in memory: a reload returns by position alone). */
const anchors = new Map<string, Anchor>();

/** True when `element` stays put in the window as the page scrolls (a sticky map, a fixed bar): no place in the page to return to. */
function pinned(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/** The link in the page's main content that a click follows, as an anchor to return to; null for anything else. */
function followedLink(event: MouseEvent): Anchor | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || !link.closest('main') || pinned(link)) return null;
  return { href, top: link.getBoundingClientRect().top, y: window.scrollY };
}

/** Where `element` is drawn; inside content the browser has not laid out yet (`content-visibility: auto`), its nearest drawn ancestor. */
function drawnBox(element: Element): DOMRect {
  let box = element.getBoundingClientRect();
  for (let node = element.parentElement; node && box.width === 0 && box.height === 0; node = node.parentElement) box = node.getBoundingClientRect();
  return box;
}

/** The anchor's link on the page now: of several to one address (a featured slide and its card), the one nearest where it stood. */
function anchorLink(anchor: Anchor): Element | undefined {
  const expected = anchor.y + anchor.top;
  const distance = (link: Element) => Math.abs(drawnBox(link).top + window.scrollY - expected);
  let nearest: Element | undefined;
  for (const link of document.querySelectorAll('main a[href]')) {
    if (link.getAttribute('href') === anchor.href && (!nearest || distance(link) < distance(nearest))) nearest = link;
  }
  return nearest;
}

/**
 * Puts the followed link back where it stood in the window, frame after frame while the page settles: for RESTORE_SETTLE_MS once the
 * link is drawn (on a busy phone the page may take seconds to draw it), or until the visitor's first input. By the link, not the
 * position: the content above it may be drawn at other heights now (cards laid out only near the viewport keep an estimated height,
 * decision 071), and the position alone would land that far away (decision 083).
 */
function restoreAnchor(anchor: Anchor): () => void {
  let frame = 0;
  let settled: number | undefined;
  const place = () => {
    const link = anchorLink(anchor);
    if (!link) window.scrollTo(0, anchor.y);
    else {
      const off = drawnBox(link).top - anchor.top;
      if (Math.abs(off) >= 1) window.scrollBy(0, off);
      // The position that now goes with the link, so a later return here finds the anchor still valid.
      anchor.y = window.scrollY;
      settled ??= window.setTimeout(stop, RESTORE_SETTLE_MS);
    }
    frame = window.requestAnimationFrame(place);
  };
  const release = untilVisitorActs(stop);
  place();
  function stop() {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(settled);
    release();
  }
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
    // In the capture phase, before the router's own click handler moves on to the next page.
    const onClick = (event: MouseEvent) => {
      const anchor = followedLink(event);
      if (!anchor) return;
      anchors.set(key, anchor);
      positions.set(key, anchor.y);
    };
    // The link marks the place until the visitor moves on by hand (a link that opened a new tab, a drawer); a scroll the page's own
    // layout makes (cards drawn above it, a slider's height) does not: by position alone Back would land that far away.
    const onInput = () => anchors.delete(key);
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of USER_EVENTS) window.addEventListener(type, onInput, { passive: true, capture: true });
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of USER_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      document.removeEventListener('click', onClick, true);
    };
  }, [location.key, location.state]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    const anchor = anchors.get(location.key);
    if (navigationType === 'POP' && anchor) return restoreAnchor(anchor);
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
