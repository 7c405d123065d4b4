import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';
import { scrollThroughPage } from '../support/scroll';

// Issue 47, what a visitor notices in the chrome: menus that fit the screen, one link style, a page that leads with one picture, and
// a map whose counts can be read (decision 081).

interface NavItem {
  title: string;
  featured_blocks: { title: string }[];
}

/** The colour a visitor sees an element in. */
const colourOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).color);
/** The browser's own link colours, unvisited and visited: what an unstyled link looks like. */
const BROWSER_BLUE = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

/** How far the page scrolls sideways: 0 when nothing sticks out past the right edge. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('visitor chrome (issue 47)', () => {
  for (const width of [1280, 1440]) {
    test(`at ${width} px every mega-menu panel fits the window: no sideways scroll, every featured block whole`, async ({ page, request }) => {
      const nav: NavItem[] = await (await request.get(`${API_URL}/nav`)).json();
      expect(nav.some((item) => item.featured_blocks.length > 1)).toBe(true);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const main = page.getByRole('navigation', { name: 'Main' });
      for (const item of nav) {
        const tab = main.getByRole('button', { name: item.title, exact: true });
        await tab.hover();
        await expect(tab).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
        const blocks = panel.getByRole('list', { name: 'Featured' }).getByRole('listitem');
        await expect(blocks).toHaveCount(item.featured_blocks.length);
        expect(await sidewaysScroll(page), `${item.title}: sideways scroll`).toBe(0);
        for (const [index, block] of item.featured_blocks.entries()) {
          const shown = blocks.nth(index);
          await expect(shown.getByText(block.title, { exact: true })).toBeVisible();
          const box = (await shown.boundingBox())!;
          expect(box.x, `${item.title}: ${block.title} starts inside the window`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${item.title}: ${block.title} ends inside the window`).toBeLessThanOrEqual(width);
        }
      }
    });
  }

  test('/about leads with one picture: its words come next, inside the first screen, and its slideshow follows them', async ({ page, request }) => {
    const about = await (await request.get(`${API_URL}/page/get/about`)).json();
    const firstWords = /<p>([^<]+)<\/p>/.exec(about.entry.content)![1]!;
    expect(about.entry.slides.length).toBeGreaterThan(0);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/about');
      const words = page.getByText(firstWords, { exact: true });
      await expect(words).toBeVisible();
      const wordsBox = (await words.boundingBox())!;
      expect(wordsBox.y + wordsBox.height, `${viewport.width} px: the first words within the first screen`).toBeLessThanOrEqual(viewport.height);
      const slideshow = page.getByRole('heading', { name: about.entry.featured_slides_title });
      expect((await slideshow.boundingBox())!.y, `${viewport.width} px: the slideshow after the words`).toBeGreaterThan(wordsBox.y);
    }
  });

  test('links wear the design’s colour, never the browser’s blue: a phone number, a back link, a sentence’s link and a sidebar name', async ({
    page,
    request,
  }) => {
    const [event]: { slug: string }[] = await (await request.post(`${API_URL}/events/search`, { data: { limit: 1 } })).json();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/d/penns-cave-and-wildlife-park');
    const phone = page.getByRole('link', { name: '814-404-0441' }).first();
    await expect(phone).toBeVisible();
    const linkColour = await colourOf(phone);
    expect(BROWSER_BLUE).not.toContain(linkColour);

    await page.goto(`/events/${event!.slug}`);
    const back = page.getByRole('link', { name: 'Back to All Events' });
    await expect(back).toBeVisible();
    expect(await colourOf(back)).toBe(linkColour);

    await page.goto('/favorites');
    const browse = page.getByRole('link', { name: 'Browse destinations' });
    await expect(browse).toBeVisible();
    expect(await colourOf(browse)).toBe(linkColour);

    // A name heading a sidebar is the heading: its colour, not a link's.
    await page.goto('/tips/go-early-for-the-first-boat');
    const name = page.getByRole('heading', { name: "Penn's Cave & Wildlife Park" });
    await expect(name).toBeVisible();
    const nameLink = name.getByRole('link');
    expect(await colourOf(nameLink)).toBe(await colourOf(name));
  });

  test('on the home map no town square covers a cluster’s count, at the first zoom or one step in', async ({ page, request }) => {
    const home = await (await request.get(`${API_URL}/page/get/headless-home`)).json();
    const block = home.fields.home_blocks.find((candidate: { extension: string }) => candidate.extension === 'map');
    expect(block.entry.towns.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await scrollThroughPage(page);
    const map = page.getByRole('region', { name: `Map: ${block.title}` });
    await map.scrollIntoViewIfNeeded();
    const clusters = map.getByRole('button', { name: /places, zoom in/ });
    await expect(clusters.first()).toBeVisible({ timeout: 15_000 });
    await expect(map.getByRole('button', { name: block.entry.towns[0].name, exact: true })).toBeVisible();

    /** The counts, by the text they show, whose middle is not the cluster itself when looked at (something is drawn over it). */
    const coveredCounts = () =>
      map.evaluate((region) => {
        const area = region.getBoundingClientRect();
        return [...region.querySelectorAll<HTMLElement>('[role="button"]')]
          .filter((button) => button.textContent?.includes('places, zoom in'))
          .flatMap((cluster) => {
            const box = cluster.getBoundingClientRect();
            const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
            if (x < area.left || x > area.right || y < area.top || y > area.bottom) return [];
            const seen = document.elementFromPoint(x, y);
            return seen && cluster.contains(seen) ? [] : [`${cluster.textContent} under ${seen?.getAttribute('title') ?? seen?.tagName}`];
          });
      });
    await expect.poll(coveredCounts, { message: 'cluster counts covered at the first zoom' }).toEqual([]);

    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect.poll(coveredCounts, { message: 'cluster counts covered one step in' }).toEqual([]);
    await expect(clusters.first()).toBeVisible();
  });
});
