import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { MAIN_FLEET } from '../support/ports';
import { scrollThroughPage } from '../support/scroll';
import { publicRoutes } from '../support/site-routes';

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

test.describe('security headers in a real browser (issue 10)', () => {
  test('every route renders under the CSP with no violation, and its document carries the headers', async ({ page, request }) => {
    test.setTimeout(180_000);
    await watchCsp(page);
    for (const route of await publicRoutes(request)) {
      const response = await page.goto(route.path);
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, route.path).toContain("object-src 'none'");
      expect(csp, route.path).toContain("base-uri 'none'");
      expect(csp, route.path).toContain("frame-ancestors 'none'");
      expect(csp, route.path).toMatch(new RegExp(`script-src 'self'( \\S+)* http://localhost:${MAIN_FLEET.mf_discover}`));
      expect(headers['x-content-type-options'], route.path).toBe('nosniff');
      expect(headers['referrer-policy'], route.path).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first(), route.path).toBeVisible();
      // Let lazily loaded pieces (maps, sliders, remote blocks) arrive before reading the record.
      await scrollThroughPage(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__cspViolations), route.path).toEqual([]);
    }
  });

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
    for (const port of [MAIN_FLEET.mf_discover, MAIN_FLEET.mf_events, MAIN_FLEET.mf_news, MAIN_FLEET.mf_account]) {
      const response = await request.get(`http://localhost:${port}/`);
      expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  });
});
