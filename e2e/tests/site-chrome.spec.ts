import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';
import { scrollThroughPage } from '../support/scroll';

interface NavItem {
  title: string;
  fields: { content: string | null; link: string | null };
  sticky_menu_categories: { name: string; slug: string }[];
}

const NOT_FOUND = '404 Page Not Found';

/** Every link of the header (its panels rendered by opening each tab), the mobile menu and the footer, as the visitor sees them. */
async function chromeLinks(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  const tabs = main.getByRole('button');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    await tab.hover();
    await expect(tab).toHaveAttribute('aria-expanded', 'true');
  }
  const hrefs = await page.locator('header a[href], footer a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menuHrefs = await page
    .getByRole('navigation', { name: 'Mobile' })
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set([...hrefs, ...menuHrefs])];
}

test.describe('site chrome (issue 26)', () => {
  test('every internal link of the navigation, its panels, the menus and the footer opens a page, not the 404 screen', async ({ page }) => {
    test.setTimeout(240_000);
    const links = await chromeLinks(page);
    const internal = links.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(25);
    const broken: string[] = [];
    for (const href of internal) {
      // A page the server draws is the page the browser hydrates (the route audit checks each hydrates): its status and title say it
      // all. One drawn in the browser (the member area) is opened there.
      const response = await page.request.get(href);
      const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1]?.replaceAll(/<[^>]+>/g, '');
      if (response.status() === 404 || title?.includes(NOT_FOUND)) {
        broken.push(href);
        continue;
      }
      expect(response.status(), href).toBe(200);
      if (title !== undefined) continue;
      await page.goto(href);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, href).toBeVisible({ timeout: 15_000 });
      if ((await heading.textContent())?.includes(NOT_FOUND)) broken.push(href);
    }
    expect(broken, 'links that show the 404 screen').toEqual([]);
  });

  test('the mobile menu accordion shows one section at a time and collapses again', async ({ page, request }) => {
    const nav: NavItem[] = await (await request.get(`${API_URL}/nav`)).json();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const [first, second] = nav;
    const firstLink = menu.getByRole('link', { name: first!.sticky_menu_categories[0]!.name, exact: true }).first();
    const secondLink = menu.getByRole('link', { name: second!.sticky_menu_categories[0]!.name, exact: true }).first();
    // Closed sections show no links: the menu is a list of headings.
    await expect(firstLink).toBeHidden();
    await expect(secondLink).toBeHidden();

    // Native disclosures of one name: opening one closes the other (decision 108).
    const section = (title: string) => menu.locator('summary', { hasText: title });
    await section(first!.title).click();
    await expect(firstLink).toBeVisible();
    await expect(secondLink).toBeHidden();

    await section(second!.title).click();
    await expect(secondLink).toBeVisible();
    await expect(firstLink).toBeHidden();

    await section(second!.title).click();
    await expect(secondLink).toBeHidden();
    await expect(menu.locator('details[open]')).toHaveCount(0);
  });

  test("a main tab's hover panel shows its text, not HTML tags", async ({ page, request }) => {
    const nav: NavItem[] = await (await request.get(`${API_URL}/nav`)).json();
    const first = nav[0]!;
    expect(first.fields.content).toMatch(/^<p>/);
    const text = first.fields.content!.replace(/<[^>]+>/g, '');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const tab = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: first.title });
    await tab.hover();
    const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
    await expect(panel.getByText(text)).toBeVisible();
    await expect(panel).not.toContainText('<p>');
  });

  test('from 900 to 1280 px the header keeps one row: every tab fits on one line, or the menu takes their place, the same before any script', async ({
    page,
    browser,
  }) => {
    const drawn = await browser.newContext({ javaScriptEnabled: false });
    const served = await drawn.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await served.goto('/');
      let height = 0;
      for (const width of [1280, 1200, 1100, 1050, 1000, 950, 901]) {
        const seen: string[] = [];
        for (const [view, hydrated] of [
          [page, true],
          [served, false],
        ] as const) {
          const label = `${width} px, ${hydrated ? 'hydrated' : 'as the server drew it'}`;
          await view.setViewportSize({ width, height: 800 });
          const banner = view.getByRole('banner');
          const main = view.getByRole('navigation', { name: 'Main' });
          const menuButton = view.getByRole('button', { name: 'Menu' });
          height ||= (await banner.boundingBox())!.height;
          await expect.poll(async () => (await banner.boundingBox())!.height, { message: `${label}: header height` }).toBe(height);
          // The scroll timeline that chooses tabs or Menu follows a resize a frame later: read the choice once two reads agree.
          let choice = '';
          await expect
            .poll(
              async () => {
                const now = (await menuButton.isVisible()) ? 'menu' : (await main.isVisible()) ? 'tabs' : 'neither';
                const settled = now === choice && now !== 'neither';
                choice = now;
                return settled;
              },
              { message: `${label}: the menu or the tabs, settled`, intervals: [100] },
            )
            .toBe(true);
          const brand = (await banner.getByRole('link', { name: 'Happy Valley', exact: true }).boundingBox())!;
          if (choice === 'menu') {
            await expect(main, `${label}: the menu replaces the tabs`).toBeHidden();
            const menu = (await menuButton.boundingBox())!;
            expect(menu.x, `${label}: the menu clear of the brand`).toBeGreaterThanOrEqual(brand.x + brand.width);
            expect(menu.x + menu.width, `${label}: the menu on the screen`).toBeLessThanOrEqual(width);
            seen.push('menu');
            continue;
          }
          const navBox = (await main.boundingBox())!;
          const boxes = await Promise.all((await main.getByRole('button').all()).map(async (tab) => (await tab.boundingBox())!));
          expect(boxes.length, `${label}: the tabs`).toBeGreaterThan(0);
          expect(new Set(boxes.map((box) => Math.round(box.y))).size, `${label}: tabs on one line`).toBe(1);
          for (const box of boxes) {
            expect(box.x, `${label}: every tab clear of the brand`).toBeGreaterThanOrEqual(brand.x + brand.width);
            expect(box.x + box.width, `${label}: every tab whole`).toBeLessThanOrEqual(navBox.x + navBox.width + 1);
          }
          seen.push('tabs');
        }
        expect(seen[1], `${width} px: the server's drawing is the hydrated page's`).toBe(seen[0]);
      }
    } finally {
      await drawn.close();
    }
  });

  test('pages load with no console error (a favicon, no 404)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of ['/', '/about', '/favorites']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect((await page.request.get(icon ?? '/favicon.ico')).status()).toBe(200);
  });
});

test.describe('home map block (issue 26)', () => {
  test('destinations are clustered as on the listing map, and town markers sit above them', async ({ page, request }) => {
    const home = await (await request.get(`${API_URL}/page/get/headless-home`)).json();
    const block = home.fields.home_blocks.find((candidate: { extension: string }) => candidate.extension === 'map');
    const town: { name: string; slug: string } = block.entry.towns[0];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await scrollThroughPage(page);
    const map = page.getByRole('region', { name: `Map: ${block.title}` });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible({ timeout: 15_000 });
    await expect(map.getByRole('button', { name: /places, zoom in/ }).first()).toBeVisible({ timeout: 15_000 });
    const markers = await map.getByRole('button').count();
    expect(markers, 'markers drawn at the first zoom').toBeLessThan(80);

    // Clicking a town opens its popup: nothing covers it.
    await map.getByRole('button', { name: town.name, exact: true }).click();
    const link = map.getByRole('link', { name: town.name, exact: true });
    await expect(link).toHaveAttribute('href', `/towns/${town.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/towns/${town.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: town.name })).toBeVisible();
  });
});
