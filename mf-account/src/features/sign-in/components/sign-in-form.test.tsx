import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { usePendingShareStore } from '@valley/shared/stores/pending-share';
import { useProfileIntentStore } from '@valley/shared/stores/profile-intent';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, refusal, type FakeApi, type FakeHandler, type FakeRoutes } from '@valley/shared/testing/fake-api';
import { answer, destination } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

/** A sign-in the API takes, with the device token it hands out. */
const signedIn = (accessToken: string, deviceToken: string) =>
  answer({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600, device_token: deviceToken });
let api: FakeApi;
/** The API of a sign-in: `login` as the test says; the one read of the form is the destination of an 'Add a Tip' that waits for sign-in. */
const serve = (login: FakeHandler, routes: FakeRoutes = {}) =>
  (api = installFakeApi({ login, destinationGet: () => answer(destination(4, 'Penns Cave')), ...routes }));

beforeEach(() => {
  localStorage.clear();
  serve(() => signedIn('token-1', 'device-1'));
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
  useAuthStore.setState({ token: null });
  usePendingShareStore.setState({ share: null });
  useProfileIntentStore.setState({ intent: null });
  useFavoritesStore.setState({ items: [], status: 'idle' });
});

const fill = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('SignInForm', () => {
  it('shows the §5 messages and sends nothing while the input is wrong', async () => {
    renderRoute(<SignInForm />, { url: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await fill('someone@example', 'abc');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be 6 characters or more')).toBeInTheDocument();
    expect(api.count('login')).toBe(0);
  });

  it('signs in with the e-mail as username, says so for 6 s and goes to /profile', async () => {
    renderRoute(<SignInForm />, { url: '/login' });
    await fill('maya@example.com', 'valley-member-2026');
    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
    expect(api.bodies('login')).toEqual([{ username: 'maya@example.com', password: 'valley-member-2026' }]);
    expect(useAuthStore.getState().token).toBe('token-1');
    expect(notify.success).toHaveBeenCalledWith('Logged in successfully', { duration: 6000 });
  });

  it('stays signed out with the spec message when the API refuses', async () => {
    serve(() => refusal(401, 'Wrong password or account is not activated'));
    renderRoute(<SignInForm />, { url: '/login' });
    await fill('maya@example.com', 'not-her-password');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Wrong password or account is not activated', { duration: 6000 }));
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says how long to wait when sign-in is throttled, never that the password is wrong', async () => {
    serve(() => refusal(429, 'Too many attempts, try again in 3 minutes', { 'retry-after': '125' }));
    renderRoute(<SignInForm />, { url: '/login' });
    await fill('maya@example.com', 'valley-member-2026');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Too many attempts, try again in 3 minutes', { duration: 6000 }));
    expect(notify.error).not.toHaveBeenCalledWith('Wrong password or account is not activated', expect.anything());
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('keeps the device token of each account and sends it with the next sign-in to that account', async () => {
    serve(() => signedIn('token-2', 'device-of-maya'));
    const first = renderRoute(<SignInForm />, { url: '/login' });
    await fill('Maya@Example.com', 'valley-member-2026');
    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
    first.unmount();
    renderRoute(<SignInForm />, { url: '/login' });
    await fill('maya@example.com', 'valley-member-2026');
    await waitFor(() =>
      expect(api.bodies('login').at(-1)).toEqual({ username: 'maya@example.com', password: 'valley-member-2026', device_token: 'device-of-maya' }),
    );
  });

  it('keeps the new device token each sign-in answers, so the next one sends the newest (decision 075)', async () => {
    const devices = ['device-one', 'device-two', 'device-three'];
    serve(() => signedIn(`t-${4 - devices.length}`, devices.shift() ?? 'device-more'));
    for (let round = 0; round < 3; round += 1) {
      const view = renderRoute(<SignInForm />, { url: '/login' });
      await fill('maya@example.com', 'valley-member-2026');
      expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
      view.unmount();
    }
    expect(api.bodies('login').map((body) => (body as { device_token?: string }).device_token)).toEqual([undefined, 'device-one', 'device-two']);
  });

  it('after a throttled sign-in, offers to e-mail a sign-in link to the typed address', async () => {
    serve(() => refusal(429, 'Too many attempts, try again in 15 minutes', { 'retry-after': '900' }), {
      signInLink: () => answer({ message: 'If that address has an account, a sign-in link is on its way to it. It works for 15 minutes.' }),
    });
    renderRoute(<SignInForm />, { url: '/login' });
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
    await fill('maya@example.com', 'valley-member-2026');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Too many attempts, try again in 15 minutes', { duration: 6000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('If that address has an account, a sign-in link is on its way to it. It works for 15 minutes.', {
        duration: 6000,
      }),
    );
    expect(api.bodies('signInLink')).toEqual([{ email: 'maya@example.com' }]);
  });

  it('opened from the mailed link, sends its token with the sign-in and says a spent link is spent', async () => {
    serve(() => refusal(400, 'This sign-in link is not valid or has expired. Ask for a new one.'));
    renderRoute(<SignInForm />, { url: '/login?link=mailed-link-token', pattern: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Sign in with your password below');
    await fill('maya@example.com', 'valley-member-2026');
    await waitFor(() =>
      expect(api.bodies('login')).toEqual([{ username: 'maya@example.com', password: 'valley-member-2026', sign_in_link: 'mailed-link-token' }]),
    );
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This sign-in link is not valid or has expired. Ask for a new one.', { duration: 6000 }));
  });

  it('says what the e-mail confirmation link did', () => {
    renderRoute(<SignInForm />, { url: '/login?email=taken', pattern: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('That email address already has an account, so your address was not changed.');
  });

  it('says the account is active after the activation link', () => {
    renderRoute(<SignInForm />, { url: '/login?activated=1', pattern: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Your account is active. Sign in below.');
  });
});

describe('SignInForm: why a signed-out visitor was sent here', () => {
  it('says nothing extra to a visitor who came on their own', () => {
    renderRoute(<SignInForm />, { url: '/login' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the link a share will send', () => {
    usePendingShareStore.getState().save({ url: 'http://localhost:3000/d/penns-cave', email: 'friend@example.com' });
    renderRoute(<SignInForm />, { url: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to send the link to friend@example.com: it goes as soon as you have.');
  });

  it("says 'Add a Tip' continues after signing in", async () => {
    useProfileIntentStore.getState().set({ action: 'tip', destinationId: 4 });
    renderRoute(<SignInForm />, { url: '/login' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sign in to write your tip about Penns Cave: the form opens with it chosen.'));
    expect(api.requests.find((request) => request.name === 'destinationGet')?.route).toBe('GET /destinations/get/4');
  });

  it('says the favorites are saved once signed in', () => {
    useFavoritesStore.getState().add({ id: 4, type: 'destination' });
    useFavoritesStore.getState().markSaving();
    renderRoute(<SignInForm />, { url: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to save your favorites to your profile: they are added as soon as you have.');
  });
});
