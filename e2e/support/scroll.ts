import type { Page } from '@playwright/test';

/**
 * Scrolls down the page a screen at a time, as a visitor reading it would, until the bottom stops
 * moving away, then back to the top. Content blocks below the first render only as they come near
 * the viewport (decision 024), so a check of the whole page scrolls through it first.
 *
 * Each step waits for a frame, or 250 ms if no frame comes (a renderer that stops producing frames
 * must not hang the check: it once held a CI run for the whole test timeout), and the walk stops
 * with an error after 400 screens, so a page that keeps growing fails by name.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const outcome = await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          setTimeout(resolve, 60);
        });
      });
    let settled = 0;
    for (let screens = 0; screens < 400; screens += 1) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      await frame();
      const atBottom = window.scrollY === before || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      settled = atBottom ? settled + 1 : 0;
      if (settled === 3) {
        window.scrollTo(0, 0);
        return 'settled';
      }
    }
    return `still growing after 400 screens (${document.documentElement.scrollHeight} px)`;
  });
  if (outcome !== 'settled') throw new Error(`scrollThroughPage on ${page.url()}: ${outcome}`);
}
