import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/test';

// Issue 47, decision 084: on a phone a listing leads with its listings. The hero, the page's blocks and the toolbar come first, but the
// first card starts within a screen and a half; the map waits behind Map, the ads come among the first results, the chips are one row.

const PHONE = { width: 375, height: 812 };
/** A screen and a half of the phone above. */
const FIRST_CARD_WITHIN = PHONE.height * 1.5;

/** The first card of a destination listing or of the events. */
const firstCard = (page: Page): Locator =>
  page
    .getByRole('list', { name: /^(places (grid|list)|Events)$/ })
    .getByRole('article')
    .first();
/** A box's top in the page, wherever the page is scrolled. */
const topInPage = (locator: Locator): Promise<number> => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.describe('listings on a 375 × 812 phone (issue 47)', () => {
  test.use({ viewport: PHONE });

  for (const path of ['/destinations', '/c/attractions', '/experiences', '/experiences/family-fun', '/events']) {
    test(`${path}: the first card starts within a screen and a half, where the server drew it`, async ({ page, browser }) => {
      await page.goto(path);
      const card = firstCard(page);
      await expect(card).toBeVisible();
      const hydrated = await topInPage(card);
      expect(hydrated).toBeLessThanOrEqual(FIRST_CARD_WITHIN);

      // The server's page, before any script: the same place, so nothing jumps when the page hydrates (width is CSS's business).
      const drawn = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      try {
        const served = await drawn.newPage();
        await served.goto(path);
        const servedCard = firstCard(served);
        await expect(servedCard).toBeVisible();
        expect(Math.abs((await topInPage(servedCard)) - hydrated)).toBeLessThanOrEqual(1);
      } finally {
        await drawn.close();
      }
    });
  }

  test('the map waits behind Map, then opens above the cards; the ads come among the first results', async ({ page }) => {
    await page.goto('/destinations');
    const map = page.getByRole('region', { name: 'Map of places' });
    const toggle = page.getByRole('button', { name: 'Map', exact: true });
    await expect(firstCard(page)).toBeVisible();
    await expect(map).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    expect(await topInPage(map)).toBeLessThan(await topInPage(firstCard(page)));
    await toggle.click();
    await expect(map).toBeHidden();

    // The partner offers are one of the results, after the third card, and shown once.
    const grid = page.getByRole('list', { name: 'places grid' });
    const offers = page.getByRole('complementary', { name: 'Partner offers' });
    await expect(offers).toHaveCount(1);
    await expect(grid.getByRole('complementary', { name: 'Partner offers' })).toHaveCount(1);
    const third = grid.getByRole('article').nth(2);
    const fourth = grid.getByRole('article').nth(3);
    expect(await topInPage(offers)).toBeGreaterThan(await topInPage(third));
    expect(await topInPage(offers)).toBeLessThan(await topInPage(fourth));

    await page.goto('/events');
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('complementary', { name: 'Sponsored' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sponsored' })).toHaveCount(1);
  });

  test('the events’ category chips are one row that scrolls sideways, every chip reachable by Tab', async ({ page }) => {
    await page.goto('/events');
    const row = page.getByRole('group', { name: 'Event categories' });
    const chips = row.getByRole('button');
    await expect(chips.first()).toBeVisible();
    const count = await chips.count();
    expect(count).toBeGreaterThan(5);
    const tops = await chips.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'one row').toBe(1);
    const rowHeight = (await row.boundingBox())!.height;
    expect(rowHeight).toBeLessThan(2 * (await chips.first().boundingBox())!.height);

    // The last chip is past the edge; Tab reaches it and brings it into the row's view.
    const last = chips.last();
    const rowBox = (await row.boundingBox())!;
    expect((await last.boundingBox())!.x).toBeGreaterThan(rowBox.x + rowBox.width);
    await chips.first().focus();
    for (let step = 1; step < count; step += 1) await page.keyboard.press('Tab');
    await expect(last).toBeFocused();
    await expect.poll(async () => (await last.boundingBox())!.x + (await last.boundingBox())!.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    await last.press('Enter');
    await expect(last).toHaveAttribute('aria-pressed', 'true');
  });

  test('/sports says Facility Guide once, with the content system’s words for it', async ({ page }) => {
    await page.goto('/sports');
    await expect(page.getByRole('heading', { name: 'Search Event Spaces' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Facility Guide' })).toHaveCount(1);
    const guide = page.getByRole('region', { name: 'Facility Guide' });
    await expect(guide.getByText('Request the facility guide for field sizes, seating and tournament packages.')).toBeVisible();
  });

  for (const { path, list, count, sort, search } of [
    { path: '/destinations', list: 'places grid', count: /^\d+ places/, sort: 'Business Name', search: /\/destinations\/search\/page$/ },
    { path: '/events', list: 'Events', count: /^Showing \d+/, sort: 'Oldest', search: /\/events\/search$/ },
  ]) {
    test(`${path}: a sort on a slow answer keeps the old results busy and dimmed, and the count says so, until the answer is on screen`, async ({ page }) => {
      await page.goto(path);
      const results = page.getByRole('list', { name: list });
      await expect(results.getByRole('article').first()).toBeVisible();
      // The sort's answer is held until the busy state has been seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => search.test(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      const status = page.getByText(count);
      // The results themselves (the events' list), or what holds them (the destinations' grid and its paging).
      const marked = page.locator('[aria-busy="true"]');
      const busy = results.and(marked).or(marked.filter({ has: results }));
      // The page as served, and once live, answers its own query: its count says nothing of updating, its results are not busy.
      expect(await (await page.request.get(path)).text()).not.toContain('Updating…');
      await expect(status).not.toContainText('Updating…');
      await expect(busy).toHaveCount(0);
      await page.getByLabel('Sort By').selectOption({ label: sort });

      await expect(busy).toBeVisible();
      await expect(status).toContainText('Updating…');
      // Dimmed: the old results stay readable but never pass for the answer.
      await expect.poll(() => busy.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeLessThan(1);
      release();
      await expect(busy).toHaveCount(0);
      await expect(status).not.toContainText('Updating…');
    });
  }
});
