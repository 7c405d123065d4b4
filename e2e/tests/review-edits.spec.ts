import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SEEDED_PASSWORD, signIn } from '../support/members';
import { API_URL } from '../support/ports';

// Issue 46: the board reviews an edit of a live listing field by field, old against new, while the public keeps the approved version.

const OWNER = 'alicia.yoder@example.com';
const BOARD = 'dana.whitfield@example.com';

/** The member's first approved destination with no edit waiting, read through the API as the dashboard reads it. */
async function liveDestination(request: APIRequestContext, email: string) {
  const login = await request.post(`${API_URL}/api/login`, { data: { username: email, password: SEEDED_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const mine = (await (await request.get(`${API_URL}/api/destinations/user`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
    name: string;
    slug: string;
    phone: string;
    approved: number;
    has_pending_changes: boolean;
  }[];
  const place = mine.find((item) => item.approved === 1 && !item.has_pending_changes);
  expect(place, `a live destination of ${email}`).toBeTruthy();
  return place!;
}

/** The public page as a visitor sees it: signed out. */
async function asVisitor(page: Page, slug: string) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/d/${slug}`);
  return page.getByRole('main');
}

test.describe('review of edits', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an edit of a live destination's phone and description: the public keeps the old, the board sees exactly those two old and new, approval publishes", async ({
    page,
    request,
  }) => {
    const place = await liveDestination(request, OWNER);
    const phone = place.phone === '814-555-0199' ? '814-555-0198' : '814-555-0199';
    const description = 'Wood-fired pizza on the porch every evening.';

    await signIn(page, OWNER);
    await page.getByRole('button', { name: `Edit ${place.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Destination' });
    await form.getByLabel('Phone Number').fill('');
    await form.getByLabel('Phone Number').pressSequentially(phone.replace(/-/g, ''));
    await expect(form.getByLabel('Phone Number')).toHaveValue(phone);
    await form.getByRole('textbox', { name: 'Description' }).fill(description);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Updated destination: ${place.name}`)).toBeVisible();

    let main = await asVisitor(page, place.slug);
    await expect(main.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    await expect(main.getByRole('link', { name: place.phone }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: phone })).toHaveCount(0);
    await expect(main.getByText(description)).toHaveCount(0);

    await signIn(page, BOARD);
    await page.getByRole('tab', { name: 'Review' }).click();
    const row = page.getByRole('row').filter({ hasText: place.name });
    await expect(row).toContainText('Edit: Phone Number, Description');
    await row.getByRole('button', { name: `Preview destination ${place.name}` }).click();
    const review = page.getByRole('dialog', { name: `Review: ${place.name}` });
    const changed = review.getByRole('list', { name: 'Changed fields' });
    const fields = changed.locator(':scope > li');
    await expect(fields).toHaveCount(2);
    await expect(fields.nth(0).getByRole('heading')).toHaveText('Phone Number');
    await expect(fields.nth(0)).toContainText(`Old${place.phone}New${phone}`);
    await expect(fields.nth(1).getByRole('heading')).toHaveText('Description');
    // A rewritten text reads as the old words struck through, then the new ones.
    await expect(fields.nth(1).locator('del').first()).toBeVisible();
    await expect(fields.nth(1).locator('ins').first()).toContainText(description.replace(/\.$/, ''));
    await expect(review.locator('details')).not.toHaveAttribute('open');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Approved: ${place.name}`)).toBeVisible();

    main = await asVisitor(page, place.slug);
    await expect(main.getByRole('link', { name: phone }).first()).toBeVisible();
    await expect(main.getByText(description)).toBeVisible();
  });

  test("a trusted partner's edit publishes at once and is in the audit log with its diff; the board reverts it", async ({ page, request }) => {
    const place = await liveDestination(request, OWNER);
    const phone = place.phone === '814-555-0177' ? '814-555-0176' : '814-555-0177';

    await signIn(page, BOARD);
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const trust = page.getByRole('form', { name: 'Trust a partner' });
    await trust.getByLabel('Partner’s e-mail').fill(OWNER);
    await trust.getByRole('button', { name: 'Trust' }).click();
    await expect(page.getByRole('list', { name: 'Trusted partners' })).toContainText(OWNER);

    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, OWNER);
    await page.getByRole('button', { name: `Edit ${place.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Destination' });
    await form.getByLabel('Phone Number').fill('');
    await form.getByLabel('Phone Number').pressSequentially(phone.replace(/-/g, ''));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Updated destination: ${place.name}`)).toBeVisible();

    let main = await asVisitor(page, place.slug);
    await expect(main.getByRole('link', { name: phone }).first()).toBeVisible();

    await signIn(page, BOARD);
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const entry = page.getByRole('list', { name: 'Audit log' }).getByRole('article').first();
    await expect(entry.getByRole('heading', { level: 3 })).toHaveText(`Destination ${place.name}`);
    const changed = entry.getByRole('list', { name: 'Changed fields' }).locator(':scope > li');
    await expect(changed).toHaveCount(1);
    await expect(changed.first()).toContainText(`Phone NumberOld${place.phone}New${phone}`);
    await entry.getByRole('button', { name: `Revert ${place.name}` }).click();
    await expect(page.getByText(`Reverted: ${place.name}`)).toBeVisible();
    await expect(entry).toContainText('reverted');
    await expect(entry.getByRole('button', { name: `Revert ${place.name}` })).toHaveCount(0);
    // Left as the other journeys expect the seeded partner: untrusted.
    await page.getByRole('button', { name: 'Stop trusting Alicia Yoder' }).click();
    await expect(page.getByText('No partner is trusted yet.')).toBeVisible();

    main = await asVisitor(page, place.slug);
    await expect(main.getByRole('link', { name: place.phone }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: phone })).toHaveCount(0);
  });
});
