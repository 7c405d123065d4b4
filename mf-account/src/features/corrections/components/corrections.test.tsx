/** @jest-environment @valley/shared/build/jest-environment-router */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Correction, CORRECTION_MESSAGES } from '@valley/shared/schemas/correction';
import { useAuthStore } from '@valley/shared/stores/auth';
import { installFakeApi, refusal, type FakeRoutes } from '@valley/shared/testing/fake-api';
import { answer, destination, member, memberReads } from '../../../testing/fixtures';
import { renderRoute, renderRoutes } from '../../../testing/render';
import { ProfilePage } from '../../../routes/profile-page';

jest.mock('@valley/shared/bot-check', () => ({ solveChallenge: jest.fn(async (challenge: string) => `${challenge}:7`) }));
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

// Corrections (decision 089): any visitor suggests one; the listing's owner acts on it, and the board on those nobody acted on.
const listing = destination(12, 'Elk Creek Café');
const signedInAs = (user: typeof member, routes: FakeRoutes) => installFakeApi({ ...memberReads(user), ...routes });

describe('/suggest/{slug}', () => {
  it('asks what is wrong and what it should be, then sends it with the bot check and says where it went', async () => {
    const api = installFakeApi({
      destinationGet: () => answer(listing),
      botCheckChallenge: () => answer({ challenge: 'ch', difficulty: 4, expires_at: '2030-01-01T00:00:00Z' }),
      correctionCreate: () => answer({ message: CORRECTION_MESSAGES.received }),
    });
    renderRoutes('/suggest/elk-creek-cafe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suggest a correction to Elk Creek Café' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose what is wrong')).toBeInTheDocument();
    expect(screen.getByText('Say what it should be')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('What is wrong'), 'Phone');
    await userEvent.type(screen.getByLabelText('What it should be'), '814-555-0123');
    await userEvent.type(screen.getByLabelText('Your email (optional)'), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.count('correctionCreate')).toBe(0);
    await userEvent.clear(screen.getByLabelText('Your email (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CORRECTION_MESSAGES.received);
    expect(api.bodies('correctionCreate')).toEqual([{ destination: 12, field: 'phone', suggestion: '814-555-0123', email: '', token: 'ch:7' }]);
    expect(screen.getByRole('link', { name: 'Back to Elk Creek Café' })).toHaveAttribute('href', `/d/${listing.slug}`);
  });

  it('is the 404 screen for a listing that is not public', async () => {
    installFakeApi({ destinationGet: () => refusal(404, 'Destination not found') });
    renderRoutes('/suggest/no-such-place');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('the Corrections tab', () => {
  const correction: Correction = {
    id: 5,
    destination_id: 12,
    destination_name: 'Elk Creek Café',
    destination_slug: 'elk-creek-cafe',
    field: 'phone',
    suggestion: '814-555-0123',
    email: 'visitor@example.com',
    status: 'open',
    with_board: false,
    board_after: '2026-12-01T12:00:00-05:00',
    created_at: '2026-11-24T12:00:00-05:00',
  };
  beforeEach(() => useAuthStore.setState({ token: 'token-1' }));

  it("lists what visitors suggest for the owner's listings, until when it is theirs alone, and marks one fixed", async () => {
    let fixed = false;
    const api = signedInAs(member, {
      myCorrections: () => answer([fixed ? { ...correction, status: 'fixed' } : correction]),
      correctionResolve: () => ((fixed = true), answer({ message: 'Marked fixed: Elk Creek Café' })),
    });
    renderRoute(<ProfilePage />, { url: '/profile?tab=corrections' });
    const row = (await screen.findByRole('cell', { name: '814-555-0123' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('visitor@example.com');
    expect(row).toHaveTextContent('Open: yours until Tue, Dec 1, 2026, 12:00 PM');
    expect(screen.queryByText('Waiting for the board')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Fixed phone of Elk Creek Café' }));
    await waitFor(() => expect(api.bodies('correctionResolve')).toEqual([{ id: 5, outcome: 'fixed' }]));
    expect(await within(row).findByText('Fixed')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Fixed/ })).toBeNull();
  });

  it('shows the board what waits for it above its own listings', async () => {
    signedInAs(
      { ...member, role: 'Board' },
      { myCorrections: () => answer([]), correctionsPending: () => answer([{ ...correction, email: null, with_board: true }]) },
    );
    renderRoute(<ProfilePage />, { url: '/profile?tab=corrections' });
    expect(await screen.findByRole('cell', { name: 'A visitor' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Corrections waiting for the board' })).toHaveTextContent('Open: the board sees it too');
    expect(screen.getByText('No visitor has suggested a correction to your listings.')).toBeInTheDocument();
  });
});
