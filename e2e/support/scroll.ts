import { expect, type Page } from '@playwright/test';

/**
 * Scrolls down half a screen at a time until the bottom stops moving away, then back up: blocks below the first render only near the
 * viewport, or only once in view (decisions 024, 068). Each step waits for a frame drawn at its position, as a visitor's scroll gets one:
 * a step that went on without one (a busy renderer) could pass a block no frame ever had in view. A renderer that draws no frame for
 * 5 s is stuck, and the journey's timeout fails it; 800 steps at most.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const outcome = await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5_000);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          setTimeout(resolve, 60);
        });
      });
    let settled = 0;
    for (let steps = 0; steps < 800; steps += 1) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
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

/**
 * Waits until the server-drawn content block holding `inside` has hydrated (its gate carries data-hydrated): its HTML shows before its
 * code, and a press on a remote's block whose code is still on its way is lost (decision 068), so a journey waits as a visitor's second
 * look would.
 */
export async function blockHydrated(page: Page, inside: import('@playwright/test').Locator): Promise<void> {
  const handle = await inside.elementHandle();
  await page.waitForFunction((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const gate = node.previousElementSibling;
      if (gate?.hasAttribute('data-block-gate')) return gate.hasAttribute('data-hydrated');
    }
    return true;
  }, handle);
}

/**
 * Clicks `target` once it stands still in view. Cards past the first screen are laid out only as they near it (content-visibility,
 * decision 071), so bringing a list's end into view in one jump moves what follows them as they take their real height: a click
 * aimed before that lands beside the button. A visitor taps what they see, after it has settled.
 */
export async function clickWhenSettled(target: import('@playwright/test').Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { message: 'the target stops moving once in view', intervals: [250] },
    )
    .toBe(true);
  await target.click();
}
