import { expect, type Page } from '@playwright/test';

/** Names the failure `e2e/support/test.ts` retries once in a new browser (decision 120); no other failure is retried. */
export const COMPOSITOR_STALL = 'headless Chromium stopped drawing frames';

/** Whether a new page of the same context still gets an animation frame: tells a stalled page from a stalled browser in the report. */
async function freshPageDraws(page: Page): Promise<string> {
  const fresh = await page.context().newPage();
  try {
    const drawn = await fresh.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 3_000);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(true);
          });
        }),
    );
    return drawn ? 'a new page of the same context draws' : 'a new page of the same context draws no frame either';
  } finally {
    await fresh.close();
  }
}

/**
 * Scrolls down half a screen at a time until the bottom stops moving away, then back up: blocks below the first render only near the
 * viewport, or only once in view (decisions 024, 068). Each step waits for a frame drawn at its position, as a visitor's scroll gets one:
 * a step that went on without one (a busy renderer) could pass a block no frame ever had in view. One call per step, so a page that does
 * not settle in 40 s, or a step that does not answer in 10 s, fails with the positions it went through rather than at the test's timeout.
 *
 * Headless Chromium on a loaded CI machine was seen to stop drawing one document (decision 120): no animation frame for 35 s while its
 * timers ran, visible, a screenshot timing out, while a new page drew and the next document of the same page drew again. A step without
 * a frame therefore reloads the page and starts again (`reloaded` resets what the caller counted of the first load), once; a caller
 * whose journey a reload would undo passes `reload: false`. A document that stops drawing again throws a {@link COMPOSITOR_STALL} error,
 * the one failure a journey is retried for, in a new browser.
 */
export async function scrollThroughPage(page: Page, { reload = true, reloaded }: { reload?: boolean; reloaded?: () => void } = {}): Promise<void> {
  const started = Date.now();
  const trail: string[] = [];
  const fail = (why: string) => new Error(`scrollThroughPage on ${page.url()}: ${why}; scrollY/height at the last steps: ${trail.slice(-12).join(', ')}`);
  let settled = 0;
  let reloads = reload ? 1 : 0;
  for (let steps = 1; steps <= 800; steps += 1) {
    let unanswered: ReturnType<typeof setTimeout> | undefined;
    const step = await Promise.race([
      page.evaluate(async () => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight / 2);
        const drawn = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 5_000);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            setTimeout(() => resolve(true), 60);
          });
        });
        const height = document.documentElement.scrollHeight;
        const atBottom = window.scrollY === before || window.innerHeight + window.scrollY >= height - 2;
        return { y: window.scrollY, height, atBottom, drawn, visibility: document.visibilityState };
      }),
      new Promise<never>((_resolve, reject) => (unanswered = setTimeout(() => reject(fail(`step ${steps} unanswered for 10 s`)), 10_000))),
    ]).finally(() => clearTimeout(unanswered));
    trail.push(`${Math.round(step.y)}/${step.height}${step.drawn ? '' : ` (no frame in 5 s, ${step.visibility})`}`);
    if (!step.drawn) {
      if (reloads === 0) throw fail(`${COMPOSITOR_STALL}: a step drew no frame; ${await freshPageDraws(page)}`);
      reloads -= 1;
      console.info(`scrollThroughPage on ${page.url()}: no frame at ${Math.round(step.y)} px for 5 s; the page is reloaded and scrolled again (decision 120)`);
      reloaded?.();
      await page.reload();
      // The browser puts a reloaded page back where it was: the blocks above must come into view again.
      await page.evaluate(() => window.scrollTo(0, 0));
      settled = 0;
      trail.push('reloaded');
      continue;
    }
    settled = step.atBottom ? settled + 1 : 0;
    if (settled === 3) {
      await page.evaluate(() => window.scrollTo(0, 0));
      return;
    }
    if (Date.now() - started > 60_000) throw fail(`not settled at the bottom after ${steps} steps in 60 s`);
  }
  throw fail('still growing after 400 screens');
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
