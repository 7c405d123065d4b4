import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Fleet, type AppDir } from '../support/fleet';
import { FAULT_FLEET } from '../support/ports';

const FALLBACK = 'This section is temporarily unavailable';

/** Each remote's route and what a visitor sees there when it works. */
const REMOTES: Array<{ app: AppDir; path: string; ready: (page: Page) => Promise<void> }> = [
  { app: 'mf-discover', path: '/destinations', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { app: 'mf-events', path: '/events', ready: (page) => expect(page.getByText(/Showing \d+ of \d+ events/)).toBeVisible() },
  { app: 'mf-news', path: '/dispatch', ready: (page) => expect(page.getByText(/Showing \d+ of \d+ posts/)).toBeVisible() },
  { app: 'mf-account', path: '/login', ready: (page) => expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible() },
];

const fleet = new Fleet(FAULT_FLEET);

test.describe('a remote that cannot load never blanks the site', () => {
  test.beforeAll(async () => {
    await fleet.startAll();
  });
  test.afterAll(async () => {
    await fleet.stopAll();
  });
  test.use({ baseURL: fleet.url('shell') });

  for (const down of REMOTES) {
    test(`${down.app} down: chrome and other remotes work, fallback shows, Retry recovers`, async ({ page }) => {
      await fleet.stop(down.app);
      try {
        await page.goto('/');
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button').first()).toBeVisible();

        await page.goto(down.path);
        await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 3_000 });
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

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
