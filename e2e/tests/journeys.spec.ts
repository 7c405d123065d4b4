import { expect, test } from '../support/test';
import { expectReactLoadedOnce } from '../support/federation';
import { API_URL } from '../support/ports';

test.describe('the composed site, one journey per app', () => {
  test('home page renders the chrome from the API', async ({ page, request }) => {
    const nav = await (await request.get(`${API_URL}/nav`)).json();
    const globals = await (await request.get(`${API_URL}/variables/get/global`)).json();
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('button', { name: nav[0].title })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${globals.organization}`);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectReactLoadedOnce(page);
  });

  test('/destinations lists destinations from the API (mf-discover)', async ({ page, request }) => {
    const destinations = await (await request.post(`${API_URL}/destinations/search`, { data: { order: 'updated' } })).json();
    expect(destinations.length).toBeGreaterThan(0);
    await page.goto('/destinations');
    const grid = page.getByRole('list', { name: 'places grid' });
    await expect(grid.getByRole('button', { name: destinations[0].name, exact: true })).toBeVisible();
    // 24 cards at a time (issue 26); the count line names every result.
    await expect(grid.getByRole('article')).toHaveCount(Math.min(24, destinations.length));
    await expect(page.getByRole('status').filter({ hasText: `${destinations.length} places` })).toBeVisible();
    await expectReactLoadedOnce(page);
  });

  test('/events lists events (mf-events)', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByText(/Showing \d+ of \d+ events/)).toBeVisible();
    const count = await page.getByRole('article').count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(`Showing ${count} of`)).toBeVisible();
    await expectReactLoadedOnce(page);
  });

  test('/dispatch lists posts (mf-news)', async ({ page, request }) => {
    const latest = await (await request.get(`${API_URL}/news/search?page=1&limit=48&order=latest`)).json();
    await page.goto('/dispatch');
    await expect(page.getByText(`Showing ${latest.data.length} of ${latest.pagination.total} posts`)).toBeVisible();
    await expect(page.getByRole('heading', { name: latest.data[0].title })).toBeVisible();
    await expect(page.getByText('Read Full Article').first()).toBeVisible();
    await expectReactLoadedOnce(page);
  });

  test('/login shows the sign-in form (mf-account) and its messages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('someone@example');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Must be 6 characters or more')).toBeVisible();
    await expectReactLoadedOnce(page);
  });

  test('client-side navigation moves between remotes without reloading the shell', async ({ page }) => {
    await page.goto('/dispatch');
    await expect(page.getByText(/Showing \d+ of \d+ posts/)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { shellMarker: boolean }).shellMarker = true));
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shellMarker?: boolean }).shellMarker)).toBe(true);
    await expectReactLoadedOnce(page);
  });

  test('a CMS page by its path, the trailing-slash redirect and the 404 screen', async ({ page, request }) => {
    const about = await (await request.get(`${API_URL}/page/get/about`)).json();
    await page.goto('/about/');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Link' })).toBeVisible();
    // The screen ends with the site's featured ad.
    await expect(page.getByRole('complementary', { name: 'Sponsored' })).toBeVisible();
    await page.goto('/plan/getting-here');
    const gettingHere = await (await request.get(`${API_URL}/page/get/plan/getting-here`)).json();
    await expect(page.getByRole('heading', { level: 1, name: gettingHere.title })).toBeVisible();
    // The server answers a moved address before any render, so a crawler and a browser without scripts follow it too (issue 44).
    for (const [from, status, to] of [
      ['/about/', 308, '/about'],
      ['/headless-home?utm_source=mail', 301, '/?utm_source=mail'],
      ['/c/', 308, '/c'],
    ] as const) {
      const moved = await request.get(from, { maxRedirects: 0 });
      expect(moved.status(), from).toBe(status);
      expect(moved.headers()['location'], from).toBe(to);
    }
    expect((await request.get('/c')).status(), 'a category address without its slug is no page').toBe(404);
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('destination detail (mf-discover)', () => {
  test('/d/{slug} shows the place, its links, tabs and gallery; a missing one is a 404', async ({ page, request }) => {
    const [card] = await (await request.post(`${API_URL}/destinations/search`, { data: { name: "penn's cave" } })).json();
    const destination = await (await request.get(`${API_URL}/destinations/get/${card.slug}`)).json();
    await page.goto(`/d/${destination.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    await expect(page.getByRole('link', { name: destination.phone })).toHaveAttribute('href', `tel:+1${destination.phone.replace(/\D/g, '')}`);
    await expect(page.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'Get Directions' })).toBeVisible();
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByRole('button', { name: `Open photo 1 of ${destination.d_gallery_images.length}` }).click();
    const viewer = page.getByRole('dialog', { name: `${destination.name} photos` });
    await expect(viewer.getByText(`1 / ${destination.d_gallery_images.length}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${destination.d_gallery_images.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await page.goto(`/d/${destination.id}`);
    await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    await page.goto('/d/no-such-place');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
