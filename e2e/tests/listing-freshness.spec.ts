import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { moveApiClock } from '../support/clock';
import { API_URL } from '../support/ports';
import { signIn } from '../support/members';
import { memberToken } from '../support/site-routes';

// Listings that stay true (issue 46, decision 090): a listing nobody has confirmed for 12 months leaves listings, search and maps, its
// page says so, and its owner's "Still accurate" brings it back. The API's clock is moved back for the confirmation (DEV_CLOCK), not waited.

const OWNER = 'alicia.yoder@example.com';
const LISTING = 'Penns Valley Llama Farm';
/** More than 12 months whatever the months: 13 of them, near enough. */
const THIRTEEN_MONTHS_MS = 396 * 86_400_000;

/** The owner's "Still accurate" as the API heard it 13 months ago: the listing's last confirmation is then. */
async function confirmedThirteenMonthsAgo(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const auth = { authorization: `Bearer ${await memberToken(request, OWNER)}` };
  const mine = (await (await request.get(`${API_URL}/api/destinations/user`, { headers: auth })).json()) as { id: number; name: string; slug: string }[];
  const listing = mine.find((item) => item.name === LISTING);
  expect(listing, `${OWNER} owns ${LISTING}`).toBeDefined();
  await moveApiClock(request, -THIRTEEN_MONTHS_MS);
  try {
    const answer = await request.post(`${API_URL}/api/destinations/confirm`, { headers: auth, data: { id: listing!.id } });
    expect(answer.status(), await answer.text()).toBe(200);
  } finally {
    await moveApiClock(request, 0);
  }
  return listing!;
}

/** The listing filtered by name (/destinations?name=Llama): its count and map come from the same search. */
async function openListing(page: Page) {
  await page.goto('/destinations?name=Llama');
  return page.getByRole('status').filter({ hasText: /^\d+ places?$/ });
}

/** The header's site search for the listing, once all of its searches have answered. */
async function siteSearch(page: Page) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search the site' }).first().fill('Llama Farm');
  await expect(page.getByText(/^(\d+ results?|No results for “Llama Farm”)$/).first()).toBeVisible();
  return page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: LISTING });
}

test('a listing last confirmed 13 months ago is gone from listings, search and the map, its page says so, and "Still accurate" brings it back', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { slug } = await confirmedThirteenMonthsAgo(request);

  await expect(await openListing(page)).toHaveText('0 places');
  await expect(page.getByRole('region', { name: 'Map of places' }).getByRole('button', { name: LISTING, exact: true })).toHaveCount(0);
  await expect(await siteSearch(page)).toHaveCount(0);

  await page.goto(`/d/${slug}`);
  const visit = page.getByRole('complementary', { name: 'Plan your visit' });
  await expect(visit.getByText('Not recently confirmed.')).toBeVisible();
  await expect(visit).toContainText('has not confirmed these details for over a year');

  await signIn(page, OWNER);
  const panel = page.getByRole('region', { name: 'Keep your listings true' });
  const card = panel.getByRole('article', { name: LISTING });
  await expect(card).toContainText('Hidden from listings, search and maps since');
  await expect(card.getByLabel(`What to check on ${LISTING}`)).toContainText('Address88 Muddy Paws Ln, Spring Mills');
  await card.getByRole('button', { name: `Still accurate ${LISTING}` }).click();
  await expect(page.getByText(`Confirmed: ${LISTING}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(LISTING) })).toContainText('Confirmed');

  await expect(await openListing(page)).toHaveText('1 place');
  await expect(page.getByRole('region', { name: 'Map of places' }).getByRole('button', { name: LISTING, exact: true })).toBeVisible();
  await expect(await siteSearch(page)).toBeVisible();
  await page.goto(`/d/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: LISTING })).toBeVisible();
  await expect(page.getByText('Not recently confirmed.')).toHaveCount(0);
});
