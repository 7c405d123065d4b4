import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';

// mf-account's account screens against the real API and its development mailbox: registration with the bot check, activation,
// sign-in, the profile wizard, password reset, support and every §5 message of these forms (member-area §2, §5, §8).

interface Mail {
  to: string;
  kind: string;
  subject: string;
  links: string[];
}

/** The newest mail of a kind to an address, waiting for the outbox to have it. */
async function mailFor(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails.find((mail) => mail.kind === kind);
        return Boolean(found);
      },
      { message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return found as Mail;
}

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function register(page: Page, { email, password, role = 'Visitor' }: { email: string; password: string; role?: string }) {
  await page.goto('/register');
  await page.getByRole('radio', { name: `Happy Valley ${role}` }).check();
  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Lindqvist');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Please check your email to activate your account!' })).toBeVisible();
}

test.describe('account screens', () => {
  test('register → activation mail → activate → sign in', async ({ page, request }) => {
    const email = unique('rosa');
    await page.goto('/register');
    await expect(page.getByRole('radio', { name: 'Happy Valley Visitor' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Happy Valley Local' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Happy Valley Destination' })).toBeVisible();
    await register(page, { email, password: 'first-secret', role: 'Local' });
    // Not signed in until the account is activated.
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    // Signing in before activation fails with the one message.
    await signIn(page, email, 'first-secret');
    await expect(page.getByText('Wrong password or account is not activated')).toBeVisible();

    const activation = await mailFor(request, email, 'activation');
    const link = activation.links.find((url) => url.includes('/api/activate/'));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/login\?activated=1$/);
    await expect(page.getByText('Your account is active. Sign in below.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    // A new profile starts with the wizard: About, Account, Destination.
    await expect(page.getByRole('heading', { name: 'Set Up Your Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('First Name')).toHaveValue('Rosa');
    await page.getByLabel('Phone Number').pressSequentially('8145550142');
    await expect(page.getByLabel('Phone Number')).toHaveValue('814-555-0142');
    await page.getByLabel('City').fill('Boalsburg');
    await page.getByLabel('State').selectOption({ label: 'Pennsylvania' });
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('checkbox', { name: 'Eat' }).check();
    await page.getByRole('checkbox', { name: 'Explore' }).check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('radio', { name: 'I own or manage a destination' }).check();
    await page.getByLabel('Business Name').fill('Rosa’s Farm Stand');
    await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    // The dashboard: who the member is, the saved interests, the tabs.
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Lindqvist' })).toBeVisible();
    await expect(page.getByText('Boalsburg, PA, US')).toBeVisible();
    const interests = page.getByRole('group', { name: 'What do you like to do?' });
    await expect(interests.getByRole('button', { name: 'Eat' })).toHaveAttribute('aria-pressed', 'true');
    await expect(interests.getByRole('button', { name: 'Stay' })).toHaveAttribute('aria-pressed', 'false');
    await interests.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByText('Profile Updated!')).toBeVisible();
    await expect(interests.getByRole('button', { name: 'Stay' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab')).toHaveText(['Destinations', 'Events', 'Tips', 'Itineraries', 'Reservations', 'Favorites', 'Insights']);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Lindqvist' })).toBeVisible();

    // Signed-in members are sent home from /login and /register.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('forgot → mail → reset → sign in with the new password; the old one fails', async ({ page, request }) => {
    const email = unique('evan');
    await register(page, { email, password: 'old-secret' });
    await page.goto((await mailFor(request, email, 'activation')).links.find((url) => url.includes('/api/activate/')) as string);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    // The address changes before React has drawn the next page (a router's transition): the sign-in form, which also has an Email
    // field, can still be on screen. Wait for the reset form.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Check your email to complete the password reset process.' })).toBeVisible();

    const reset = (await mailFor(request, email, 'reset')).links.find((url) => url.includes('/reset/'));
    expect(reset).toBeTruthy();
    await page.goto(new URL(reset as string).pathname);
    await page.getByLabel('New Password').fill('new-secret');
    await page.getByRole('button', { name: 'Show new password' }).click();
    await expect(page.getByLabel('New Password')).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirm Password').fill('new-secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully! Login again please.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, email, 'old-secret');
    await expect(page.getByText('Wrong password or account is not activated')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('new-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('changing the e-mail: the current password, a link to the new address, a notice to the old one (decision 030)', async ({ page, request }) => {
    const email = unique('iris');
    const moved = unique('iris.moved');
    await register(page, { email, password: 'iris-secret' });
    await page.goto((await mailFor(request, email, 'activation')).links.find((url) => url.includes('/api/activate/')) as string);
    await signIn(page, email, 'iris-secret');
    await expect(page.getByRole('heading', { name: 'Set Up Your Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Lindqvist' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Edit My Profile' });
    await expect(drawer.getByLabel('Current Password')).toHaveCount(0);
    await drawer.getByLabel('Email').fill(moved);
    await expect(drawer.getByText(/takes effect once you open the link we email to it/)).toBeVisible();
    await drawer.getByLabel('City', { exact: true }).fill('Lemont');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Enter your current password to change your email', { exact: true })).toBeVisible();
    await drawer.getByLabel('Current Password').fill('not-my-secret');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('The current password is not correct', { exact: true })).toBeVisible();
    await drawer.getByLabel('Current Password').fill('iris-secret');
    await drawer.getByRole('button', { name: 'Save' }).click();
    // The wizard's own 'Profile updated successfully' may still be showing beside this one (as in member-wizard.spec.ts).
    await expect(page.getByText('Profile updated successfully').last()).toBeVisible();
    await expect(page.getByText(`We sent a link to ${moved}. Your new address takes effect once you open it.`)).toBeVisible();

    // The old address is told; the new one works only once its link is opened.
    await mailFor(request, email, 'email-change-notice');
    const link = (await mailFor(request, moved, 'email-change')).links.find((url) => url.includes('/api/profile/email/'));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    // The dashboard drops ?email=confirmed once it has read it: the note is what the member sees.
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByText('Your new email address is confirmed. Use it to sign in from now on.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, 'iris-secret');
    await expect(page.getByText('Wrong password or account is not activated')).toBeVisible();
    await signIn(page, moved, 'iris-secret');
    await expect(page.getByText('Logged in successfully')).toBeVisible();
  });

  test('a throttled sign-in says how long to wait, not that the password is wrong, and offers a sign-in link (decisions 030, 075)', async ({
    page,
    request,
  }) => {
    const email = unique('tess');
    await register(page, { email, password: 'tess-secret' });
    await page.goto((await mailFor(request, email, 'activation')).links.find((url) => url.includes('/api/activate/')) as string);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(page, email, `wrong-guess-${attempt}`);
      await expect(page.getByText('Wrong password or account is not activated').last()).toBeVisible();
    }
    await signIn(page, email, 'tess-secret');
    await expect(page.getByText('Too many attempts, try again in 1 minute')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Instead of waiting: a mailed sign-in link lets this browser in with the password (decision 075).
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByText('If that address has an account, a sign-in link is on its way to it. It works for 15 minutes.')).toBeVisible();
    await page.goto((await mailFor(request, email, 'sign-in-link')).links.find((url) => url.includes('/login?link=')) as string);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Sign in with your password below');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('tess-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('every §5 message of the account forms', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of ['First Name is required', 'Last Name is required', 'Email is required', 'Password is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Email').fill('rosa@example.toolong');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Must be 6 characters or more')).toBeVisible();

    await page.goto('/forgot');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    await page.goto('/reset/some-token');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password is required')).toHaveCount(2);
    await page.getByLabel('New Password').fill('secret-one');
    await page.getByLabel('Confirm Password').fill('secret-two');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password and Confirm Password must match.')).toBeVisible();

    await page.goto('/support');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
  });

  test("the 'Need Help' form reaches support through the bot check", async ({ page, request }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Need Help' })).toBeVisible();
    await page.getByLabel('Email').fill('asker@example.com');
    await page.getByLabel('Message').fill('How do I list my farm stand?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Avalbl support received your message!' })).toBeVisible();
    const mails = (await (await request.get(`${API_URL}/dev/mailbox.json`)).json()) as (Mail & { reply_to: string | null })[];
    expect(mails.some((mail) => mail.kind === 'support' && mail.reply_to === 'asker@example.com')).toBe(true);
  });
});
