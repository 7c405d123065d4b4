import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { MAIN_FLEET } from '../support/ports';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every Content-Security-Policy violation the page reports, from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

// Every route's CSP violations and its document's headers are checked on each load of the route audit (route-audit.spec.ts, issue 43),
// signed out, as a member and as the Board.
test.describe('security headers in a real browser (issue 10)', () => {
  test('a script from an origin the deployment did not name is refused', async ({ page }) => {
    await watchCsp(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Happy Valley' })).toBeVisible();
    const ran = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = 'http://127.0.0.1:9/injected.js';
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('blocked');
          document.head.append(script);
        }),
    );
    expect(ran).toBe('blocked');
    await expect.poll(() => page.evaluate(() => window.__cspViolations)).toContainEqual(expect.stringMatching(/^script-src(-elem)? http:\/\/127\.0\.0\.1:9/));
  });

  test('each remote serves its own pages with a CSP of its own origin only', async ({ request }) => {
    for (const port of [MAIN_FLEET.mf_discover, MAIN_FLEET.mf_events, MAIN_FLEET.mf_news, MAIN_FLEET.mf_account, MAIN_FLEET.mf_studio]) {
      const response = await request.get(`http://localhost:${port}/`);
      expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  });
});
