import { expect, test, waitingForHydration } from '../support/test';
import { moveApiClock } from '../support/clock';
import { API_URL } from '../support/ports';
import { signIn } from '../support/members';
import { seriousViolations } from '../support/route-audit';

// The site's pages in the studio (issue 45, decision 102): Puck draws each block through the site's own components; the same blocks are
// listed to move by keyboard; a draft changes nothing for visitors until it is published.

const BOARD = 'dana.whitfield@example.com';
const NEW_TITLE = 'Sunrise on the Lion’s Perch';
/** The valley's date `days` from now (yyyy-mm-dd), for the studio's Publish at and Retire at fields. */
const valleyDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * 86_400_000));

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

  test('the Board makes a page of five kinds of block, sees it at a phone’s and a desktop’s width and schedules it; at its time it is served, without JavaScript too, found and listed; moved, the old address answers 301; its changes scheduled, they go out at their time; retired at a time to come, it leaves then', async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page, BOARD);
    await page.goto('/studio/pages');
    await page.getByRole('textbox', { name: 'Address' }).fill('plan/fall-foliage');
    await page.getByRole('textbox', { name: 'Title' }).fill('Fall Foliage');
    await page.getByRole('button', { name: 'Make the page' }).click();
    await expect(page.getByRole('note')).toContainText('Not on the site yet');

    const order = page.getByRole('group', { name: 'Blocks in order' });
    const blocks = [
      ['Text', 'Why fall here'],
      ['Upcoming events', 'Fall events'],
      ['Dispatch posts', 'Fall stories'],
      ['Call to action', 'Plan the drive'],
      ['Meetings', 'Retreats in the leaves'],
    ] as const;
    for (const [kind] of blocks) {
      await order.getByRole('combobox', { name: 'New block' }).selectOption({ label: kind });
      await order.getByRole('button', { name: 'Add the block' }).click();
      await expect(order.getByRole('status')).toContainText(`${kind} added at the end`);
    }
    const fields = page.getByRole('region', { name: /^Fields of / });
    for (const [index, [kind, heading]] of blocks.entries()) {
      await order.getByRole('button', { name: `Open: ${index + 1}. ${kind}` }).click();
      await fields.locator('input[name="title"]').fill(heading);
    }
    // The events block's tabs: two categories ticked, in that order.
    await order.getByRole('button', { name: 'Open: 2. Upcoming events: Fall events' }).click();
    const tabs = fields.getByRole('group', { name: 'Categories, the first five as tabs' });
    await tabs.getByRole('checkbox', { name: 'Outdoors' }).check();
    await tabs.getByRole('checkbox', { name: 'Festivals' }).check();
    await expect(tabs).toHaveAccessibleDescription('Chosen, in order: Outdoors, Festivals.');
    await order.getByRole('button', { name: 'Open: 1. Text: Why fall here' }).click();
    // Its text in the studio's rich-text editor (TipTap), not typed as HTML.
    const text = fields.getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('Peak color comes to the ridges in mid-October.');
    await text.press('Control+b');
    await text.pressSequentially(' Go midweek.');
    await expect(fields.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await order.getByRole('button', { name: 'Open: 4. Call to action: Plan the drive' }).click();
    await fields.locator('input[name="entry.link"]').fill('/plan/visitor-guide');
    await fields.locator('input[name="entry.button_text"]').fill('Get the guide');

    // The canvas draws the page as visitors will see it, at a phone's width and a desktop's.
    const canvas = page.getByRole('region', { name: 'Blocks' }).locator('iframe').first().contentFrame();
    await page.getByRole('button', { name: 'Phone (375 px)' }).click();
    await expect(canvas.getByRole('heading', { name: 'Plan the drive' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get the guide' })).toBeVisible();
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await expect(canvas.getByRole('heading', { name: 'Why fall here' })).toBeVisible();

    // Scheduled for the day after tomorrow, 9 in the morning in the valley: until then it is nowhere.
    const day = valleyDay(2);
    await page.getByLabel('Publish at').fill(`${day}T09:00`);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled: /plan/fall-foliage appears on the site at the time you chose.' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Scheduled: visitors see it from');
    expect((await request.get('/plan/fall-foliage')).status()).toBe(404);

    // Before its time, a preview link shows it to a colleague without an account (decision 115): drawn by the server, kept by no
    // cache, not indexed, and alive once the page is; withdrawn, the link says so.
    await page.getByRole('button', { name: 'Make a preview link' }).click();
    const shared = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(new URL(shared).pathname).toBe('/plan/fall-foliage');
    const colleague = await browser.newContext({ javaScriptEnabled: false });
    const look = await colleague.newPage();
    const previewed = await look.goto(shared);
    expect([previewed?.status(), previewed?.headers()['cache-control']]).toEqual([200, 'private, no-store']);
    await expect(look.getByRole('heading', { level: 1, name: 'Fall Foliage' })).toBeVisible();
    await expect(look.getByRole('heading', { name: 'Plan the drive' })).toBeVisible();
    await expect(look.getByRole('status').filter({ hasText: 'This page shows its draft' })).toContainText('The link works until');
    await expect(look.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await colleague.close();
    const live = waitingForHydration(await (await browser.newContext()).newPage());
    await live.goto(shared);
    await expect(live.getByRole('link', { name: 'Get the guide' })).toBeVisible();
    await expect(live.getByRole('heading', { level: 1, name: 'Fall Foliage' })).toBeVisible();
    expect((await request.get('/plan/fall-foliage')).status(), 'the page itself is still not on the site').toBe(404);
    await page.getByRole('button', { name: 'Withdraw every preview link' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 preview link withdrawn: it no longer works.' })).toBeVisible();
    await live.reload();
    await expect(live.getByRole('alert')).toHaveText('This preview link has expired or was withdrawn. This is the page as it is on the site.');
    await expect(live.getByRole('heading', { level: 1, name: 'Fall Foliage' })).toBeHidden();
    await live.context().close();

    // Three days on (the API's clock moved, not waited): served, found and listed.
    await moveApiClock(request, 3 * 86_400_000);
    try {
      const reader = await browser.newContext({ javaScriptEnabled: false });
      const served = await reader.newPage();
      const answer = await served.goto('/plan/fall-foliage');
      expect(answer?.status()).toBe(200);
      await expect(served.getByRole('heading', { level: 1, name: 'Fall Foliage' })).toBeVisible();
      for (const [, heading] of blocks) await expect(served.getByRole('heading', { name: heading })).toBeVisible();
      await expect(served.getByRole('tab')).toHaveText(['Outdoors', 'Festivals']);
      await expect(served.getByText('Peak color comes to the ridges in mid-October.')).toBeVisible();
      await expect(served.locator('strong', { hasText: 'Go midweek.' })).toBeVisible();
      await expect(served.getByRole('link', { name: 'Get the guide' })).toHaveAttribute('href', '/plan/visitor-guide');
      await reader.close();
      const found = (await (await request.post(`${API_URL}/pages/search`, { data: { q: 'Fall Foliage' } })).json()) as { link: string }[];
      expect(found.map((item) => item.link)).toContain('/plan/fall-foliage');
      const listed = (await (await request.get(`${API_URL}/api/pages`)).json()) as { link: string }[];
      expect(listed.map((item) => item.link)).toContain('/plan/fall-foliage');

      // Moved, the old address answers 301; retired, the page leaves the site.
      await page.reload();
      await page.getByRole('textbox', { name: 'New address' }).fill('plan/autumn-color');
      await page.getByRole('button', { name: 'Move the page' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Moved: the old address sends visitors and search engines here (301)' })).toBeVisible();
      const moved = await request.get('/plan/fall-foliage', { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe('/plan/autumn-color');
      // Live, its changes scheduled for the next morning (decision 133): visitors keep the page as it is until then; at their time
      // the API's scheduled publisher puts them out, and the next anonymous page has them.
      await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Peak color week by week');
      await page.getByLabel('Publish at').fill(`${valleyDay(4)}T09:00`);
      await page.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Scheduled: the changes to /plan/autumn-color go out' })).toContainText(
        'Until then visitors see revision',
      );
      await expect(page.getByText(/scheduled by Dana Whitfield to go out/)).toBeVisible();
      expect(await (await request.get('/plan/autumn-color')).text()).not.toContain('Peak color week by week');
      await moveApiClock(request, 5 * 86_400_000);
      await expect.poll(async () => (await request.get('/plan/autumn-color')).text(), { timeout: 20_000 }).toContain('Peak color week by week');
      await page.reload();
      await expect(page.getByText(/^Live: revision \d+\./)).toBeVisible();

      // Retired at a time to come (decision 116): on the site until then, gone after (the clock moved again, not waited).
      await page.getByRole('button', { name: 'Retire the page' }).click();
      const leave = valleyDay(6);
      const later = page.getByRole('group', { name: 'Or retire it later' });
      await later.getByLabel('Retire at').fill(`${leave}T09:00`);
      await later.getByRole('button', { name: 'Retire it then' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Scheduled: /plan/autumn-color leaves the site' })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Live until');
      expect((await request.get('/plan/autumn-color')).status()).toBe(200);
      await moveApiClock(request, 7 * 86_400_000);
      expect((await request.get('/plan/autumn-color')).status()).toBe(404);
      const left = (await (await request.get(`${API_URL}/api/pages`)).json()) as { link: string }[];
      expect(left.map((item) => item.link)).not.toContain('/plan/autumn-color');
      await page.reload();
      await expect(page.getByRole('note')).toContainText('Not on the site yet');
    } finally {
      await moveApiClock(request, 0);
    }
  });
});
