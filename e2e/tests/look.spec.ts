import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/test';

// Issue 26, look and feel: one page header across the remotes, and a destination page that uses a desktop's width.

/** The page's level-1 title and the picture of the header that holds it. */
function pageHeader(page: Page): { title: Locator; picture: Locator } {
  const title = page.getByRole('heading', { level: 1 });
  return { title, picture: page.locator('header').filter({ has: title }).locator('img') };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

test.describe('look and feel (issue 26)', () => {
  test('every listing, events, calendar, Dispatch and content page wears the same header: its title on a picture across the page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const seen: Record<string, { left: number; width: number; height: number; titleOnPicture: boolean }> = {};
    for (const path of ['/destinations', '/c/lodging', '/tips', '/events', '/calendar', '/events/category/music', '/dispatch', '/about', '/favorites']) {
      await page.goto(path);
      const { title, picture } = pageHeader(page);
      await expect(picture, path).toBeVisible();
      await expect(title, path).toBeVisible();
      const [image, heading] = [await box(picture), await box(title)];
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      seen[path] = {
        left: Math.round(image.x),
        width: Math.round(image.width - pageWidth),
        height: Math.round(image.height),
        titleOnPicture: heading.y >= image.y + image.height / 3 && heading.y + heading.height <= image.y + image.height && heading.x >= image.x,
      };
    }
    const first = Object.values(seen)[0]!;
    // Across the page (no margin, no rounded box in a column), the same height everywhere, the title in its lower part.
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((path) => [path, { left: 0, width: 0, height: first.height, titleOnPicture: true }])));
  });

  test('a place’s picture shows what it is (a cavern, an inn, a diner, a stadium, a concert), drawn by the API and named by its subject', async ({ page }) => {
    const pictured = [
      { path: '/d/penns-cave-and-wildlife-park', name: "Penn's Cave & Wildlife Park", subject: 'cavern' },
      { path: '/d/the-nittany-lion-inn', name: 'The Nittany Lion Inn', subject: 'inn' },
      { path: '/d/penns-valley-diner', name: 'Penns Valley Diner', subject: 'diner' },
      { path: '/d/beaver-stadium', name: 'Beaver Stadium', subject: 'stadium' },
      { path: '/events/summer-concert-series-at-tussey', name: 'Summer Concert Series at Tussey', subject: 'concert' },
    ];
    const seen: Record<string, string> = {};
    for (const { path, name } of pictured) {
      await page.goto(path);
      const picture = page.getByRole('img', { name, exact: true }).first();
      await expect(picture, path).toBeVisible();
      // Loaded: the API drew the file it names.
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), path).toBe(true);
      const source = await picture.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
      seen[path] = /\/media\/[a-z-]+\/[a-z0-9-]+\.([a-z-]+)\.\d+x\d+\./.exec(source)?.[1] ?? source;
    }
    expect(seen).toEqual(Object.fromEntries(pictured.map(({ path, subject }) => [path, subject])));
  });

  test('a destination page sets the visit panel beside its picture on a desktop, and under it on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/d/penns-cave-and-wildlife-park');
    const picture = page.getByRole('img', { name: "Penn's Cave & Wildlife Park", exact: true });
    const visit = page.getByRole('complementary', { name: 'Plan your visit' });
    await expect(visit.getByText('222 Penns Cave Rd, Centre Hall, PA 16828')).toBeVisible();
    await expect(visit.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'Get Directions' })).toBeVisible();
    const [image, panel] = [await box(picture), await box(visit)];
    expect(panel.x, 'the panel sits to the right of the picture').toBeGreaterThanOrEqual(image.x + image.width);
    expect(panel.y, 'and level with it').toBeLessThan(image.y + image.height / 2);
    const column = await box(page.getByRole('heading', { level: 1 }).locator('xpath=../..'));
    expect(panel.x + panel.width - image.x, 'together they fill the column').toBeGreaterThan(column.width * 0.95);

    await page.setViewportSize({ width: 375, height: 812 });
    const [narrowImage, narrowPanel] = [await box(picture), await box(visit)];
    expect(narrowPanel.y).toBeGreaterThanOrEqual(narrowImage.y + narrowImage.height);
  });

  test("a destination page says 'Plan your visit' once: the panel's title, not again in the place's own text", async ({ page }) => {
    await page.goto('/d/the-nittany-lion-inn');
    await expect(page.getByRole('complementary', { name: 'Plan your visit' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Visit the website');
    await expect(page.getByText('Plan your visit')).toHaveCount(1);
  });
});
