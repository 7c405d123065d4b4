import { expect, test } from '../support/test';
import { Fleet } from '../support/fleet';
import { FAULT_FLEET } from '../support/ports';
import { FALLBACK, REMOTES, expectChrome } from '../support/remotes';

// The fault fleet stays up for the next spec file: it stops with the worker (e2e/support/test.ts).
const fleet = new Fleet(FAULT_FLEET);

test.beforeAll(async () => {
  await fleet.startAll();
});
test.use({ baseURL: fleet.url('shell') });

test.describe('a remote that cannot load never blanks the site', () => {
  for (const down of REMOTES) {
    test(`${down.app} down: chrome and other remotes work, fallback shows, Retry recovers`, async ({ page }) => {
      await fleet.stop(down.app);
      try {
        await page.goto('/');
        await expectChrome(page);

        await page.goto(down.path);
        await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 3_000 });
        await expectChrome(page);

        for (const other of REMOTES.filter((remote) => remote.app !== down.app)) {
          await page.goto(other.path);
          await other.ready(page);
        }

        await page.goto(down.path);
        await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 3_000 });
      } finally {
        await fleet.start(down.app);
      }
      await page.getByRole('button', { name: 'Retry' }).click();
      await down.ready(page);
      await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
    });
  }
});

// A slow remote is not a broken one. The render server uses the remote's code it already holds, or, slower than its budget, sends the
// fallback in its place (decision 048); the browser's slow manifest then holds back only that area, which renders by itself, with no Retry.
// The remote holds its manifest and server entry back until the test lets them go, so what comes before and after is an order, not a time.
test.describe('a slow remote holds back only its own area, then renders by itself', () => {
  for (const slow of REMOTES) {
    test(`${slow.app} slow (manifest held back): chrome and other remotes work, the area waits, then renders`, async ({ page, browser }) => {
      fleet.hold(slow.app);
      // The visit is a newcomer's: the manifest is immutable per release, so one an earlier page (or its service worker) fetched in full
      // would come from the cache, unheld.
      const newcomer = await browser.newContext({ baseURL: fleet.url('shell') });
      try {
        await page.goto('/');
        await expectChrome(page);
        for (const other of REMOTES.filter((remote) => remote.app !== slow.app)) {
          await page.goto(other.path);
          await other.ready(page);
        }

        const visit = await newcomer.newPage();
        const errors: string[] = [];
        visit.on('pageerror', (error) => errors.push(error.message));
        // The whole page arrives while the remote still holds its files back: the server did not wait for it.
        await visit.goto(slow.path, { waitUntil: 'domcontentloaded' });
        await expectChrome(visit);
        // Its area has not come alive with the remote's content: that needs the held-back manifest.
        const area = visit.locator(`[data-remote="${slow.name}"]`);
        await expect(area.and(visit.locator('[data-hydrated]')).filter({ has: slow.content(visit) })).toHaveCount(0);

        // No Retry is clicked: once the remote answers, the area renders by itself and comes alive.
        fleet.release(slow.app);
        await slow.ready(visit);
        await expect(area).toHaveAttribute('data-hydrated', '');
        await expect(visit.getByRole('status').filter({ hasText: 'Loading this section' })).toHaveCount(0);
        await expect(visit.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
        expect(errors, 'uncaught page errors').toEqual([]);
      } finally {
        fleet.release(slow.app);
        await newcomer.close();
      }
    });
  }
});

// Issue 26: a remote slower than the manifest timeout (8 s), then back. One click on Retry must bring the page: when the click's first
// fetch of the manifest still hangs, the automatic second try has its own deadline and finds the remote answering.
test.describe('Retry recovers, on the first click, a remote that was slower than the manifest timeout', () => {
  const news = REMOTES.find((remote) => remote.app === 'mf-news')!;
  /** Longer than the shell's manifest timeout, so the browser gives up on a held request. */
  const HOLD_MS = 12_000;

  test(`${news.app} slow past the timeout, then back: one Retry shows the page`, async ({ page }) => {
    test.setTimeout(90_000);
    // 'slow': every manifest is held; 'recovering': only the next one is (the click's first try), then the remote answers at once.
    let mode: 'slow' | 'recovering' | 'up' = 'slow';
    await page.route(`${fleet.files(news.app)}/**/mf-manifest.json`, async (route) => {
      const hold = mode === 'slow' || mode === 'recovering';
      if (mode === 'recovering') mode = 'up';
      if (hold) await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      // The browser may have given up on it (its deadline passed): nothing to answer then.
      await route.continue().catch(() => undefined);
    });
    await page.goto(news.path);
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 20_000 });
    await expectChrome(page);

    mode = 'recovering';
    await page.getByRole('button', { name: 'Retry' }).click();
    await news.ready(page, 20_000);
    await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
  });
});
