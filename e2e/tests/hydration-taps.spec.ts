import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Issue 44: a visitor on a phone taps what the server drew before the page's scripts have run. Each journey holds the page's scripts
// until its tap is made, so the tap is certainly early however fast this machine is, and then lets them load on a phone's CPU and link.

/** Lighthouse's slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), as perf/lib/phone.mjs applies it. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Loading and hydrating a page's scripts on a phone's CPU and link takes seconds, more on two busy cores. */
const LIVE_WITHIN_MS = 30_000;

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Slows the page as a phone would be and holds every script until `release()`: until then no code of the page's runs. */
async function phoneWithHeldScripts(page: Page): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return { release };
}

/** Whether the document has hydrated (shell/src/app.tsx marks it). */
const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);

/** A finger's tap where the control is drawn, with no wait for it to be enabled. */
async function tap(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('taps made before the page is live (issue 44)', () => {
  test('the Menu opens at once, its scripts still held', async ({ page }) => {
    const scripts = await phoneWithHeldScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    await tap(page, menu);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await isLive(page)).toBe(false);
    scripts.release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: LIVE_WITHIN_MS });
  });

  test('a heart tapped before the page is live saves once it is, and Filter opens its drawer (decision 135)', async ({ page }) => {
    let scripts = await phoneWithHeldScripts(page);
    await page.goto('/events', { waitUntil: 'commit' });
    const heart = page.getByRole('button', { name: /^Save .+ to favorites$/ }).first();
    await expect(heart).toBeVisible();
    // It says it is not ready, and takes the tap anyway.
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    const title = (await heart.getAttribute('aria-label'))!.replace(/^Save (.+) to favorites$/, '$1');
    await heart.scrollIntoViewIfNeeded();
    await tap(page, heart);
    expect(await isLive(page)).toBe(false);
    scripts.release();
    // Signed out, a saved heart goes to the visitor's favorites, which hold it.
    await expect(page).toHaveURL(/\/favorites$/, { timeout: LIVE_WITHIN_MS });
    await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    scripts = await phoneWithHeldScripts(page);
    await page.goto('/destinations', { waitUntil: 'commit' });
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    await expect(filter).toBeVisible();
    await expect(filter).toHaveAttribute('aria-disabled', 'true');
    await filter.scrollIntoViewIfNeeded();
    await tap(page, filter);
    expect(await isLive(page)).toBe(false);
    scripts.release();
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible({ timeout: LIVE_WITHIN_MS });
  });

  test('a block scrolled into view before the page is live hydrates with no further act, and a tab tapped there is chosen', async ({ page }) => {
    const scripts = await phoneWithHeldScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Upcoming Events', level: 2 });
    await expect(heading).toBeAttached();
    await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const festivals = page.getByRole('tab', { name: 'Festivals' });
    await expect(festivals).toBeInViewport();
    await tap(page, festivals);
    expect(await isLive(page)).toBe(false);
    scripts.release();
    // The block's gate (shell/src/features/blocks/deferred-block.tsx) says it hydrated: no scroll, press or key after the scripts came.
    await expect(page.locator('[data-block-gate][data-hydrated] + section h2', { hasText: 'Upcoming Events' })).toBeAttached({ timeout: LIVE_WITHIN_MS });
    await expect(festivals).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel')
        .filter({ has: page.locator('a[href^="/events/"]') })
        .first(),
    ).toBeVisible();
  });

  test.describe('without autoplay (a visitor who prefers reduced motion), so only the tap moves the slides', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a slider arrow is drawn once it works, and its first tap moves the slides', async ({ page }) => {
      const scripts = await phoneWithHeldScripts(page);
      scripts.release();
      await page.goto('/', { waitUntil: 'commit' });
      const slider = page.getByRole('group', { name: 'Featured Events events' });
      await slider.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const next = slider.getByRole('button', { name: 'Next slide' });
      await expect(next).toBeVisible({ timeout: LIVE_WITHIN_MS });
      // The cards by their order, as the still row and Swiper both draw them.
      const first = slider.getByRole('article').nth(0);
      const second = slider.getByRole('article').nth(1);
      await expect(first).toBeInViewport();
      await expect(second).not.toBeInViewport();
      await tap(page, next);
      // The press brings Swiper in (its own chunk, on the phone's link) and moves on once it is there.
      await expect(second).toBeInViewport({ timeout: LIVE_WITHIN_MS });
      await expect(first).not.toBeInViewport();
    });
  });
});
