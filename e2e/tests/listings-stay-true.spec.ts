import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitingForHydration } from '../support/test';
import { moveApiClock } from '../support/clock';
import { API_URL } from '../support/ports';
import { SEEDED_PASSWORD, signIn } from '../support/members';

// Listings that stay true (issue 46): a business claims the listing the board made, proved by a code mailed to the listing's own address;
// a second claim of a claimed listing goes to the board (decision 088). A visitor's correction reaches the listing's owner, and the board
// once the owner's week has passed, seen by moving the API's clock (decision 089).

const WEEK_MS = 7 * 86_400_000;

/** The newest claim code mailed to an address, read from the development mailbox as its reader would. */
async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { kind: string; text: string }[];
        code = /code: (\d{6})/.exec(mails.find((mail) => mail.kind === 'claim-code')?.text ?? '')?.[1];
        return Boolean(code);
      },
      { message: `a claim code mailed to ${to}` },
    )
    .toBe(true);
  return code ?? '';
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${API_URL}/api/login`, { data: { username: email, password: SEEDED_PASSWORD } });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * What the board's Corrections tab lists, asked as the board signed in at the API's present time. Signed in with the device token of
 * its sign-in before, only that device's own budget is counted (decision 075), which a success clears: a sign-in at a moved time
 * leaves the account no lock dated a week ahead once the clock goes back.
 */
async function boardCorrections(request: APIRequestContext, device?: string) {
  const login = await request.post(`${API_URL}/api/login`, {
    data: { username: 'dana.whitfield@example.com', password: SEEDED_PASSWORD, ...(device && { device_token: device }) },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token, device_token } = (await login.json()) as { access_token: string; device_token: string };
  const listed = (await (await request.get(`${API_URL}/api/corrections/pending`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
    destination_name: string;
    suggestion: string;
    with_board: boolean;
  }[];
  return { listed, device: device_token };
}

test.describe('listings that stay true', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a claim proved by the mailed code makes the member the owner, Verified on the page; a second claim goes to the board', async ({
    page,
    browser,
    request,
  }) => {
    // A listing the board made: nobody owns it, and it has an address of its own.
    const listing = { name: 'Rowland Theatre', path: '/d/rowland-theatre', email: 'info@rowlandtheatre.example.com' };
    await signIn(page, 'alicia.yoder@example.com');
    await page.goto(listing.path);
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Claim it' }).click();
    const panel = page.getByRole('region', { name: `Claim ${listing.name}` });
    await expect(panel).toContainText("a 6-digit code to the listing's own address, in•••@rowlandtheatre.example");
    await panel.getByRole('button', { name: 'Send the code' }).click();
    await panel.getByLabel('Code', { exact: true }).fill(await mailedCode(request, listing.email));
    await panel.getByRole('button', { name: 'Verify' }).click();
    await expect(panel.getByRole('status')).toContainText(`You manage ${listing.name}`);
    await page.getByRole('tab', { name: 'Destinations' }).click();
    await expect(page.getByRole('row').filter({ hasText: listing.name })).toBeVisible();
    await page.goto(listing.path);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();

    // Another business says it is theirs: with an owner, the claim waits for the board; no code is mailed.
    // A page of its own acts once hydrated, as the test's own page does (support/test.ts): a tap before it would be lost.
    const rival = waitingForHydration(await browser.newPage());
    try {
      await signIn(rival, 'karen.musser@example.com');
      await rival.goto(listing.path);
      await rival.getByRole('link', { name: 'Ask the board' }).click();
      const claim = rival.getByRole('region', { name: `Claim ${listing.name}` });
      await expect(claim).toContainText('already managed by a member, so the tourism board decides your claim');
      await claim.getByLabel('Note for the board').fill('We took the lease over in October; call 814-555-0142.');
      await claim.getByRole('button', { name: 'Send to the board' }).click();
      await expect(claim.getByRole('status')).toContainText('Your claim waits for the tourism board');
    } finally {
      await rival.close();
    }
    const board = { authorization: `Bearer ${await apiToken(request, 'dana.whitfield@example.com')}` };
    const open = (await (await request.get(`${API_URL}/api/claims/pending`, { headers: board })).json()) as {
      destination_name: string;
      member: { email: string };
      note: string;
    }[];
    expect(open.filter((item) => item.destination_name === listing.name)).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ email: 'karen.musser@example.com' }), note: expect.stringContaining('lease') }),
    ]);
  });

  test("a visitor's suggested correction reaches the owner, and the board after the owner's week passes", async ({ page, browser, request }) => {
    const listing = { name: 'Millheim Farm Kitchen', path: '/d/millheim-farm-kitchen', owner: 'alicia.yoder@example.com' };
    const phone = `814-555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    await page.goto(listing.path);
    await page.getByRole('link', { name: 'Suggest a correction' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Suggest a correction to ${listing.name}` })).toBeVisible();
    await page.getByLabel('What is wrong').selectOption('Phone');
    await page.getByLabel('What it should be').fill(phone);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText('Your correction went to the people who keep this listing up to date');

    // The owner: by mail, and in the dashboard's Corrections tab.
    await expect
      .poll(
        async () => {
          const mails = (await (await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(listing.owner)}`)).json()) as {
            kind: string;
            text: string;
          }[];
          return mails.some((mail) => mail.kind === 'correction' && mail.text.includes(`Phone: ${phone}`));
        },
        { message: `the correction mailed to ${listing.owner}` },
      )
      .toBe(true);
    const owner = waitingForHydration(await browser.newPage());
    try {
      await signIn(owner, listing.owner);
      await owner.goto('/profile?tab=corrections');
      await expect(owner.getByRole('row').filter({ hasText: phone })).toContainText('Open: yours until');
    } finally {
      await owner.close();
    }
    const mine = (items: { suggestion: string }[]) => items.filter((item) => item.suggestion === phone);
    const before = await boardCorrections(request);
    expect(mine(before.listed)).toEqual([]);

    // A week and an hour later on the API's clock, with the owner silent, the board sees it too.
    await moveApiClock(request, WEEK_MS + 3_600_000);
    try {
      const later = await boardCorrections(request, before.device);
      expect(mine(later.listed)).toEqual([expect.objectContaining({ destination_name: listing.name, with_board: true })]);
    } finally {
      await moveApiClock(request, 0);
    }
    // Back at the real time, the board signs in from anywhere as before (the moved week left no lock behind), and the owner's week
    // is not over.
    expect(mine((await boardCorrections(request)).listed)).toEqual([]);
  });
});
