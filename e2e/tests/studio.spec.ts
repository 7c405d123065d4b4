import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitingForHydration } from '../support/test';
import { mailLinks, newMember, signIn } from '../support/members';
import { pngFile } from '../support/pictures';
import { API_URL, MAIN_FLEET } from '../support/ports';
import { seriousViolations } from '../support/route-audit';
import { memberToken } from '../support/site-routes';

// The content studio's gate and its people (issue 45, decision 092): the Board runs the studio and invites editors and publishers; the
// shell loads none of the studio's code for anyone else, who gets the 404 screen, and every studio call is checked by the API.

const BOARD = 'dana.whitfield@example.com';
const MEMBER = 'greg.hess@example.com';
const NOT_FOUND = '404 Page Not Found';

/** Every studio call, with a body the API would take from the Board. */
const CALLS = [
  { method: 'GET', path: '/api/studio/access' },
  { method: 'GET', path: '/api/studio/people' },
  { method: 'POST', path: '/api/studio/people', data: { email: MEMBER, role: 'editor' } },
  { method: 'POST', path: '/api/studio/people/remove', data: { id: 1 } },
  { method: 'GET', path: '/api/studio/ads/requests' },
  { method: 'POST', path: '/api/studio/ads/requests/answered', data: { id: 1, answered: true } },
  { method: 'GET', path: '/api/studio/menus' },
  { method: 'POST', path: '/api/studio/menus/publish', data: { name: 'footer_menu_2' } },
  { method: 'GET', path: '/api/studio/posts' },
  { method: 'GET', path: '/api/studio/settings' },
  { method: 'POST', path: '/api/studio/posts/publish', data: { id: 1 } },
  { method: 'GET', path: '/api/studio/places/categories' },
  { method: 'POST', path: '/api/studio/places/categories/publish', data: { id: 1 } },
  { method: 'POST', path: '/api/studio/places/towns/merge', data: { id: 1, into: 2 } },
  { method: 'GET', path: '/api/studio/audit' },
  { method: 'GET', path: '/api/studio/media' },
  { method: 'GET', path: '/api/studio/amenities' },
  { method: 'POST', path: '/api/studio/amenities/retire', data: { id: 1 } },
  { method: 'POST', path: '/api/studio/media/alt', data: { path: '/media/uploads/0000.10x10.webp', alt: 'A picture' } },
  { method: 'POST', path: '/api/studio/media/focus', data: { path: '/media/uploads/0000.10x10.webp', focus: null } },
] as const;

async function statuses(request: APIRequestContext, token: string | null): Promise<number[]> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return Promise.all(
    CALLS.map(async (call) =>
      (call.method === 'GET'
        ? await request.get(`${API_URL}${call.path}`, { headers })
        : await request.post(`${API_URL}${call.path}`, { headers, data: call.data })
      ).status(),
    ),
  );
}

/** Whether the page asked for any of the studio's own files. */
function studioFiles(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${MAIN_FLEET.shell}/_apps/mf-studio/`)) asked.push(request.url());
  });
  return asked;
}

test.describe('the content studio (issue 45)', () => {
  test('signed out or signed in without a role: the 404 screen at /studio and none of its code; 401 and 403 from every studio call', async ({
    page,
    request,
  }) => {
    const asked = studioFiles(page);
    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await page.goto('/studio/people');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(await statuses(request, null)).toEqual(CALLS.map(() => 401));

    await signIn(page, MEMBER);
    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(await statuses(request, await memberToken(request, MEMBER))).toEqual(CALLS.map(() => 403));
    expect(asked, "the studio's files").toEqual([]);
  });

  test('the Board invites a member as an editor, who then has the studio; removed, they get the 404 screen again', async ({ browser, page, request }) => {
    // The invited member, in a browser of their own.
    const editorContext = await browser.newContext();
    // It acts once each page is live, as the test's own page does (support/test.ts).
    const editorPage = waitingForHydration(await editorContext.newPage());
    const editor = await newMember(editorPage, request, 'studio-editor');

    await signIn(page, BOARD);
    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Studio' })).toBeVisible();
    const people = page.getByRole('table');
    await expect(page.getByRole('heading', { name: 'Editors and publishers' })).toBeVisible();

    // Bad input keeps what was typed and says why under the field.
    await page.getByLabel('Member’s email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('No member has that e-mail address')).toBeVisible();
    await expect(page.getByLabel('Member’s email')).toHaveValue('nobody-here@example.com');

    await page.getByLabel('Member’s email').fill(editor);
    await page.getByRole('radio', { name: /^Editor/ }).check();
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is now an editor.' })).toBeVisible();
    const row = people.getByRole('row').filter({ hasText: editor });
    await expect(row).toBeVisible();

    await editorPage.goto('/studio');
    await expect(editorPage.getByRole('heading', { name: 'Welcome to the studio' })).toBeVisible();
    expect((await request.get(`${API_URL}/api/studio/access`, { headers: { authorization: `Bearer ${await editorToken(editorPage)}` } })).status()).toBe(200);

    await row.getByRole('button', { name: /^Remove / }).click();
    await expect(row).toHaveCount(0);
    await editorPage.goto('/studio');
    await expect(editorPage.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await editorContext.close();
  });

  test('a business finds Advertise with Us on the Partners page and in the footer and sends the form; the Board is mailed, and answers it in the studio’s Ads', async ({
    page,
    request,
  }) => {
    const business = `Bakehouse ${Date.now().toString(36)}`;
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tell us what you have in mind' })).toHaveAttribute('href', '/advertise');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Advertise with Us' }).click();
    await expect(page).toHaveURL(/\/advertise$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Advertise with Us' })).toBeVisible();

    // The spec's messages under the fields; nothing typed is lost.
    await page.getByLabel('Email').fill('owner@bakehouse');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Business Name is required')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('owner@bakehouse');

    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('Email').fill('owner@bakehouse.com');
    await page.getByLabel('Phone Number (optional)').fill('8145550133');
    await page.getByLabel('Message').fill('A home-page ad for Arts Fest week.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The tourism board has your request' })).toBeVisible();
    expect(await mailLinks(request, BOARD, 'advertising')).toContain(`http://localhost:${MAIN_FLEET.shell}/studio/ads`);

    await signIn(page, BOARD);
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Ads' }).click();
    const waiting = page.getByRole('region', { name: /^Waiting/ });
    const card = waiting.getByRole('article', { name: business });
    await expect(card).toContainText('814-555-0133');
    await expect(card).toContainText('A home-page ad for Arts Fest week.');
    await card.getByRole('button', { name: `Mark answered: ${business}` }).click();
    await expect(page.getByRole('region', { name: /^Answered/ }).getByRole('article', { name: business })).toContainText('by Dana Whitfield');
    await expect(card).toHaveCount(0);
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(waiting.getByRole('article', { name: business })).toBeVisible();
  });

  test('the Board drafts a footer link (the site unchanged), moves it by keyboard, publishes it to the site, and restores the footer from its history', async ({
    page,
  }) => {
    const footerLink = () => page.getByRole('contentinfo').getByRole('link', { name: 'Trail Maps' });
    await signIn(page, BOARD);
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Menus' }).click();
    const menu = page.getByRole('region', { name: 'Footer: about' });
    await expect(menu.getByText(/^Live: revision \d+\.$/)).toBeVisible();
    const links = menu.getByRole('group', { name: /^Link \d/ });
    const before = await links.count();

    await menu.getByRole('button', { name: 'Add a link' }).click();
    const added = links.last();
    await added.getByRole('textbox', { name: 'Title' }).fill('Trail Maps');
    await added.getByRole('textbox', { name: 'Link' }).fill('/outdoors');
    await menu.getByRole('button', { name: 'Move up: Trail Maps' }).press('Enter');
    await expect(menu.getByRole('button', { name: 'Move up: Trail Maps' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(links.nth(before - 2)).toHaveAccessibleName('Link ' + (before - 1) + ': Trail Maps');
    await menu.getByRole('button', { name: 'Save draft' }).click();
    await expect(menu.getByText(/^Draft saved by Dana Whitfield/)).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Support' })).toBeVisible();
    await expect(footerLink(), 'a draft is not on the site').toHaveCount(0);

    await page.goto('/studio/menus');
    await menu.getByRole('button', { name: 'Publish' }).click();
    await expect(menu.getByRole('status')).toContainText('Published: the site shows revision');
    await page.goto('/');
    await expect(footerLink()).toHaveAttribute('href', '/outdoors');

    // The footer as it was: its previous revision restored as the draft, then published.
    await page.goto('/studio/menus');
    await menu.getByText('History').click();
    await menu.getByRole('listitem').filter({ hasNotText: '(live)' }).first().getByRole('button', { name: 'Restore as draft' }).click();
    await expect(menu.getByRole('status')).toContainText('is the draft now');
    await menu.getByRole('button', { name: 'Publish' }).click();
    await expect(menu.getByRole('status')).toContainText('Published: the site shows revision');
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Support' })).toBeVisible();
    await expect(footerLink()).toHaveCount(0);

    // The Board's audit log has each of these changes, newest first, with who made it (decision 100).
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Audit log' }).click();
    const changes = page.getByRole('table', { name: 'Studio changes, newest first' }).getByRole('row');
    await expect(changes.nth(1)).toContainText(/Dana Whitfield\s*Published Footer: about/);
    await expect(changes.nth(2)).toContainText(/Dana Whitfield\s*Restored revision \d+ of Footer: about/);
    await expect(changes.nth(3)).toContainText(/Dana Whitfield\s*Published Footer: about/);
    await expect(changes.nth(4)).toContainText(/Dana Whitfield\s*Saved a draft of Footer: about/);
    // Narrowed to the menus' restorations by the Board, kept in the address (decision 117).
    const filters = page.getByRole('search', { name: 'Filter the log' });
    await filters.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Menus' });
    await filters.getByRole('textbox', { name: 'Who' }).fill('whitfield');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/studio\/audit\?kind=menu&who=whitfield$/);
    await expect(changes.filter({ hasText: 'Published Footer: about' })).toHaveCount(2);
    await expect(changes.filter({ hasText: /the site settings|the main navigation|Invited as/ })).toHaveCount(0);
  });

  test('every studio screen passes axe (serious and critical findings) as the Board', async ({ page }) => {
    await signIn(page, BOARD);
    await page.goto('/studio');
    const sections = page.getByRole('navigation', { name: 'Studio' }).getByRole('link');
    await expect(sections.last()).toHaveText('Audit log');
    const names = await sections.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(8);
    const found: string[] = [];
    for (const name of names) {
      await sections.filter({ hasText: name }).click();
      // Each section's heading is its link's name.
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      // The section's answers are in: no skeleton is left.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await seriousViolations(page)).map((violation) => `${name}: ${violation}`));
    }
    expect(found).toEqual([]);
  });

  test('the Board uploads a picture to the media library: refused without its alt text, then first in the library, opened with its sizes, found by its words and deleted (decision 126)', async ({
    page,
  }) => {
    const alt = `Beaver Stadium at dusk ${Date.now().toString(36)}`;
    await signIn(page, BOARD);
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Media library' }).click();
    const form = page.getByRole('form', { name: 'Upload a picture' });
    await form.getByLabel('Picture').setInputFiles(pngFile('stadium.png', [25, 50, 91], 1600, 900));
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('textbox', { name: 'Alt text' })).toHaveAccessibleDescription(
      'Alt text is required: describe the picture for people who cannot see it',
    );
    await form.getByRole('textbox', { name: 'Alt text' }).fill(alt);
    await form.getByRole('button', { name: 'Upload' }).click();

    const details = page.getByRole('region', { name: 'The chosen picture' });
    await expect(details.getByRole('img', { name: alt })).toBeVisible();
    await expect(details.getByText('1600 × 900 pixels', { exact: false })).toBeVisible();
    await expect(details.getByText('Nothing on the site uses this picture yet.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('link').first()).toContainText(alt);

    await page.getByRole('searchbox', { name: 'Words in the alt text or file name' }).fill(alt);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/studio\/media\?q=/);
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('link')).toHaveCount(1);

    // Nothing uses it: the Board opens it again and deletes it, after a second press, and its file is gone.
    await page.getByRole('list', { name: 'Pictures' }).getByRole('link').click();
    const file = await details.getByRole('img', { name: alt }).getAttribute('src');
    await details.getByRole('button', { name: 'Delete picture' }).click();
    await details.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Picture deleted.' })).toBeVisible();
    await expect(page.getByText('No picture matches the search.')).toBeVisible();
    expect((await page.request.get(file!)).status()).toBe(404);
  });

  test('the Board sets where a picture’s subject is by pressing it: the site’s pages that show it crop there, in the server’s HTML; reset, the site’s own crop (decision 134)', async ({
    page,
    request,
  }) => {
    await signIn(page, BOARD);
    // The meetings page's header picture, cropped wide.
    await page.goto('/studio/media?q=page-meetings');
    await page.getByRole('list', { name: 'Pictures' }).getByRole('link').first().click();
    const point = page.getByRole('region', { name: 'The chosen picture' }).getByRole('group', { name: 'Focal point' });
    const picture = point.getByRole('button', { name: 'Set the focal point where you press on the picture' });
    const box = await picture.boundingBox();
    expect(box).not.toBeNull();
    await picture.click({ position: { x: box!.width * 0.2, y: box!.height * 0.3 } });
    await expect(point.getByRole('spinbutton', { name: 'Across (%)' })).toHaveValue('20');
    await expect(point.getByRole('spinbutton', { name: 'Down (%)' })).toHaveValue('30');
    await point.getByRole('button', { name: 'Save focal point' }).click();
    await expect(point.getByRole('status')).toHaveText('Focal point saved: the site’s crops of this picture keep it in view.');
    const header = async () => {
      const html = await (await request.get('/meetings')).text();
      return /<img[^>]*page-meetings[^>]*>/.exec(html)?.[0] ?? 'no header picture';
    };
    try {
      await expect.poll(header).toContain('--image-focus:20% 30%');
    } finally {
      await point.getByRole('button', { name: 'Reset to the site’s crop' }).click();
      await expect(point.getByRole('status')).toHaveText('Focal point reset: the site crops this picture its usual way.');
    }
    await expect
      .poll(async () => {
        const tag = await header();
        return tag.startsWith('<img') && !tag.includes('--image-focus');
      })
      .toBe(true);
  });

  test('the Board writes a post in the studio: a draft no visitor sees but a colleague with its preview link, published to the dispatch, then retired', async ({
    browser,
    page,
  }) => {
    const title = `Ice rink opens ${Date.now().toString(36)}`;
    const visitorContext = await browser.newContext();
    const visitor = waitingForHydration(await visitorContext.newPage());

    await signIn(page, BOARD);
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'The Dispatch' }).click();
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const text = page.getByRole('textbox', { name: 'Post text' });
    await text.click();
    await page.keyboard.type('Skates on the first cold weekend.');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' Free on Saturday.');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
    await expect(page.getByText(/^Draft: Not on the site yet\./)).toBeVisible();
    const slug = (await page.getByRole('link', { name: 'Preview' }).getAttribute('href'))!;

    await visitor.goto(slug);
    await expect(visitor.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

    // A preview link shows the draft to a colleague without an account (decision 125): drawn by the server, kept by no cache, not
    // indexed; withdrawn, the link says so over the 404 screen.
    await page.getByRole('button', { name: 'Make a preview link' }).click();
    const shared = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(new URL(shared).pathname).toBe(slug);
    const colleague = await browser.newContext({ javaScriptEnabled: false });
    const look = await colleague.newPage();
    const previewed = await look.goto(shared);
    expect([previewed?.status(), previewed?.headers()['cache-control']]).toEqual([200, 'private, no-store']);
    await expect(look.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(look.getByRole('status').filter({ hasText: 'This post shows its draft' })).toContainText('The link works until');
    await expect(look.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await colleague.close();
    await page.getByRole('button', { name: 'Withdraw every preview link' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 preview link withdrawn: it no longer works.' })).toBeVisible();
    await visitor.goto(shared);
    await expect(
      visitor.getByRole('alert').filter({ hasText: 'This preview link has expired or was withdrawn. This is the post as it is on the site.' }),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published on the site.' })).toBeVisible();
    await visitor.goto(slug);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('strong', { hasText: 'Free on Saturday.' })).toBeVisible();

    await page.getByRole('button', { name: 'Retire', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Retired: it is no longer on the site.' })).toBeVisible();
    await visitor.goto(slug);
    await expect(visitor.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Retired');
    await visitorContext.close();
  });

  test('the Board sets the nav bar colour: one too light for its white text is refused, a dark one published to the site, then restored', async ({ page }) => {
    const navColor = () =>
      page
        .locator('[style*="--color-nav"]')
        .first()
        .evaluate((element) => (element as HTMLElement).style.getPropertyValue('--color-nav'));
    await signIn(page, BOARD);
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Settings' }).click();
    const color = page.getByLabel('Nav bar color');
    await color.fill('#ffd700');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Nav bar color: too light for its white text/)).toBeVisible();

    await color.fill('#0b5d3b');
    // A closed tab loses nothing: the unsaved colour is back after a reload.
    await page.reload();
    await expect(color).toHaveValue('#0b5d3b');
    await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from last time are back.' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows revision' })).toBeVisible();
    await page.goto('/');
    expect(await navColor()).toBe('#0b5d3b');

    await page.goto('/studio/settings');
    await page.getByText('History', { exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'as it was before the studio' }).getByRole('button', { name: 'Restore as draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is the draft now' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows revision' })).toBeVisible();
    await page.goto('/');
    expect(await navColor()).toBe('#19325b');
  });
});

/** The main navigation's tabs as a visitor to the home page sees them. */
async function mainTabs(visitor: Page): Promise<string[]> {
  await visitor.goto('/');
  return visitor.getByRole('navigation', { name: 'Main' }).getByRole('button').allTextContents();
}

test.describe('the main navigation in the studio (issue 45)', () => {
  test('the Board moves a tab first by keyboard and retitles it; the next visitor’s menu shows it; the first revision puts it back', async ({
    page,
    browser,
  }) => {
    await signIn(page, BOARD);
    const before = await mainTabs(page);
    expect(before[1]).toBe('Eat & Drink');

    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Navigation' }).click();
    await page.getByRole('button', { name: 'Move up: Eat & Drink' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Move down: Eat & Drink' })).toBeFocused();
    const tab = page.getByRole('group', { name: 'Tab 1: Eat & Drink' });
    await tab.getByRole('textbox', { name: 'Title' }).fill('Food & Drink');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows revision 2 of the navigation.' })).toBeVisible();

    const visitor = waitingForHydration(await (await browser.newContext()).newPage());
    expect((await mainTabs(visitor)).slice(0, 2)).toEqual(['Food & Drink', before[0]]);

    await page.getByText('History', { exact: true }).click();
    // The history compares the two revisions field by field (decision 114): the first tab's title was the other tab's.
    const compared = page.getByRole('region', { name: 'Compare two revisions' });
    await expect(compared.getByText(/fields differ between revisions 1 and 2\./)).toBeVisible();
    await expect(compared.getByRole('row').filter({ hasText: 'Food & Drink' }).first()).toContainText(before[0]!);
    await page.getByRole('listitem').filter({ hasText: 'as it was before the studio' }).getByRole('button', { name: 'Restore as draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is the draft now' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows revision 3 of the navigation.' })).toBeVisible();
    expect(await mainTabs(visitor)).toEqual(before);
    await visitor.context().close();
  });
});

test.describe('places in the studio (issue 45)', () => {
  test('the Board renames a category and gives it a new address: the old one answers 301, the navigation follows, and it is put back', async ({
    page,
    request,
  }) => {
    const [oldPath, newPath] = ['/c/breweries-and-wineries', '/c/breweries-cideries-and-wineries'];
    await signIn(page, BOARD);
    // A page loaded before the change, whose menu still links the old address.
    const stale = waitingForHydration(await page.context().newPage());
    await stale.goto('/');

    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Places' }).click();
    await page.getByRole('link', { name: 'Breweries & Wineries', exact: true }).click();
    await expect(page.getByText(/\d+ links? in the navigation/)).toBeVisible();
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('Breweries and wineries!');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(address).toHaveAccessibleDescription('Address: lowercase letters, digits and hyphens (outdoor-recreation)');
    await address.fill('breweries-cideries-and-wineries');
    await expect(page.getByRole('note')).toContainText(`Once published, ${oldPath} sends visitors and search engines to ${newPath} (301)`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Breweries, Cideries & Wineries');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published: ${newPath} shows revision 2.` })).toBeVisible();

    const moved = await request.get(oldPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(newPath);
    // The next visitor's menu links the new address under the new name.
    await page.goto('/');
    const tab = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Eat & Drink' });
    await tab.hover();
    const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'Breweries, Cideries & Wineries', exact: true })).toHaveAttribute('href', newPath);
    // The stale page's old link, followed inside the site, lands on the category under its new address.
    const staleTab = stale.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Eat & Drink' });
    await staleTab.hover();
    await stale
      .locator(`#${await staleTab.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Breweries & Wineries', exact: true })
      .first()
      .click();
    await expect(stale).toHaveURL(new RegExp(`${newPath}$`));
    await expect(stale.getByRole('heading', { level: 1, name: 'Breweries, Cideries & Wineries' })).toBeVisible();

    await page.goto('/studio/places');
    await page.getByRole('link', { name: 'Breweries, Cideries & Wineries' }).click();
    await putBackAsBeforeTheStudio(page, request, oldPath);
    expect((await request.get(newPath, { maxRedirects: 0 })).status()).toBe(301);
  });

  test('a town names the pages linking to it; a publisher renames a town, moves its page and gives it a new header picture: the new address shows both with its listings, the old one answers 301 (decisions 119, 121, 124)', async ({
    page,
    request,
  }) => {
    const [oldPath, newPath] = ['/towns/howard', '/towns/howard-borough'];
    await signIn(page, BOARD);
    // What uses a town includes the pages linking to it, each to its editor: the home page's valleys slider (decision 124).
    await page.goto('/studio/places');
    await page.getByRole('table', { name: 'Towns' }).getByRole('link', { name: 'Boalsburg', exact: true }).click();
    await expect(page.getByText(/links? here: once it is retired/)).toBeVisible();
    await page.getByRole('listitem').filter({ hasText: '(/)' }).getByRole('link', { name: 'Happy Valley' }).click();
    await expect(page).toHaveURL(/\/studio\/pages\/\d+$/);
    await page.goto('/studio/places');
    await page.getByRole('table', { name: 'Towns' }).getByRole('link', { name: 'Howard', exact: true }).click();
    const town = async (slug: string) =>
      (await (await request.get(`${API_URL}/cities/get/${slug}`)).json()) as { destinations: { id: number }[]; main_image_url: string };
    const listedIn = async (slug: string) => (await town(slug)).destinations.map(({ id }) => id);
    const listings = await listedIn('howard');
    const { main_image_url: seededPicture } = await town('howard');
    await page.getByRole('textbox', { name: 'Address' }).fill('howard-borough');
    await expect(page.getByRole('note')).toContainText(`Once published, ${oldPath} sends visitors and search engines to ${newPath} (301)`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Howard Borough');
    await page.getByLabel('Header picture').setInputFiles(pngFile('howard.png', [40, 110, 70], 1200, 500));
    await expect(page.getByRole('img', { name: 'Header picture preview' })).toHaveAttribute('src', /^data:image\/png/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published: ${newPath} shows revision 2.` })).toBeVisible();

    const moved = await request.get(oldPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(newPath);
    const picture = (await town('howard-borough')).main_image_url;
    expect(picture, 'the upload, checked and kept by the API').toMatch(/\/media\//);
    expect(picture).not.toBe(seededPicture);
    await page.goto(newPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Howard Borough' })).toBeVisible();
    await expect(page.locator(`img[src="${picture}"]`), 'the page leads with the new picture').toBeVisible();
    expect(await listedIn('howard-borough'), 'its listings stay with it').toEqual(listings);

    // Put back as it was, for the journeys that follow.
    await page.goto('/studio/places');
    await page.getByRole('table', { name: 'Towns' }).getByRole('link', { name: 'Howard Borough', exact: true }).click();
    await putBackAsBeforeTheStudio(page, request, oldPath);
    expect((await town('howard')).main_image_url, 'and its picture with it').toBe(seededPicture);
  });

  test('the Board makes an experience, off the site until it is published; then its page and the list show it, and retired it goes (decision 123)', async ({
    page,
    request,
  }) => {
    const path = '/experiences/stargazing';
    const listed = async () => ((await (await request.get(`${API_URL}/experiences/list`)).json()) as { name: string }[]).map(({ name }) => name);
    await signIn(page, BOARD);
    await page.goto('/studio/places');
    const form = page.getByRole('form', { name: 'New place' });
    await form.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Experiences' });
    await form.getByRole('button', { name: 'Make the experience' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await form.getByRole('textbox', { name: 'Name' }).fill('Stargazing');
    await expect(form.getByText(`Its page will be at /experiences/… once published.`)).toBeVisible();
    await form.getByRole('button', { name: 'Make the experience' }).click();

    await expect(page.getByRole('heading', { name: 'Not on the site yet' })).toBeVisible();
    expect((await request.get(path, { maxRedirects: 0 })).status(), 'a new place is not on the site').toBe(404);
    expect(await listed()).not.toContain('Stargazing');
    await page.getByRole('textbox', { name: 'Description' }).fill('Dark-sky nights above the ridges, away from the town lights.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published: ${path} shows revision 2.` })).toBeVisible();

    await expect(page.getByRole('link', { name: `See ${path} on the site` })).toBeVisible();
    expect(await listed()).toContain('Stargazing');
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Stargazing' })).toBeVisible();
    await visitor.context().close();

    // Off the site again, for the journeys that follow.
    await page.getByRole('button', { name: 'Retire this experience' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Retired: ${path} answers 404 now.` })).toBeVisible();
    expect(await listed()).not.toContain('Stargazing');
  });
});

/** From a place's editor: its revision from before the studio restored and published (its third), and its first address a page again. */
async function putBackAsBeforeTheStudio(page: Page, request: APIRequestContext, path: string) {
  await page.getByText('History', { exact: true }).click();
  await page.getByRole('listitem').filter({ hasText: 'as it was before the studio' }).getByRole('button', { name: 'Restore as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is the draft now' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published: ${path} shows revision 3.` })).toBeVisible();
  expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200);
}

/** The signed-in member's token, as the shell keeps it in this browser. */
async function editorToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const match = /"token":"([^"]+)"/.exec(localStorage.getItem(key) ?? '');
      if (match) return match[1];
    }
    return null;
  });
  expect(token, "the member's token in the browser").toBeTruthy();
  return token!;
}
