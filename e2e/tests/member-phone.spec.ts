import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newMember, signIn } from '../support/members';

// The member area on phones (issue 26): every member screen fits 320 and 375 px without sideways scrolling; dashboard rows keep
// their title, status and Edit/View in view; drawers are full-screen sheets. The site-wide all-routes check lives elsewhere.
// Each screen is reached once, at 320 px, and each check is made there and again at 375 px: the same state at both widths, for half
// the sign-ins and clicks of a walk per width.

/** A seeded member with destinations, events, a tip and an itinerary. */
const OWNER = 'greg.hess@example.com';
const BOARD = 'dana.whitfield@example.com';

const WIDTHS = [320, 375] as const;
const HEIGHT = 740;

/** Runs `check` at each phone width, and leaves the page at the first, where the next step is taken. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await check(width);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
}

/** No sideways scrolling at either width: the page is no wider than the window. */
async function expectNoOverflow(page: Page, where: string) {
  await atEachWidth(page, async (width) => {
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(innerWidth, `${where}: the window`).toBe(width);
    expect(scrollWidth, `${where}: page width ${scrollWidth} px in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
  });
}

/** The element lies inside the window from left to right at either width (visible without scrolling sideways). */
async function expectWithinWidth(page: Page, locator: Locator, what: string, { fullWidth = false } = {}) {
  await atEachWidth(page, async (width) => {
    await expect(locator, what).toBeVisible();
    // A drawer slides in: measure where it comes to rest.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const box = await locator.boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.x, `${what}: left edge at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what}: right edge in a ${width} px window`).toBeLessThanOrEqual(width + 0.5);
    if (fullWidth) expect(box!.width, `${what} is a full-width sheet at ${width} px`).toBeGreaterThanOrEqual(width - 1);
  });
}

/** Each of the tab's items shows its title, its status and its Edit and View buttons inside the window. */
async function expectRowsInView(page: Page, tab: string, status: RegExp) {
  await expect(page.getByRole('tabpanel').getByRole('table', { name: new RegExp(tab, 'i') })).toBeVisible();
  const rows = page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Edit / }) });
  const count = await rows.count();
  expect(count, `${tab}: rows with Edit`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    await expectWithinWidth(page, row.getByText(status).first(), `${tab} row ${index + 1}: status`);
    await expectWithinWidth(page, row.getByRole('button', { name: /^Edit / }), `${tab} row ${index + 1}: Edit`);
    await expectWithinWidth(page, row.getByRole('button', { name: /^View / }), `${tab} row ${index + 1}: View`);
  }
}

test.describe(`member area at ${WIDTHS.join(' and ')} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: HEIGHT } });

  test('the account screens fit the window', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot', '/reset/some-token', '/support']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoOverflow(page, path);
    }
  });

  test('the dashboard, every tab, its add forms and its drawers fit the window', async ({ page }) => {
    await signIn(page, OWNER);
    await expect(page.getByRole('tab', { name: 'Destinations' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
    await expectNoOverflow(page, 'dashboard');
    for (const tab of ['Destinations', 'Events', 'Tips', 'Itineraries', 'Reservations', 'Favorites']) {
      await expectWithinWidth(page, page.getByRole('tab', { name: tab }), `the ${tab} tab`);
    }

    const tabs: { tab: string; add: string; status: RegExp }[] = [
      { tab: 'Destinations', add: 'Add a Destination', status: /^(Approved|Pending)$/ },
      { tab: 'Events', add: 'Add an Event', status: /^(Approved|Pending)$/ },
      { tab: 'Tips', add: 'Add a Tip', status: /^(Approved|Pending)$/ },
      { tab: 'Itineraries', add: 'Add an Itinerary', status: /^(Approved|Pending)$/ },
    ];
    for (const { tab, add, status } of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expectRowsInView(page, tab, status);
      await expectNoOverflow(page, `${tab} tab`);

      await page.getByRole('button', { name: add }).click();
      await expect(page.getByRole('form', { name: add })).toBeVisible();
      await expectNoOverflow(page, `${tab}: ${add}`);
      await page.getByRole('button', { name: add }).click();

      const row = page
        .getByRole('tabpanel')
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Edit / }) })
        .first();
      await row.getByRole('button', { name: /^Edit / }).click();
      const editor = page.getByRole('dialog');
      await expect(editor.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectWithinWidth(page, editor, `${tab}: the Edit drawer`, { fullWidth: true });
      await expectWithinWidth(page, editor.getByRole('button', { name: 'Save' }), `${tab}: Save`);
      await expectNoOverflow(page, `${tab}: Edit drawer`);
      await editor.getByRole('button', { name: 'Cancel' }).click();
      await expect(editor).toHaveCount(0);

      await row.getByRole('button', { name: /^View / }).click();
      const view = page.getByRole('dialog');
      await expectWithinWidth(page, view.getByRole('link', { name: 'View Page' }), `${tab}: View Page`);
      await expectNoOverflow(page, `${tab}: View drawer`);
      await view.getByRole('button', { name: 'Cancel' }).click();
      await expect(view).toHaveCount(0);
    }

    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expectNoOverflow(page, 'Favorites tab');
    await page.getByRole('tab', { name: 'Reservations' }).click();
    await expectNoOverflow(page, 'Reservations tab');
    await page.getByRole('button', { name: 'Request a Reservation' }).click();
    await expectNoOverflow(page, 'Request a Reservation');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const profile = page.getByRole('dialog', { name: 'Edit My Profile' });
    await expectWithinWidth(page, profile.getByRole('button', { name: 'Save' }), 'Edit My Profile: Save');
    await expectNoOverflow(page, 'Edit My Profile');
  });

  test("the Insights tab fits the window, the owner's and the Board's", async ({ page }) => {
    // The owner has listings to choose from and export; the Board (who owns none) has the valley.
    for (const { email, heading, choice } of [
      { email: OWNER, heading: 'Your listings', choice: true },
      { email: BOARD, heading: 'The valley', choice: false },
    ]) {
      await signIn(page, email);
      await page.getByRole('tab', { name: 'Insights' }).click();
      await expect(page).toHaveURL(/\?tab=insights$/);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Summary' }).first()).toBeVisible();
      await expectWithinWidth(page, page.getByRole('tab', { name: 'Insights' }), `${email}: the Insights tab`);
      await expectWithinWidth(page, page.getByText('Last 90 days', { exact: true }), `${email}: Last 90 days`);
      if (choice) {
        await expectWithinWidth(page, page.getByRole('combobox', { name: /^Listing/ }), `${email}: the Listing choice`);
        await expectWithinWidth(page, page.getByRole('button', { name: 'Export CSV' }), `${email}: Export CSV`);
      }
      for (const summary of await page.getByText('Figures by day').all()) await summary.click();
      await expectNoOverflow(page, `${email}: Insights tab`);
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('the profile wizard fits the window on every step', async ({ page, request }) => {
    await newMember(page, request, 'phone');
    await expect(page.getByRole('heading', { name: 'Set Up Your Profile' })).toBeVisible();
    await expectNoOverflow(page, 'wizard: About');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('heading', { name: 'What do you like to do?' })).toBeVisible();
    await expectNoOverflow(page, 'wizard: Account');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('radio', { name: 'I want to claim an existing destination' }).check();
    await expect(page.getByLabel('Destination to claim')).toBeVisible();
    await expectNoOverflow(page, 'wizard: claim a destination');
    await page.getByRole('radio', { name: 'I own or manage a destination' }).check();
    await expect(page.getByLabel('Business Name')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'About the Business' })).toBeVisible();
    await expectNoOverflow(page, 'wizard: Destination');
    await expectWithinWidth(page, page.getByRole('button', { name: 'SAVE PROFILE' }), 'SAVE PROFILE');
  });
});
