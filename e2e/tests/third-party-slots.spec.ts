import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Fleet } from '../support/fleet';
import { API_URL, FAULT_FLEET, MAIN_FLEET, fleetOrigins } from '../support/ports';

// public-site §7: a chat widget, a tag manager and an ad server, each only when the deploy names it (issue 26, decision 042).

const CHAT = 'https://chat.widget.test/widget.js';
const TAGS = 'https://tags.widget.test/gtm.js?id=GTM-E2E';
const ADS = 'https://ads.widget.test/serve.js';

/** A stand-in widget: a launcher, and the proactive message when the site asks for it. */
const FAKE_CHAT = `
  window.__ranAfterLoad = (window.__ranAfterLoad || []).concat(document.readyState === 'complete');
  const launcher = document.createElement('button');
  launcher.textContent = 'Chat with us';
  document.body.append(launcher);
  window.addEventListener('valley:chat-proactive', (event) => {
    const bubble = document.createElement('p');
    bubble.setAttribute('role', 'status');
    bubble.textContent = event.detail.message;
    document.body.append(bubble);
  });
`;
const FAKE_OTHER = `window.__ranAfterLoad = (window.__ranAfterLoad || []).concat(document.readyState === 'complete');`;

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as typeof window & { __violations?: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

test.describe('third-party slots unset (the journeys’ deploy)', () => {
  test('nothing third-party is requested or added to the page', async ({ page }) => {
    const allowed = new Set([...fleetOrigins(MAIN_FLEET), API_URL]);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { origin, protocol } = new URL(request.url());
      // Map tiles are the one outside host the site uses by design.
      if (protocol.startsWith('http') && !allowed.has(origin) && !origin.endsWith('.tile.openstreetmap.org')) foreign.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('script[data-third-party]')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });
});

test.describe('third-party slots configured', () => {
  // The slots are the shell's settings (its config.json and CSP): only the shell of the fault fleet restarts with them. The fleet stays
  // up for the next spec file and stops with the worker (e2e/support/test.ts).
  const fleet = new Fleet(FAULT_FLEET, { shellEnv: { CHAT_WIDGET_URL: CHAT, TAG_MANAGER_URL: TAGS, AD_SERVER_URL: ADS } });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await fleet.startAll();
  });
  test.use({ baseURL: fleet.url('shell') });

  test('each loads after the page is interactive, within the CSP, and the chat’s proactive message follows', async ({ page }) => {
    await watchViolations(page);
    await page.route(CHAT, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_CHAT }));
    await page.route(TAGS, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_OTHER }));
    await page.route(ADS, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_OTHER }));
    const response = await page.goto('/');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/chat\.widget\.test/);

    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('script[data-third-party]')).toHaveCount(3);
    // Every script ran once the page had loaded; the message waits its 3 s.
    await expect.poll(() => page.evaluate(() => (window as typeof window & { __ranAfterLoad?: boolean[] }).__ranAfterLoad)).toEqual([true, true, true]);
    const message = page.getByRole('status').filter({ hasText: 'Planning a visit? Ask us anything about the valley.' });
    await expect(message).toHaveCount(0);
    await expect(message).toBeVisible({ timeout: 6_000 });
    expect(await page.evaluate(() => (window as typeof window & { __violations?: string[] }).__violations)).toEqual([]);
  });
});
