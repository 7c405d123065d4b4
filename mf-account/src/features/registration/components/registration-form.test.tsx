import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@valley/shared/stores/auth';
import { notify } from '@valley/shared/ui/toast';
import { renderRoute } from '../../../testing/render';
import { REGISTERED_MESSAGE, REGISTRATION_FAILED, RegistrationForm } from './registration-form';

const mockCall = jest.fn();
jest.mock('@valley/shared/api/swr', () => ({
  ...jest.requireActual('@valley/shared/api/swr'),
  useApiClient: () => ({ call: mockCall }),
  useApi: () => ({ data: { organization: 'Happy Valley' } }),
}));
jest.mock('@valley/shared/bot-check', () => ({ solveChallenge: jest.fn(async (challenge: string) => `${challenge}:42`) }));
jest.mock('@valley/shared/ui/toast', () => ({ notify: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } }));

beforeEach(() => {
  mockCall.mockReset();
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
    const roles = screen.getAllByRole('radio');
    expect(roles.map((radio) => radio.closest('label')?.textContent)).toEqual(['Happy Valley Visitor', 'Happy Valley Local', 'Happy Valley Destination']);
    expect(screen.getByRole('radio', { name: 'Happy Valley Visitor' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mockCall).not.toHaveBeenCalled();
  });

  it('sends the form with a solved bot check and asks for activation without signing in', async () => {
    mockCall.mockImplementation(async (name: string) =>
      name === 'botCheckChallenge' ? { challenge: 'abc', difficulty: 4, expires_at: '2030-01-01T00:00:00Z' } : { status: 'OK', message: REGISTERED_MESSAGE },
    );
    renderRoute(<RegistrationForm />, { url: '/register' });
    await userEvent.click(screen.getByRole('radio', { name: 'Happy Valley Local' }));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REGISTERED_MESSAGE);
    expect(mockCall).toHaveBeenCalledWith('register', {
      body: { role: 'Local', firstname: 'Rosa', lastname: 'Lindqvist', email: 'rosa@example.com', password: 'secret-123', token: 'abc:42' },
    });
    expect(notify.success).toHaveBeenCalledWith(REGISTERED_MESSAGE, { duration: 6000 });
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('shows the registration error for a refusal and the error text when the API cannot be reached', async () => {
    mockCall.mockImplementation(async (name: string) => {
      if (name === 'botCheckChallenge') return { challenge: 'abc', difficulty: 4, expires_at: '2030-01-01T00:00:00Z' };
      throw Object.assign(new Error('email: Invalid email address'), { status: 400 });
    });
    renderRoute(<RegistrationForm />, { url: '/register' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(REGISTRATION_FAILED, { duration: 6000 }));

    mockCall.mockRejectedValue(Object.assign(new Error('The server could not be reached.'), { status: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The server could not be reached.', { duration: 6000 }));
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
