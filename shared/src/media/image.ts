// Image URLs from the API (`/media/{collection}/{name}.{width}x{height}.webp`): the size is in the name, so a client can reserve space
// and build a srcset without a request. Browser-safe: no Node imports.

/** Widths the API resizes to with `?w=` (it never upscales; any other width is a 400). */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 2000] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const SIZE_PATTERN = /\.([1-9]\d{0,4})x([1-9]\d{0,4})\.[a-z0-9]+$/i;

/** The original size written in an image URL, or null for URLs without one. */
export function imageSize(url: string | null | undefined): { width: number; height: number } | null {
  if (!url) return null;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const match = SIZE_PATTERN.exec(path);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** `url?w=320 320w, …, url 1200w`: the allowed widths below the original, then the original; empty for URLs without a size (use plain `src`). */
export function imageSrcSet(url: string | null | undefined, widths: readonly number[] = IMAGE_WIDTHS): string {
  const size = imageSize(url);
  if (!url || !size) return '';
  const base = url.split('#', 1)[0] ?? url;
  const join = base.includes('?') ? '&' : '?';
  const allowed = new Set<number>(IMAGE_WIDTHS);
  const smaller = [...new Set(widths)].filter((width) => allowed.has(width) && width < size.width).toSorted((a, b) => a - b);
  return [...smaller.map((width) => `${base}${join}w=${width} ${width}w`), `${base} ${size.width}w`].join(', ');
}

/** Where a picture's subject is, in percent across and down: a crop keeps this point in view (decision 134). */
export interface ImageFocus {
  x: number;
  y: number;
}

const FOCUS_PATTERN = /#focus=(\d{1,3}),(\d{1,3})$/;
const isPercent = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;

/** The focal point a picture's URL carries in its fragment (`…webp#focus=30,70`), which the browser never sends; null without one. */
export function imageFocus(url: string | null | undefined): ImageFocus | null {
  const match = url ? FOCUS_PATTERN.exec(url) : null;
  if (!match) return null;
  const focus = { x: Number(match[1]), y: Number(match[2]) };
  return isPercent(focus.x) && isPercent(focus.y) ? focus : null;
}

/** `url` carrying `focus` (null: none, so the site's default crop applies), whatever fragment it had. */
export function withImageFocus(url: string, focus: ImageFocus | null): string {
  const base = url.split('#', 1)[0] ?? url;
  return focus && isPercent(focus.x) && isPercent(focus.y) ? `${base}#focus=${focus.x},${focus.y}` : base;
}
