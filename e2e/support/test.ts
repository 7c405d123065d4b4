import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { stopEveryFleet } from './fleet';
import { FALLBACK } from './remotes';
import { COMPOSITOR_STALL } from './scroll';

/** localStorage key of @valley/shared/ui/discount-popup: set, the 20% offer does not open by itself (decision 012). */
const DISCOUNT_POPUP_SEEN_KEY = 'valley-discount-popup-seen';

/**
 * A server-rendered page (decision 048) shows before it is interactive: a journey acts once React has hydrated it and each remote area
 * has hydrated (shell/src/app.tsx, remote-area.tsx mark them), as a visitor would after the first second. Runs in the page: whether
 * it may act, or (`list`) the markers it still lacks.
 */
const hydration = ({ fallback, list }: { fallback: string; list: boolean }): boolean | string[] => {
  // A page the browser renders alone (a remote's harness, another origin) has nothing to hydrate.
  if (!document.getElementById('valley-server-data')) return list ? [] : true;
  const missing: string[] = [];
  if (document.documentElement.dataset.hydrated === undefined) missing.push("the document's data-hydrated");
  for (const area of document.querySelectorAll<HTMLElement>('[data-remote]')) {
    if (area.dataset.hydrated !== undefined) continue;
    // The server rendered the remote's page but the browser could not load its code (the remote went down, a release the shell
    // refuses): the area's error boundary shows the fallback, drawn and working in the browser, in place of the content that would
    // have marked it (shell/src/federation/remote-area.tsx). That area is as hydrated as it will get.
    const alert = [...area.children].find((child) => child.getAttribute('role') === 'alert');
    if (alert?.querySelector('h2')?.textContent === fallback && document.documentElement.dataset.hydrated !== undefined) continue;
    missing.push(`[data-remote="${area.dataset.remote}"]'s data-hydrated`);
  }
  return list ? missing : missing.length === 0;
};

/** How long a page may take to hydrate: its scripts on two busy cores, or a remote's held-back manifest in the fault tests. */
const HYDRATION_TIMEOUT_MS = 15_000;

/** Waits until the page has hydrated; fails naming the route and each marker still missing. */
async function waitUntilHydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(hydration, { fallback: FALLBACK, list: false }, { timeout: HYDRATION_TIMEOUT_MS });
  } catch (error) {
    // The page may have gone (closed, navigated away) while it waited: say so rather than hide the first failure.
    const missing = await page
      .evaluate(hydration, { fallback: FALLBACK, list: true })
      .then((found) => found as string[])
      .catch((why: Error) => [`readable page (${why.message})`]);
    throw new Error(
      `${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s: no ${missing.join(', no ')}. A journey that loads a page ` +
        "which cannot hydrate passes { waitUntil: 'commit' } and waits for what it expects.",
      { cause: error },
    );
  }
}

/**
 * Makes the page's `goto` and `reload` (a new server-rendered page too) wait until it has hydrated, unless told `waitUntil: 'commit'`. The
 * journeys' `page` has it; a page of a context a test opens itself gets it here.
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitUntilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitUntilHydrated(page);
    return response;
  };
  return page;
}

/**
 * The journeys' `test`: fails any test in which a page saw a 5xx answer (bad input must be a 4xx) or an uncaught script error. The
 * discount offer opens 8 s into any listing page; journeys meet it as a returning visitor unless they `test.use({ discountOfferSeen: false })`.
 */
export const test = base.extend<{ onlyAStallIsRetried: void; noServerErrors: void; discountOfferSeen: boolean; returningVisitor: void }, { fleets: void }>({
  // The config retries a failed test once, and Playwright runs the retry in a new worker, so a new browser. Only a browser that stopped
  // drawing (decision 120) earns it: a first run that failed otherwise leaves no mark, and its retry fails at once.
  onlyAStallIsRetried: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use, testInfo) => {
      const marks = join(testInfo.project.outputDir, '.compositor-stalls');
      const mark = join(marks, testInfo.testId);
      if (testInfo.retry > 0 && !existsSync(mark)) {
        throw new Error(`Not retried: the first run failed (above) otherwise than with "${COMPOSITOR_STALL}", the only failure retried (decision 120).`);
      }
      await use();
      if (testInfo.status !== testInfo.expectedStatus && testInfo.errors.some((error) => error.message?.includes(COMPOSITOR_STALL))) {
        mkdirSync(marks, { recursive: true });
        writeFileSync(mark, `${testInfo.title}\n`);
      }
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
  // The fault fleet outlives each spec file, so the next one finds it running (e2e/support/fleet.ts); it stops with the worker.
  fleets: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use) => {
      await use();
      await stopEveryFleet();
    },
    { scope: 'worker', auto: true },
  ],
  discountOfferSeen: [true, { option: true }],
  returningVisitor: [
    async ({ page, discountOfferSeen }, use) => {
      if (discountOfferSeen) {
        await page.addInitScript((key) => {
          // Frames too run init scripts; a sandboxed one (the embed block's video) may not touch storage.
          try {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'e2e');
          } catch {
            // No storage in this frame: nothing to remember.
          }
        }, DISCOUNT_POPUP_SEEN_KEY);
      }
      await use();
    },
    { auto: true },
  ],
  noServerErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('response', (response) => {
        // A remote the journey stopped is a 502 from the site's /_apps/ (decision 105), which its fallback answers; any other 5xx is a fault.
        if (response.status() === 502 && new URL(response.url()).pathname.startsWith('/_apps/')) return;
        if (response.status() >= 500) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'server errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
