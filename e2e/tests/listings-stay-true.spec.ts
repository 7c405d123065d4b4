import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';
import { SEEDED_PASSWORD, signIn } from '../support/members';

// Listings that stay true (issue 46, decision 088): a business claims the listing the board made, proved by a code mailed to the
// listing's own address; a second claim of a claimed listing goes to the board.

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

test.describe('listings that stay true', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a claim proved by the mailed code makes the member the owner, Verified on the page; a second claim goes to the board', async ({
    page,
    browser,
    request,
  }) => {
    // A listing the board made: nobody owns it, and it has an address of its own.
    const listing = { name: 'Rowland Theatre', path: '/d/rowland-theatre', email: 'info@rowlandtheatre.example' };
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
    const rival = await browser.newPage();
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
});
