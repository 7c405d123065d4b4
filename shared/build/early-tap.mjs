// A tap made before the page is live is kept, not lost (decision 135). Inline as the first script in the shell's head, it runs before
// anything is painted; the control that tap was on does it once its own code has hydrated (shared/src/ui/early-tap.ts).
import { createHash } from 'node:crypto';

/**
 * Keeps the last click (a tap, or Enter or Space on a focused control) on an element marked `data-early-tap`, a control drawn by the
 * server that waits for its code, and cancels its default, so a heart drawn inside a card's link does not follow the link instead.
 */
// Written as the page's minifier writes it, so the built page holds these very characters and the hash below names them.
export const EARLY_TAP_SCRIPT =
  'addEventListener("click",function(t){var a=t.target.closest&&t.target.closest("[data-early-tap]");a&&(t.preventDefault(),window.__valleyEarlyTap=a)},!0)';

/** The script's source for a Content-Security-Policy's script-src: its hash, since an inline script has no file to name. */
export const EARLY_TAP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAP_SCRIPT).digest('base64')}'`;
