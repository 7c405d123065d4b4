import { expect, test } from '../support/test';
import { signIn } from '../support/members';
import { seriousViolations } from '../support/route-audit';

// The site's pages in the studio (issue 45, decision 102): Puck draws each block through the site's own components; the same blocks are
// listed to move by keyboard; a draft changes nothing for visitors until it is published.

const BOARD = 'dana.whitfield@example.com';
const NEW_TITLE = 'Sunrise on the Lion’s Perch';

test.describe('pages in the studio (issue 45)', () => {
  test('the Board retitles the home hero’s first slide and moves a block by keyboard; published, the next visitor’s / shows both; revision 1 puts it back', async ({
    page,
    browser,
  }) => {
    await signIn(page, BOARD);
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Pages' }).click();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '/', exact: true }) })
      .getByRole('link')
      .click();

    const order = page.getByRole('group', { name: 'Blocks in order' });
    const canvas = page.getByRole('region', { name: 'Blocks' }).locator('iframe').first().contentFrame();
    await expect(canvas.getByRole('button', { name: 'Hero slider Welcome to Happy Valley' })).toBeVisible();
    // Puck makes each block on the canvas one control around the block's own links (nested-interactive): the list opens blocks by
    // keyboard instead, and the blocks themselves are audited on the site (decision 102).
    expect(await seriousViolations(page, { exclude: '#preview-frame' })).toEqual([]);
    await order.getByRole('button', { name: 'Move down: 2. Text: Your Valley, Your Way' }).focus();
    await page.keyboard.press('Enter');
    await expect(order.getByRole('status')).toHaveText('2. Text: Your Valley, Your Way moved to position 3 of 23.');
    await expect(order.getByRole('listitem').nth(1)).toContainText('2. Upcoming events: Upcoming Events');

    // Opened from the list by keyboard, the block's fields take the keyboard.
    await order.getByRole('button', { name: 'Open: 1. Hero slider: Welcome to Happy Valley' }).focus();
    await page.keyboard.press('Enter');
    const fields = page.getByRole('region', { name: 'Fields of 1. Hero slider: Welcome to Happy Valley' });
    await expect(fields.getByRole('heading')).toBeFocused();
    await fields.getByRole('button', { name: 'Sunrise over Mount Nittany' }).click();
    // Puck names each field by its place in the block's data.
    await fields.locator('input[name="entry.slides[0].title"]').fill(NEW_TITLE);
    // The canvas draws the slide as the site will, at a desktop's width or a phone's.
    await expect(canvas.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    const frameWidth = () => page.locator('#preview-frame').evaluate((frame) => frame.getBoundingClientRect().width);
    expect(await frameWidth()).toBe(1280);
    await page.getByRole('button', { name: 'Phone (375 px)' }).click();
    await expect(page.getByRole('button', { name: 'Phone (375 px)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await frameWidth()).toBe(375);
    await expect(canvas.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: / shows revision 2.' })).toBeVisible();

    // The next visitor, signed out, in the server's HTML and once live.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    const headings = await visitor.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Upcoming Events')).toBeLessThan(headings.indexOf('Your Valley, Your Way'));
    expect(headings.indexOf('Upcoming Events')).toBeGreaterThanOrEqual(0);

    // The version before the studio comes back as a draft, and published puts the home page back.
    await page.getByText('History').click();
    await page.getByRole('listitem').filter({ hasText: 'as it was before the studio' }).getByRole('button', { name: 'Restore as draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revision 1 is the draft now' })).toBeVisible();
    await expect(order.getByRole('listitem').nth(1)).toContainText('2. Text: Your Valley, Your Way');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: / shows revision 3.' })).toBeVisible();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Sunrise over Mount Nittany' })).toBeVisible();
    await visitor.close();
  });
});
