import type { Page } from '@playwright/test';

/**
 * Scrolls down a screen at a time until the bottom stops moving away, then back up: blocks below the first render only near the viewport
 * (decision 024). Each step waits at most 250 ms for a frame, so a renderer that stops producing frames cannot hang the check; 400 screens at most.
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
