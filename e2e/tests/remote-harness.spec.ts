import { expect, test } from '../support/test';
import { MAIN_FLEET } from '../support/ports';

// Each remote runs alone on its own port (its team's harness), with no shell involved.
const HARNESSES = [
  { name: 'mf-discover', port: MAIN_FLEET.mf_discover, path: '/destinations', heading: 'Destinations' },
  { name: 'mf-events', port: MAIN_FLEET.mf_events, path: '/events', heading: 'Events' },
  { name: 'mf-news', port: MAIN_FLEET.mf_news, path: '/dispatch', heading: 'The Dispatch' },
  { name: 'mf-account', port: MAIN_FLEET.mf_account, path: '/login', heading: 'Sign In' },
  // Signed out, the studio's harness shows the 404 screen: the API refuses it (decision 092).
  { name: 'mf-studio', port: MAIN_FLEET.mf_studio, path: '/studio', heading: '404 Page Not Found' },
];

for (const harness of HARNESSES) {
  test(`${harness.name} runs stand-alone on its own port`, async ({ page }) => {
    await page.goto(`http://localhost:${harness.port}${harness.path}`);
    await expect(page.getByText(`${harness.name} — stand-alone harness`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: harness.heading })).toBeVisible();
    // No shell chrome: the harness renders the remote alone.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
}

test('a remote’s harness serves its deep links', async ({ page }) => {
  await page.goto(`http://localhost:${MAIN_FLEET.mf_events}/events/category/no-such-category`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
