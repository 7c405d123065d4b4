import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@valley/shared/stores/auth';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, refusal, unreachable, type FakeApi, type FakeHandler } from '@valley/shared/testing/fake-api';
import { answer, globals } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { REGISTERED_MESSAGE, REGISTRATION_FAILED, RegistrationForm } from './registration-form';

jest.mock('@valley/shared/bot-check', () => ({ solveChallenge: jest.fn(async (challenge: string) => `${challenge}:42`) }));
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

const challenge: FakeHandler = () => answer({ challenge: 'abc', difficulty: 4, expires_at: '2030-01-01T00:00:00Z' });
let api: FakeApi;
const serve = (register: FakeHandler) => (api = installFakeApi({ globals: () => answer(globals('Happy Valley')), botCheckChallenge: challenge, register }));

beforeEach(() => {
  serve(() => answer({ status: 'OK', message: REGISTERED_MESSAGE }));
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
  useAuthStore.setState({ token: null });
});

const fillValid = async () => {
  await userEvent.type(screen.getByLabelText('First Name'), 'Rosa');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lindqvist');
  await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
};

describe('RegistrationForm', () => {
  it("offers the roles with the product's name, Visitor first, and names every missing field", async () => {
    renderRoute(<RegistrationForm />, { url: '/register' });
    await waitFor(() => expect(api.count('globals')).toBe(1));
    const roles = await screen.findAllByRole('radio');
    expect(roles.map((radio) => radio.closest('label')?.textContent)).toEqual(['Happy Valley Visitor', 'Happy Valley Local', 'Happy Valley Destination']);
    expect(screen.getByRole('radio', { name: 'Happy Valley Visitor' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.count('botCheckChallenge')).toBe(0);
    expect(api.count('register')).toBe(0);
  });

  it('sends the form with a solved bot check and asks for activation without signing in', async () => {
    renderRoute(<RegistrationForm />, { url: '/register' });
    await userEvent.click(screen.getByRole('radio', { name: 'Happy Valley Local' }));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REGISTERED_MESSAGE);
    expect(api.bodies('register')).toEqual([
      { role: 'Local', firstname: 'Rosa', lastname: 'Lindqvist', email: 'rosa@example.com', password: 'secret-123', token: 'abc:42' },
    ]);
    expect(notify.success).toHaveBeenCalledWith(REGISTERED_MESSAGE, { duration: 6000 });
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('shows the registration error for a refusal and the error text when the API cannot be reached', async () => {
    let reachable = true;
    serve(() => (reachable ? refusal(400, 'email: Invalid email address') : unreachable()));
    renderRoute(<RegistrationForm />, { url: '/register' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(REGISTRATION_FAILED, { duration: 6000 }));

    reachable = false;
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The server could not be reached.', { duration: 6000 }));
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
