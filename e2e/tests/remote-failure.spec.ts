import { expect, test } from '../support/test';
import { Fleet } from '../support/fleet';
import { FAULT_FLEET } from '../support/ports';
import { FALLBACK, REMOTES, expectChrome } from '../support/remotes';

/** How long the slow remotes' manifests are held back. */
const MANIFEST_DELAY_MS = 3_000;

const fleet = new Fleet(FAULT_FLEET);

test.beforeAll(async () => {
  await fleet.startAll();
});
test.afterAll(async () => {
  await fleet.stopAll();
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

// A slow remote is not a broken one: one slower than the render budget is left out of the server's HTML with the fallback (decision 048),
// and the browser renders it on its own once it arrives, with no Retry.
test.describe('a slow remote shows the fallback, then renders by itself', () => {
  for (const slow of REMOTES) {
    test(`${slow.app} slow (manifest ${MANIFEST_DELAY_MS} ms): chrome and other remotes work, the area waits, then renders`, async ({ page }) => {
      await fleet.stop(slow.app);
      await fleet.start(slow.app, { manifestDelayMs: MANIFEST_DELAY_MS });
      try {
        await page.goto('/');
        await expectChrome(page);
        for (const other of REMOTES.filter((remote) => remote.app !== slow.app)) {
          await page.goto(other.path);
          await other.ready(page);
        }

        const started = Date.now();
        await page.goto(slow.path, { waitUntil: 'commit' });
        // The page came within the server's budget, with the fallback where the late remote goes.
        expect(Date.now() - started, 'the server did not wait for the slow remote').toBeLessThan(MANIFEST_DELAY_MS);
        await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
        await expectChrome(page);

        // No Retry is clicked: the area renders by itself once the remote answers.
        await slow.ready(page, MANIFEST_DELAY_MS + 10_000);
        expect(Date.now() - started, 'the remote waited for its held-back manifest').toBeGreaterThanOrEqual(MANIFEST_DELAY_MS - 500);
        await expect(page.getByRole('status').filter({ hasText: 'Loading this section' })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
      } finally {
        await fleet.stop(slow.app);
        await fleet.start(slow.app);
      }
    });
  }
});
