/** member-area §2 / §9: a successful share throws 500 pieces of confetti for 15 s. */
export const CONFETTI_PIECES = 500;
export const CONFETTI_DURATION_MS = 15_000;

const BURSTS = 50;
/** Bursts stop ~3 s early: that is how long the last pieces take to fall. */
const BURST_WINDOW_MS = CONFETTI_DURATION_MS - 3_000;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Celebrates a sent share in BURSTS small bursts over ~15 s; skipped for reduced motion. canvas-confetti loads on first use. */
export async function launchConfetti(): Promise<void> {
  if (typeof window === 'undefined' || prefersReducedMotion()) return;
  const { default: canvasConfetti } = await import('canvas-confetti');
  // The default instance draws in a Worker made from a blob: URL, which the site's CSP (worker-src 'self') refuses: draw on the
  // page's own canvas, removed once the last piece has fallen.
  const confetti = canvasConfetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  const perBurst = Math.ceil(CONFETTI_PIECES / BURSTS);
  let fired = 0;
  const burst = () => {
    const particleCount = Math.min(perBurst, CONFETTI_PIECES - fired * perBurst);
    fired += 1;
    if (particleCount > 0) {
      void confetti({
        particleCount,
        spread: 70,
        startVelocity: 40,
        origin: { x: 0.15 + Math.random() * 0.7, y: 0.2 + Math.random() * 0.2 },
        // Above the toasts and any open dialog, below nothing that matters: it never takes clicks.
        zIndex: 10_000,
      });
    }
    if (fired >= BURSTS) window.clearInterval(timer);
  };
  const timer = window.setInterval(burst, BURST_WINDOW_MS / BURSTS);
  burst();
}
