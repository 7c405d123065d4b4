import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Issue 42, finding 9 (decision 076): the account forms arrive as server HTML well before their code. A submit in that window, or with
// JavaScript off, must never put what was typed into an address (history, logs, proxies, referrers), and must not be lost silently.

const NEEDS_JAVASCRIPT = 'This form needs JavaScript. Please turn it on in your browser and reload the page.';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface AccountForm {
  /** The route as the tests name it (a made-up token changes per run; a test's title may not). */
  route: string;
  path: string;
  heading: string;
  submit: string;
  /** Label → a value recognisable in any address; the first field is where Enter is pressed. */
  fields: Array<[label: string, value: string]>;
  /** What the visitor sees once the form, hydrated, has sent what was typed. */
  answer: (page: Page) => Locator;
}

const status = (page: Page, text: string) => page.getByRole('main').getByRole('status').filter({ hasText: text });

const FORMS: AccountForm[] = [
  {
    route: '/login',
    path: '/login',
    heading: 'Sign In',
    submit: 'Sign In',
    fields: [
      ['Email', `held.login.${run}@example.com`],
      ['Password', `HeldLoginSecret${run}`],
    ],
    answer: (page) => page.getByText('Wrong password or account is not activated'),
  },
  {
    route: '/register',
    path: '/register',
    heading: 'Create an Account',
    submit: 'Register',
    fields: [
      ['First Name', `Heldfirst${run}`],
      ['Last Name', `Heldlast${run}`],
      ['Email', `held.register.${run}@example.com`],
      ['Password', `HeldRegisterSecret${run}`],
    ],
    answer: (page) => status(page, 'Please check your email to activate your account!'),
  },
  {
    route: '/forgot',
    path: '/forgot',
    heading: 'Forgot Password',
    submit: 'Send Reset Link',
    fields: [['Email', `held.forgot.${run}@example.com`]],
    answer: (page) => status(page, 'Check your email to complete the password reset process.'),
  },
  {
    route: '/reset/{token}',
    path: `/reset/held-token-${run}`,
    heading: 'Reset Password',
    submit: 'Reset Password',
    fields: [
      ['New Password', `HeldNewSecret${run}`],
      ['Confirm Password', `HeldNewSecret${run}`],
    ],
    // The token is made up: the API's refusal shows that the form sent the typed passwords.
    answer: (page) => page.getByText('This password reset link is not valid or has expired. Ask for a new one.'),
  },
  {
    route: '/support',
    path: '/support',
    heading: 'Need Help',
    submit: 'Send',
    fields: [
      ['Email', `held.support.${run}@example.com`],
      ['Message', `HeldMessage${run}`],
    ],
    answer: (page) => status(page, 'Avalbl support received your message!'),
  },
];

/** An address as its fields read once decoded (a form writes `@` as %40 and a space as +). */
function readable(address: string): string {
  try {
    return decodeURIComponent(address.replaceAll('+', ' '));
  } catch {
    return address;
  }
}

/** Every address the page asked for or showed: a native GET submission would put the fields in one of them. */
function watchAddresses(page: Page) {
  const addresses: string[] = [];
  const navigations: string[] = [];
  page.on('request', (request) => {
    addresses.push(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(`${request.method()} ${request.url()}`);
  });
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return {
    navigations,
    /** The addresses that carry any of `values`, the page's own included. */
    carrying: (values: string[]) => [...addresses, page.url()].filter((address) => values.some((value) => readable(address).includes(value))),
  };
}

/** Holds back every script request until `release()`: the page as a phone shows it before its code has arrived. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      // A request the page gave up on while held (it navigated, or the test ended) has nothing left to let through.
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

/**
 * Presses Enter in the first field and taps the submit button where it is drawn (as a finger would, disabled or not). A native submission
 * would start its navigation after these: each test then makes a move of its own that can only come later (the form's code arriving and
 * sending, or a link the visitor follows) and checks again what was asked for.
 */
async function tryToSubmit(page: Page, form: AccountForm) {
  await label(page, form.fields[0]![0]).press('Enter');
  const box = await page.getByRole('button', { name: form.submit, exact: true }).boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('account forms before their code arrives (decision 076)', () => {
  for (const form of FORMS) {
    test(`${form.route}: Enter and submit before hydration send nothing and put no value in an address; once hydrated the form sends`, async ({ page }) => {
      const release = await holdScripts(page);
      const watched = watchAddresses(page);
      const values = form.fields.map(([, value]) => value);

      await page.goto(form.path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      for (const [field, value] of form.fields) await label(page, field).fill(value);
      await tryToSubmit(page, form);

      expect(watched.carrying(values), 'no address carries a typed value').toEqual([]);
      expect(watched.navigations.slice(1), 'the form did not navigate').toEqual([]);
      await expect(page.getByRole('button', { name: form.submit, exact: true }), 'the submit waits for the form’s code').toBeDisabled();

      // The code arrives: what was typed is still there, and the form sends it.
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined && document.querySelector('[data-remote][data-hydrated]'));
      const submit = page.getByRole('button', { name: form.submit, exact: true });
      await expect(submit).toBeEnabled();
      for (const [field, value] of form.fields) await expect(label(page, field)).toHaveValue(value);
      await submit.click();
      await expect(form.answer(page)).toBeVisible({ timeout: 20_000 });
      expect(watched.carrying(values), 'no address carries a typed value').toEqual([]);
      expect(watched.navigations.slice(1), 'the form sent without navigating').toEqual([]);
    });
  }
});

test.describe('account forms without JavaScript (decision 076)', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    test(`${form.route}: says it needs JavaScript, and Enter or submit send nothing`, async ({ page }) => {
      const watched = watchAddresses(page);
      const values = form.fields.map(([, value]) => value);

      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      for (const [field, value] of form.fields) await label(page, field).fill(value);
      await tryToSubmit(page, form);

      expect(watched.carrying(values), 'no address carries a typed value').toEqual([]);
      expect(watched.navigations.slice(1), 'the form did not navigate').toEqual([]);
      // Playwright's text engine skips whatever is inside <noscript>, so the notice is found by its element, then read.
      const notice = page.getByRole('main').locator('noscript > p');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(NEEDS_JAVASCRIPT);
      await expect(page.getByRole('button', { name: form.submit, exact: true })).toBeDisabled();

      // The visitor goes home: a submission would have navigated before this (or replaced it), so home is the one page asked for since.
      await page.getByRole('banner').getByRole('link', { name: 'Happy Valley', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(watched.navigations.slice(1), 'the only navigation since is home').toEqual([`GET ${new URL('/', page.url()).href}`]);
      expect(watched.carrying(values), 'no address carries a typed value').toEqual([]);
    });
  }
});
