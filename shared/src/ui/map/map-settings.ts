import { useSyncExternalStore } from 'react';
import { useConfigStore } from '@valley/shared/stores/config';

/** Tiles when the runtime config names none; the shell's config.json may set `tileUrl`/`tileAttribution`. */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** §9: the valley's centre, and the zooms of lists, detail pages and drawers. */
export const VALLEY_CENTER: [number, number] = [40.788, -77.87];
export const ZOOM = { list: 10, town: 12, detail: 13, drawer: 16 } as const;

const configString = (state: object, key: string): string | undefined => {
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : undefined;
};

/** Tile URL and attribution from the deploy's runtime config. */
export function useTiles(): { url: string; attribution: string } {
  const url = useConfigStore((state) => configString(state, 'tileUrl')) ?? DEFAULT_TILE_URL;
  const attribution = useConfigStore((state) => configString(state, 'tileAttribution')) ?? DEFAULT_TILE_ATTRIBUTION;
  return { url, attribution };
}

// Touch or narrow screens: dragging would trap the page scroll inside the map (§9 "dragging off on mobile").
const NO_DRAG_QUERY = '(max-width: 767px), (pointer: coarse)';
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';
function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const list = window.matchMedia(NO_DRAG_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const readNoDrag = () => hasMatchMedia() && window.matchMedia(NO_DRAG_QUERY).matches;

/** True on phones and touch screens, where the map must not take over dragging. */
export function useNoDrag(): boolean {
  return useSyncExternalStore(subscribe, readNoDrag, () => false);
}
