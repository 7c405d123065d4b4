import type { Page } from '@playwright/test';

/**
 * Scrolls down the page a screen at a time, as a visitor reading it would, until the bottom stops
 * moving away, then back to the top. Content blocks below the first render only as they come near
 * the viewport (decision 024), so a check of the whole page scrolls through it first.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
    let settled = 0;
    while (settled < 3) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      await frame();
      const atBottom = window.scrollY === before || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      settled = atBottom ? settled + 1 : 0;
    }
    window.scrollTo(0, 0);
  });
}
