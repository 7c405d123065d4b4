import { test as base, expect } from '@playwright/test';

/** localStorage key of @valley/shared/ui/discount-popup: set, the 20% offer does not open by itself (decision 012). */
const DISCOUNT_POPUP_SEEN_KEY = 'valley-discount-popup-seen';

/**
 * The journeys' `test`: fails any test in which a page saw a 5xx answer (bad input must be a 4xx) or an uncaught script error. The
 * discount offer opens 8 s into any listing page; journeys meet it as a returning visitor unless they `test.use({ discountOfferSeen: false })`.
 */
export const test = base.extend<{ noServerErrors: void; discountOfferSeen: boolean; returningVisitor: void }>({
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
