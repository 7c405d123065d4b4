import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';
import { SEEDED_PASSWORD, signIn } from '../support/members';

// The member area's remaining gaps of issue 26 against the real API: draft pages for owners, 'Add a Tip' from a destination page,
// the public heart with the account's favorites, the share confetti under the CSP, and why signed-out actions go to sign-in.

/** How long the share's confetti falls (@valley/shared/ui/confetti's CONFETTI_DURATION_MS). */
const CONFETTI_MS = 15_000;
const suffix = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 90 + 10)}`;

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${API_URL}/api/login`, { data: { username: email, password: SEEDED_PASSWORD } });
  return ((await answer.json()) as { access_token: string }).access_token;
}

test.describe('member gaps', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("'View Page' of a pending destination and of an edited tip shows the owner's version, marked; others see no draft", async ({ page, request }) => {
    const name = `Fenwick Orchard ${suffix()}`;
    await signIn(page, 'karen.musser@example.com');
    await page.getByRole('button', { name: 'Add a Destination' }).click();
    const form = page.getByRole('form', { name: 'Add a Destination' });
    await form.getByLabel('Business Name').fill(name);
    await form.getByLabel('Phone Number').pressSequentially('8145550177');
    await form.getByLabel('Address').fill('7 Orchard Way');
    await form.getByLabel('City').fill('Boalsburg');
    await form.getByLabel('Zip').fill('16827');
    await page.getByRole('button', { name: 'Add Destination' }).click();
    await expect(page.getByText(`Added destination: ${name}`)).toBeVisible();
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `View ${name}` })
      .click();
    const href = await page.getByRole('dialog', { name }).getByRole('link', { name: 'View Page' }).getAttribute('href');

    await page.goto(href as string);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Pending review' })).toContainText('only you and the tourism board can see this version');

    // An approved tip with an edit waiting: the owner's page shows the edit; the public the approved version.
    const token = await apiToken(request, 'tom.bierly@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const [tip] = (await (await request.get(`${API_URL}/api/tips/user`, { headers: auth })).json()) as {
      id: number;
      title: string;
      slug: string;
      tip: string;
      destination_id: number;
      approved: number;
    }[];
    expect(tip?.approved, 'a seeded approved tip of the member').toBe(1);
    const published = ((await (await request.get(`${API_URL}/tips/get/${tip!.slug}`)).json()) as { title: string }).title;
    const edited = `${published} (${suffix()})`;
    const update = await request.post(`${API_URL}/api/tips/update`, {
      headers: auth,
      data: { id: tip!.id, tip_title: edited, tip: tip!.tip, destination: tip!.destination_id },
    });
    expect(update.status()).toBe(200);

    await page.goto(`/tips/${tip!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: published })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Pending review' })).toHaveCount(0);

    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, 'tom.bierly@example.com');
    await page.goto(`/tips/${tip!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Pending review' })).toBeVisible();

    // Signed out, the pending destination is not there at all.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(href as string);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test("'Add a Tip' on a destination page: signed out it says why sign-in comes first; then the tip form has that destination chosen", async ({
    page,
    request,
  }) => {
    const found = (await (await request.post(`${API_URL}/destinations/search`, { data: { name: 'Penns Cave' } })).json()) as { name: string; slug: string }[];
    const place = found.find((candidate) => candidate.name.startsWith('Penns Cave')) ?? found[0];
    await page.goto(`/d/${place!.slug}`);
    await page.getByRole('button', { name: 'Add a Tip' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Sign in to write your tip about ${place!.name}: the form opens with it chosen.`);
    await page.getByLabel('Email').fill('priya.raman@example.com');
    await page.getByLabel('Password', { exact: true }).fill(SEEDED_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('tab', { name: 'Tips' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Add a Tip' });
    await expect(form.getByLabel('Destination')).toHaveValue(/\d+/);
    await expect(form.getByLabel('Destination').locator('option:checked')).toHaveText(place!.name);
  });

  test('a share by e-mail throws its confetti under the CSP, with no console error', async ({ page, request }) => {
    // The page's timers and frames run on a clock the test moves on: the whole 15 s of confetti falls at once.
    await page.clock.install();
    const [place] = (await (await request.post(`${API_URL}/destinations/search`, { data: { name: 'Nittany Lion Inn' } })).json()) as {
      name: string;
      slug: string;
    }[];
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`)),
    );
    await signIn(page, 'priya.raman@example.com');
    await page.goto(`/d/${place!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: place!.name })).toBeVisible();
    // From the share on: what it does must not put anything in the console.
    const problems: string[] = [];
    page.on('console', (message) => {
      const from = message.location().url;
      // Map tiles come from the internet, which a test machine may not reach; every other error counts.
      if (message.type() === 'error' && !(message.text().startsWith('Failed to load resource') && !from.startsWith('http://localhost'))) {
        problems.push(`${message.text()} ${from}`);
      }
    });
    await page.getByRole('button', { name: 'Share Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this page' });
    await dialog.getByLabel('Email').fill('friend@example.com');
    await dialog.getByRole('button', { name: 'Send Link' }).click();
    await expect(page.getByText('Link shared with friend@example.com')).toBeVisible();
    // The confetti draws on a canvas of the page's own while it falls, and takes it away once the last piece has fallen: every burst was
    // thrown by then, and anything it put in the console is there.
    await expect(page.locator('canvas')).not.toHaveCount(0);
    await page.clock.runFor(CONFETTI_MS + 1_000);
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("signed in, the public heart shows and toggles the account's favorites and stays on the page", async ({ page, request }) => {
    const email = 'priya.raman@example.com';
    const [place] = (await (await request.post(`${API_URL}/destinations/search`, { data: { name: 'Nittany Lion Inn' } })).json()) as {
      id: number;
      name: string;
      slug: string;
    }[];
    const auth = { authorization: `Bearer ${await apiToken(request, email)}` };
    const inAccount = async () =>
      ((await (await request.get(`${API_URL}/api/favorites/user`, { headers: auth })).json()) as { type: string; item_id: number }[]).some(
        (favorite) => favorite.type === 'Destination' && favorite.item_id === place!.id,
      );
    const before = await inAccount();
    const save = `Save ${place!.name} to favorites`;
    const remove = `Remove ${place!.name} from favorites`;

    await signIn(page, email);
    await page.goto(`/d/${place!.slug}`);
    await expect(page.getByRole('button', { name: before ? remove : save })).toHaveAttribute('aria-pressed', String(before));
    await page.getByRole('button', { name: before ? remove : save }).click();
    await expect(page.getByText(before ? 'Favorite removed!' : 'Favorite added!')).toBeVisible();
    await expect(page).toHaveURL(`/d/${place!.slug}`);
    await expect(page.getByRole('button', { name: before ? save : remove })).toHaveAttribute('aria-pressed', String(!before));
    expect(await inAccount()).toBe(!before);
    expect(await page.evaluate(() => window.localStorage.getItem('valley-favorites') ?? '')).not.toContain(`"id":${place!.id}`);

    await page.reload();
    await expect(page.getByRole('button', { name: before ? save : remove })).toHaveAttribute('aria-pressed', String(!before));
    await page.getByRole('button', { name: before ? save : remove }).click();
    await expect(page.getByRole('button', { name: before ? remove : save })).toHaveAttribute('aria-pressed', String(before));
    expect(await inAccount()).toBe(before);
  });
});
