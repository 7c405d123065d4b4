import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { API_URL } from './ports';

/** The seeded members' password (local development only). */
export const SEEDED_PASSWORD = 'valley-member-2026';

export async function signIn(page: Page, email: string, password = SEEDED_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile/);
  // The member area's own heading (dashboard or wizard) once the account has loaded, as the member sees it before going on.
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 1 })
      .filter({ hasNotText: /^Sign In$/ }),
  ).toBeVisible();
}

/** The links of the newest mail of a kind to an address, waiting for the development mailbox to have it. */
export async function mailLinks(request: APIRequestContext, to: string, kind: string): Promise<string[]> {
  let links: string[] | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { kind: string; links: string[] }[];
        links = mails.find((mail) => mail.kind === kind)?.links;
        return Boolean(links);
      },
      { message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return links ?? [];
}

/** A new Destination member, registered through the form, activated by its mailed link and signed in: the wizard shows. */
export async function newMember(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const email = `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  const password = 'new-member-secret';
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Happy Valley Destination' }).check();
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Fenwick');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Please check your email' })).toBeVisible();
  const activation = (await mailLinks(request, email, 'activation')).find((url) => url.includes('/api/activate/'));
  await page.goto(activation as string);
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Set Up Your Profile' })).toBeVisible();
  return email;
}
