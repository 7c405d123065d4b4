import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { memberRoutes, memberToken, publicRoutes, type SiteRoute } from '../support/site-routes';

/**
 * Issue 26 (Done when): every route of the route table and every member screen, signed out, as a member and as the Board, at 320, 375
 * and 768 px, with no horizontal scroll (`scrollWidth <= innerWidth`) and no console error. A screenshot of each goes to
 * `e2e/test-results/site-walk/{who}/{width}/{route}.jpg` and what failed to `report.md` there, kept by CI with Playwright's output.
 * The three visitors walk at once, each page loads once and is then widened: that keeps the walk within its CI budget (decision 044).
 */

const WIDTHS = [320, 375, 768] as const;
const HEIGHT = 800;
/** The tallest part of a page kept in its screenshot: enough to see a layout, without megapixel images of a long listing. */
const SHOT_HEIGHT = 2400;
/** The walk's missing page (site-routes.ts). */
const NOT_FOUND = '/no-such-page';
const ARTIFACTS = join(import.meta.dirname, '..', 'test-results', 'site-walk');
const REPORT = join(ARTIFACTS, 'report.md');

const VISITORS = [
  { who: 'signed-out', email: null, board: false },
  // A Destination member: the member area with the most screens (listings, events, tips, itineraries).
  { who: 'member', email: 'greg.hess@example.com', board: false },
  { who: 'board', email: 'dana.whitfield@example.com', board: true },
] as const;
type Visitor = (typeof VISITORS)[number];

/** A 1×1 PNG for requests that leave the site (map tiles, embeds): the walk needs no network, and a failed request is a console error. */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Finding {
  who: string;
  path: string;
  width: number | null;
  problem: string;
}

/** Where the page is wider than the window, and the outermost elements that stick out (not those inside a scrolling box). */
async function overflowAt(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    const { innerWidth } = window;
    if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, culprits: [] };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && (box.right > innerWidth + 1 || box.left < -1);
    };
    // page.evaluate sends one function to the page, so its helpers live inside it.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${name} [${Math.round(box.left)}–${Math.round(box.right)} px]${text ? ` "${text}"` : ''}`;
    };
    const out = [...document.body.querySelectorAll('*')].filter(sticksOut);
    // Where the overflow starts (its parent fits), else the elements reaching furthest.
    const starts = out.filter(
      (element) => !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) && !clipped(element),
    );
    const culprits = (starts.length > 0 ? starts : out.toSorted((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right))
      .slice(0, 4)
      .map(describe);
    return { scrollWidth, innerWidth, culprits };
  });
}

const line = (finding: Finding) => `- ${finding.who} · ${finding.path}${finding.width ? ` · ${finding.width} px` : ''}: ${finding.problem}`;
const report = (findings: Finding[]) => findings.map(line).join('\n');

const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '_'));

/** One visitor's walk in a browser context of its own; resolves to what it found. */
async function walk(browser: Browser, baseURL: string, visitor: Visitor, routes: SiteRoute[], token: string | null): Promise<Finding[]> {
  const findings: Finding[] = [];
  const { who } = visitor;
  let current: { path: string; width: number | null } = { path: '(start)', width: null };
  const note = (problem: string) => {
    const finding = { who, ...current, problem };
    findings.push(finding);
    // Written at once, so a walk that runs out of time still leaves what it found.
    appendFileSync(REPORT, `${line(finding)}\n`);
  };

  const context = await browser.newContext({ baseURL, viewport: { width: WIDTHS[0], height: HEIGHT } });
  // The context sees the service worker's requests too (it fetches the map tiles).
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' }, body: BLANK_PNG }),
  );
  if (token) await context.addInitScript((value) => localStorage.setItem('valley-auth', JSON.stringify({ state: { token: value }, version: 1 })), token);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The 404 route answers 404 by design: the document and the lookups of the page it cannot find.
    if (current.path === NOT_FOUND && /status of 404/.test(message.text()) && url.includes(NOT_FOUND)) return;
    note(`console error: ${message.text().slice(0, 300)}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.status() >= 500) note(`server error: ${response.status()} ${response.request().method()} ${response.url()}`);
  });

  for (const route of routes) {
    current = { path: route.path, width: WIDTHS[0] };
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(route.path);
    // Signed in, the sign-in screens send a member on to the dashboard: any page title will do there.
    const heading = page.getByRole('heading', { level: 1, name: token ? undefined : route.heading }).first();
    try {
      await expect(heading).toBeVisible({ timeout: 15_000 });
    } catch {
      note(`no page title${token ? '' : ` '${route.heading}'`} within 15 s`);
      continue;
    }
    // Blocks below the first screen render as a visitor scrolls to them, and all at once before printing (decision 024).
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    // Lists and maps render after the title (decision 020): wait for the page to go quiet, a few seconds at most.
    await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
    for (const width of WIDTHS) {
      current = { path: route.path, width };
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: HEIGHT });
      // Two frames for the new width's layout; at most half a second, as a renderer may stop producing frames (scroll.ts).
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            setTimeout(resolve, 500);
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
      const { scrollWidth, innerWidth, culprits } = await overflowAt(page);
      if (scrollWidth > innerWidth)
        note(
          `horizontal overflow: the page is ${scrollWidth} px wide in a ${innerWidth} px window${culprits.length ? `; sticking out: ${culprits.join('; ')}` : ''}`,
        );
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // As wide as the page, so an overflow shows in the picture.
      await page.screenshot({
        path: join(ARTIFACTS, who, String(width), `${fileName(route.path)}.jpg`),
        type: 'jpeg',
        quality: 70,
        fullPage: true,
        clip: { x: 0, y: 0, width: Math.max(width, scrollWidth), height: Math.min(height, SHOT_HEIGHT) },
      });
    }
  }
  current = { path: '(end)', width: null };
  await context.close();
  return findings;
}

test('every route and member screen, signed out, as a member and as the Board, at 320, 375 and 768 px: it fits the window, with no console error', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const routes = await publicRoutes(request);
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(REPORT, '# Site walk (under way)\n\n');
  const walks = await Promise.all(
    VISITORS.map(async (visitor) => {
      const token = visitor.email ? await memberToken(request, visitor.email) : null;
      const walked = token ? [...routes, ...memberRoutes(visitor.board)] : routes;
      return { visitor, walked, findings: await walk(browser, baseURL!, visitor, walked, token) };
    }),
  );
  const findings = walks.flatMap((done) => done.findings);
  const pages = walks.reduce((sum, done) => sum + done.walked.length, 0);
  const summary = walks.map((done) => `${done.walked.length} routes ${done.visitor.who}`).join(', ');
  writeFileSync(
    REPORT,
    `# Site walk: ${summary}, each at ${WIDTHS.join(', ')} px (${pages * WIDTHS.length} views in ${Math.round((Date.now() - started) / 1000)} s)\n\n${report(findings) || 'Nothing found.'}\n`,
  );
  expect(findings, `what the walk found (screenshots and report.md in e2e/test-results/site-walk/):\n${report(findings)}`).toEqual([]);
});
