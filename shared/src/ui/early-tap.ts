import { useEffect, type RefObject } from 'react';

declare global {
  interface Window {
    /** The last control tapped while it waited for the page, kept by the page's inline first script (shared/build/early-tap.mjs). */
    __valleyEarlyTap?: Element | null;
  }
}

/** The attribute that marks a control whose tap the page's first script keeps until the control is live (decision 135). */
export const earlyTapMark = (name: string) => ({ 'data-early-tap': name });

/** The control tapped before it was live, when `owns` says it is the caller's: taken, so it is done once. */
export function takeEarlyTap(owns: (tapped: Element) => boolean): Element | null {
  const tapped = window.__valleyEarlyTap;
  if (!tapped || !owns(tapped)) return null;
  window.__valleyEarlyTap = null;
  return tapped;
}

/**
 * A tap on a control made before it was live is done once it is (decision 135): until `live`, the control is marked for the page's first
 * script, which keeps such a tap; once live, the control clicks itself if it was the one tapped. `name` finds it when it was drawn anew
 * (a signed-in visitor's heart replaces the server's): unique on the page, the same on the server and in the hydration render (useId).
 * @returns the attribute that marks the control while it waits
 */
export function useEarlyTap(ref: RefObject<HTMLElement | null>, live: boolean, name: string): { 'data-early-tap'?: string } {
  useEffect(() => {
    const element = ref.current;
    if (!live || !element) return;
    const owns = (tapped: Element) => tapped === element || (!tapped.isConnected && tapped.getAttribute('data-early-tap') === name);
    if (takeEarlyTap(owns)) element.click();
  }, [live, ref, name]);
  return live ? {} : earlyTapMark(name);
}
