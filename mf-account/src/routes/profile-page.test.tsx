import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useProfileIntentStore } from '@valley/shared/stores/profile-intent';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, refusal, unreachable, type FakeRoutes } from '@valley/shared/testing/fake-api';
import { answer, destinationCard, member, memberReads } from '../testing/fixtures';
import { renderRoute } from '../testing/render';
import { ProfilePage } from './profile-page';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../testing/toast-mock').toastModule);
jest.mock('../components/rich-text-editor', () => jest.requireActual('../testing/rich-text-mock'));

/** The member area's reads, with what a test is about. */
const signedInAs = (user: typeof member, routes: FakeRoutes = {}) =>
  installFakeApi({ ...memberReads(user), myInsights: () => answer({ days: 30, from: '2026-10-26', to: '2026-11-24', listings: [] }), ...routes });

beforeEach(() => {
  signedInAs(member);
  jest.mocked(notify.success).mockClear();
  useAuthStore.setState({ token: 'token-1' });
  useProfileIntentStore.setState({ intent: null });
});

describe('/profile', () => {
  it('sends signed-out visitors to /login', () => {
    useAuthStore.setState({ token: null });
    renderRoute(<ProfilePage />, { url: '/profile' });
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
  });

  it('tells the outcome of the e-mail confirmation link, on the dashboard or, signed out, on the sign-in page', async () => {
    const signedIn = renderRoute(<ProfilePage />, { url: '/profile?email=confirmed' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    await screen.findByRole('heading', { level: 1, name: 'Greg Hess' });
    expect(screen.getByRole('status')).toHaveTextContent('Your new email address is confirmed. Use it to sign in from now on.');
    signedIn.unmount();
    useAuthStore.setState({ token: null });
    renderRoute(<ProfilePage />, { url: '/profile?email=taken' });
    expect(screen.getByText('Now at /login?email=taken')).toBeInTheDocument();
  });

  it('signs the member out when /api/user answers with a failure', async () => {
    signedInAs(member, { user: () => refusal(401, 'Sign in again') });
    renderRoute(<ProfilePage />, { url: '/profile' });
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('offers Retry, not a sign-out, when the server cannot be reached', async () => {
    let reachable = false;
    signedInAs(member, { user: () => (reachable ? answer(member) : unreachable()) });
    renderRoute(<ProfilePage />, { url: '/profile' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Check your connection and try again.');
    expect(useAuthStore.getState().token).toBe('token-1');
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Greg Hess' })).toBeInTheDocument();
  });

  it('keeps the session when the browser cancelled the request (no answer, no status)', async () => {
    signedInAs(member, {
      user: () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      },
    });
    renderRoute(<ProfilePage />, { url: '/profile' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('token-1');
  });

  it('shows the wizard while the profile is not started', async () => {
    signedInAs({ ...member, profile_started: null });
    renderRoute(<ProfilePage />, { url: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Set Up Your Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['1About', '2Account', '3Destination']);
  });

  it('shows the dashboard: who the member is, the tiles, six count tiles and nine tabs (Insights, issue 27; Claims and Corrections, decisions 088 and 089)', async () => {
    signedInAs(member, {
      myFavorites: () =>
        answer([
          { id: 1, type: 'Destination', item_id: 12, title: 'Elk Creek Café', fav_at: '2026-11-01T10:00:00-04:00', slug: 'elk-creek-cafe', main_img: null },
        ]),
    });
    renderRoute(<ProfilePage />, { url: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Greg Hess' })).toBeInTheDocument();
    expect(screen.getByText('Bellefonte, PA 16823, US')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Eat' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('target', '_blank');
    const tiles = screen.getByRole('list', { name: 'Your numbers' });
    await waitFor(() => expect(tiles).toHaveTextContent('0Your Destinations0Events1Favorites0Local Tips0Itineraries0Reservations'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Destinations',
      'Events',
      'Tips',
      'Itineraries',
      'Reservations',
      'Favorites',
      'Insights',
      'Claims',
      'Corrections',
    ]);

    await userEvent.click(screen.getByRole('button', { name: '1 Favorites' }));
    expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'View Page Elk Creek Café' })).toHaveAttribute('href', '/d/elk-creek-cafe');
  });

  it.each<{ tab: string; param: string; reads: FakeRoutes; empty: string }>([
    { tab: 'Review', param: 'review', reads: { reviewPending: () => answer([]) }, empty: 'Nothing is waiting for review.' },
    {
      tab: 'Audit Log',
      param: 'audit',
      reads: { reviewPartners: () => answer([]), reviewAudit: () => answer([]) },
      empty: 'No trusted partner has published an edit yet.',
    },
  ])('gives board accounts the $tab tab, and a member asking for it gets Destinations', async ({ tab, param, reads, empty }) => {
    signedInAs({ ...member, role: 'Board' }, reads);
    const { unmount } = renderRoute(<ProfilePage />, { url: `/profile?tab=${param}` });
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(empty)).toBeInTheDocument();
    unmount();
    signedInAs(member);
    renderRoute(<ProfilePage />, { url: `/profile?tab=${param}` });
    expect(await screen.findByRole('tab', { name: 'Destinations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Review' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Audit Log' })).toBeNull();
  });

  it("opens the Tips tab's add form with the destination from 'Add a Tip', with the starter notice above it (not over the fields)", async () => {
    signedInAs(member, { destinationsSearch: () => answer([destinationCard(12, 'Elk Creek Café')]) });
    useProfileIntentStore.setState({ intent: { action: 'tip', destinationId: 12 } });
    renderRoute(<ProfilePage />, { url: '/profile' });
    expect(await screen.findByRole('tab', { name: 'Tips' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Add a Tip' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('Destination')).toHaveDisplayValue('Elk Creek Café'));
    const region = screen.getByRole('region', { name: 'Add a Tip' });
    expect(within(region).getByRole('status')).toHaveTextContent('the tourism board reviews every tip');
    expect(notify.success).not.toHaveBeenCalled();
    await waitFor(() => expect(useProfileIntentStore.getState().intent).toBeNull());
    await userEvent.click(within(region).getByRole('button', { name: 'Close notice' }));
    expect(within(region).queryByRole('status')).toBeNull();
  });
});
