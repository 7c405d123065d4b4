import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';
import { blockHydrated } from '../support/scroll';

// What a visitor notices on the dispatch (issue 47, decision 083): Back puts the post they opened where it was, the keyboard reads
// the cards in the rows the eye reads, and the home page's side column of posts is a tidy list.

const postList = (page: Page) => page.getByRole('list', { name: 'Posts' });

/**
 * Scrolls down as a visitor does, half a screen a frame (so every card on the way is drawn, decision 071), until card `index` of `list`
 * stands whole in the window; a card past the first page arrives as the scroll nears the list's end. False if it never came.
 */
async function scrollToCard(list: Locator, index: number): Promise<boolean> {
  return list.evaluate(async (element, wanted) => {
    // Whole in the window with a margin; scrolled to twice the margin, as a scroll lands on whole pixels and a box on fractions.
    const margin = 20;
    for (let steps = 0; steps < 600; steps += 1) {
      const card = element.querySelectorAll('article')[wanted];
      const box = card?.getBoundingClientRect();
      if (box && box.height > 0 && box.top >= margin && box.bottom <= window.innerHeight - margin) return true;
      const towards = box && box.height > 0 ? box.top - 2 * margin : Infinity;
      window.scrollBy(0, Math.max(-window.innerHeight / 2, Math.min(window.innerHeight / 2, towards)));
      // A frame drawn at the new place (at most 250 ms, so a renderer that stops drawing cannot hang the journey).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          setTimeout(resolve, 60);
        });
      });
    }
    return false;
  }, index);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Back from a post on the second page of the list puts its card where it was (within 20 px)', async ({ page, request }) => {
      const first = await (await request.get(`${API_URL}/news/search?page=1&limit=48&order=latest`)).json();
      const total: number = first.pagination.total;
      // The card opened is on the list's second page, which the scroll appends.
      expect(total).toBeGreaterThan(48);
      const index = Math.min(total - 1, 48);

      await page.goto('/dispatch');
      const list = postList(page);
      await expect(list.getByRole('article').first()).toBeVisible();
      expect(await scrollToCard(list, index)).toBe(true);
      await expect(page.getByText(/^Showing \d+ of \d+ posts$/)).toHaveText(`Showing ${Math.min(96, total)} of ${total} posts`);

      const card = list.getByRole('article').nth(index);
      const title = (await card.getByRole('heading').textContent()) ?? '';
      const left = await card.boundingBox();
      expect(left).not.toBeNull();
      await card.getByRole('link', { name: `Read Full Article about ${title}`, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await page.goBack();
      const returned = list.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect
        .poll(async () => Math.abs(((await returned.boundingBox())?.y ?? Infinity) - (left?.y ?? 0)), {
          message: `the card of "${title}" is back where it was`,
        })
        .toBeLessThanOrEqual(20);
      await expect(returned).toBeInViewport();
    });

    test('Tab reads the cards in the rows the eye reads: left to right, then the next row', async ({ page }) => {
      await page.goto('/dispatch');
      const list = postList(page);
      const cards = list.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = Math.min(12, await cards.count());

      // Visual order: by each card's top, then its left.
      const boxes = await Promise.all(
        Array.from({ length: count }, async (_, index) => ({
          title: (await cards.nth(index).getByRole('heading').textContent()) ?? '',
          box: await list.getByRole('listitem').nth(index).boundingBox(),
        })),
      );
      const visual = boxes.toSorted((a, b) => (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0)).map((card) => card.title);
      // The grid really has rows of several cards at a wide window, one card a row on a phone.
      const firstRow = boxes.filter((card) => card.box?.y === boxes[0]?.box?.y).length;
      expect(firstRow).toBe(viewport.width >= 1200 ? 3 : 1);

      // Focus order: Tab from the first card's one link, reading which card holds the focus each time.
      await cards.first().getByRole('link').focus();
      const focused: string[] = [];
      for (let step = 0; step < count; step += 1) {
        focused.push(await page.evaluate(() => document.activeElement?.closest('article')?.querySelector('h3')?.textContent ?? ''));
        await page.keyboard.press('Tab');
      }
      expect(focused).toEqual(visual);
    });
  });
}

for (const width of [1280, 1440]) {
  test(`home at ${width} px: "From the Dispatch" lists its side posts as a tidy column beside the slider`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const block = page.getByRole('region', { name: 'From the Dispatch' });
    await block.scrollIntoViewIfNeeded();
    await blockHydrated(page, block);
    const slider = block.getByRole('group', { name: /: latest articles$/ });
    const side = block.getByRole('list', { name: 'More articles' });
    const items = side.getByRole('listitem');
    await expect(items).toHaveCount(4);

    // Beside the slider, starting level with it.
    await expect
      .poll(async () => {
        const [sliderBox, sideBox] = await Promise.all([slider.boundingBox(), side.boundingBox()]);
        return (sideBox?.x ?? 0) >= (sliderBox?.x ?? 0) + (sliderBox?.width ?? 0) && Math.abs((sideBox?.y ?? 0) - (sliderBox?.y ?? 0)) <= 2;
      })
      .toBe(true);

    // Each row is as tall as its post and the rule's spacing (24 px each side at most), never stretched into a gap.
    const rows = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => ({
        row: await items.nth(index).boundingBox(),
        post: await items.nth(index).getByRole('article').boundingBox(),
      })),
    );
    for (const { row, post } of rows) expect((row?.height ?? 0) - (post?.height ?? 0)).toBeLessThanOrEqual(50);
    // And the rows follow one another without space between them.
    for (let index = 1; index < rows.length; index += 1) {
      const above = rows[index - 1]?.row;
      expect(Math.abs((rows[index]?.row?.y ?? 0) - ((above?.y ?? 0) + (above?.height ?? 0)))).toBeLessThanOrEqual(1);
    }
  });
}
