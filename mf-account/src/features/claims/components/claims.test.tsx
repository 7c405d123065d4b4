import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardClaim, ClaimListing, MemberClaim } from '@valley/shared/schemas/claim';
import { useAuthStore } from '@valley/shared/stores/auth';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, refusal, type FakeRoutes } from '@valley/shared/testing/fake-api';
import { answer, member, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ProfilePage } from '../../../routes/profile-page';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

// Claiming a listing from the dashboard (decision 088): what proves it, the code form, and the board's decision.
const listing: ClaimListing = {
  id: 12,
  slug: 'elk-creek-cafe',
  name: 'Elk Creek Café',
  way: 'code',
  board_because: null,
  email_hint: 'in•••@elkcreekcafe.example',
  own: false,
  claim: null,
};
const claim: MemberClaim = {
  id: 3,
  destination_id: 12,
  destination_name: 'Elk Creek Café',
  destination_slug: 'elk-creek-cafe',
  way: 'code',
  status: 'open',
  code_sent_to: 'in•••@elkcreekcafe.example',
  code_expires_at: '2026-11-25T12:00:00-05:00',
  note: null,
  board_note: null,
  created_at: '2026-11-24T12:00:00-05:00',
};
const signedInAs = (user: typeof member, routes: FakeRoutes = {}) => installFakeApi({ ...memberReads(user), myClaims: () => answer([]), ...routes });

beforeEach(() => {
  useAuthStore.setState({ token: 'token-1' });
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
});

describe('a Destination member claiming a listing', () => {
  it('mails the code, checks what is typed, and says when the listing is theirs', async () => {
    let proved = false;
    const api = signedInAs(member, {
      claimListing: () => answer(listing),
      claimStart: () => answer(claim),
      claimVerify: ({ body }) =>
        (body as { code: string }).code === '123456'
          ? ((proved = true), answer({ ...claim, status: 'proved' }))
          : refusal(400, 'That code is not right: 4 tries left'),
      myDestinations: () => answer([]),
    });
    renderRoute(<ProfilePage />, { url: '/profile?claim=elk-creek-cafe' });
    const panel = await screen.findByRole('region', { name: 'Claim Elk Creek Café' });
    expect(screen.getByRole('tab', { name: 'Claims' })).toHaveAttribute('aria-selected', 'true');
    expect(panel).toHaveTextContent("We will e-mail a 6-digit code to the listing's own address, in•••@elkcreekcafe.example.");
    await userEvent.click(within(panel).getByRole('button', { name: 'Send the code' }));
    expect(api.bodies('claimStart')).toEqual([{ destination: 12 }]);
    expect(notify.success).toHaveBeenCalledWith('Code sent to in•••@elkcreekcafe.example', expect.anything());

    const code = await within(panel).findByLabelText('Code');
    await userEvent.type(code, '12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(await within(panel).findByText('Enter the 6-digit code from the e-mail')).toBeInTheDocument();
    expect(api.count('claimVerify')).toBe(0);

    await userEvent.clear(code);
    await userEvent.type(code, '654 321');
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('That code is not right: 4 tries left', expect.anything()));
    expect(api.bodies('claimVerify')).toEqual([{ claim: 3, code: '654321' }]);

    await userEvent.type(within(panel).getByLabelText('Code'), '123456');
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('You manage Elk Creek Café now: it is Verified', expect.anything()));
    expect(proved).toBe(true);
    expect(await within(panel).findByRole('status')).toHaveTextContent('You manage Elk Creek Café: it is in your Destinations');
  });

  it('sends a claim of a listing a member manages to the board, with a note', async () => {
    const api = signedInAs(member, {
      claimListing: () => answer({ ...listing, way: 'board', board_because: 'owned', email_hint: null }),
      claimStart: () => answer({ ...claim, way: 'board', code_sent_to: null, code_expires_at: null, note: 'Call 814-555-0199.' }),
    });
    renderRoute(<ProfilePage />, { url: '/profile?claim=elk-creek-cafe' });
    const panel = await screen.findByRole('region', { name: 'Claim Elk Creek Café' });
    expect(panel).toHaveTextContent('Elk Creek Café is already managed by a member, so the tourism board decides your claim.');
    await userEvent.type(within(panel).getByLabelText('Note for the board'), 'Call 814-555-0199.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send to the board' }));
    expect(api.bodies('claimStart')).toEqual([{ destination: 12, note: 'Call 814-555-0199.' }]);
    expect(await within(panel).findByRole('status')).toHaveTextContent('Your claim waits for the tourism board');
  });

  it('tells other members that claiming is for businesses', async () => {
    signedInAs({ ...member, role: 'Local' }, { claimListing: () => answer(listing) });
    renderRoute(<ProfilePage />, { url: '/profile?claim=elk-creek-cafe' });
    const panel = await screen.findByRole('region', { name: 'Claim Elk Creek Café' });
    expect(panel).toHaveTextContent('Claiming a listing is for Destination members');
    expect(within(panel).queryByRole('button', { name: 'Send the code' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Claims' })).toBeNull();
  });
});

describe("the board's claims", () => {
  const open: BoardClaim = {
    ...claim,
    way: 'board',
    code_sent_to: null,
    code_expires_at: null,
    note: 'I bought it in May.',
    member: { id: 9, name: 'Karen Musser', email: 'karen.musser@example.com' },
    owner: { id: 7, name: 'Greg Hess', email: 'greg.hess@example.com' },
    listing_email: 'info@elkcreekcafe.example.com',
    listing_phone: '814-555-0100',
  };

  it('decides one with a note the member is mailed, after saying which way', async () => {
    const api = signedInAs(
      { ...member, role: 'Board' },
      { claimsPending: () => answer([open]), claimDecide: () => answer({ message: 'Elk Creek Café now belongs to the member' }) },
    );
    renderRoute(<ProfilePage />, { url: '/profile?tab=claims' });
    await userEvent.click(await screen.findByRole('button', { name: 'Decide claim of Elk Creek Café by Karen Musser' }));
    const drawer = screen.getByRole('dialog', { name: 'Claim: Elk Creek Café' });
    expect(drawer).toHaveTextContent('I bought it in May.');
    expect(drawer).toHaveTextContent('Greg Hess (greg.hess@example.com)');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save Decision' }));
    expect(await within(drawer).findByText('Choose whether the member gets the listing')).toBeInTheDocument();
    expect(within(drawer).getByText('A note for the member is required')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Give Karen Musser the listing' }));
    await userEvent.type(within(drawer).getByLabelText('Note for the member'), 'We called the café.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save Decision' }));
    await waitFor(() => expect(api.bodies('claimDecide')).toEqual([{ claim: 3, approve: true, note: 'We called the café.' }]));
    expect(await screen.findByText('No claim is open.')).toBeInTheDocument();
  });
});
