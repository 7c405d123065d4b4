import { test as base, expect } from '@playwright/test';

/** localStorage key of @valley/shared/ui/discount-popup: set, the 20% offer does not open by itself (decision 012). */
const DISCOUNT_POPUP_SEEN_KEY = 'valley-discount-popup-seen';

/**
 * The journeys' `test`: fails any test in which a page saw a 5xx answer (bad input must be a 4xx) or an uncaught script error. The
 * discount offer opens 8 s into any listing page; journeys meet it as a returning visitor unless they `test.use({ discountOfferSeen: false })`.
 */
/**
 * A server-rendered page (decision 048) shows before it is interactive: a journey acts once React has hydrated it and each remote area
 * has hydrated (shell/src/app.tsx, remote-area.tsx mark them), as a visitor would after the first second.
 */
const hydrated = () => {
  if (!document.getElementById('valley-server-data')) return true;
  if (document.documentElement.dataset.hydrated === undefined) return false;
  return [...document.querySelectorAll<HTMLElement>('[data-remote]')].every((area) => area.dataset.hydrated !== undefined);
};

export const test = base.extend<{ noServerErrors: void; discountOfferSeen: boolean; returningVisitor: void }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      // A reload is a new server-rendered page too: it also waits to be hydrated.
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await page.waitForFunction(hydrated, null, { timeout: 15_000 }).catch(() => {});
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await page.waitForFunction(hydrated, null, { timeout: 15_000 }).catch(() => {});
        return response;
      };
    }
    await provide(page);
  },
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
