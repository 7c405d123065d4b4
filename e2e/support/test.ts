import { test as base, expect } from '@playwright/test';

/** The journeys' `test`: fails any test in which a page saw a 5xx answer (bad input must be a 4xx) or an uncaught script error. */
export const test = base.extend<{ noServerErrors: void }>({
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
