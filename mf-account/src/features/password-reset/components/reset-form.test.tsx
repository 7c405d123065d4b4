import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, refusal, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ForgotForm, FORGOT_SENT } from './forgot-form';
import { PASSWORD_RESET, ResetForm } from './reset-form';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ forgotPassword: () => answer({ message: FORGOT_SENT }), resetPassword: () => answer({ message: PASSWORD_RESET }) });
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
});

describe('ForgotForm', () => {
  it('asks for a valid e-mail, then sends it and says to check the mail', async () => {
    renderRoute(<ForgotForm />, { url: '/forgot' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.count('forgotPassword')).toBe(0);
    await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_SENT);
    expect(api.bodies('forgotPassword')).toEqual([{ email: 'rosa@example.com' }]);
  });
});

describe('ResetForm', () => {
  it('toggles each password, requires them to match, and goes to /login after the reset', async () => {
    renderRoute(<ResetForm token="tok-1" />, { url: '/reset/tok-1', pattern: '/reset/:token' });
    const newPassword = screen.getByLabelText('New Password');
    expect(newPassword).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword).toHaveAttribute('type', 'text');
    await userEvent.type(newPassword, 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'other-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password and Confirm Password must match.')).toBeInTheDocument();
    expect(api.count('resetPassword')).toBe(0);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(api.bodies('resetPassword')).toEqual([{ oldPassword: null, newPassword: 'new-secret', confirmPassword: 'new-secret', forgotToken: 'tok-1' }]);
    expect(notify.success).toHaveBeenCalledWith(PASSWORD_RESET, { duration: 6000 });
  });

  it("shows the server's text when the link is spent and stays on the page", async () => {
    installFakeApi({ resetPassword: () => refusal(400, 'This password reset link is not valid or has expired. Ask for a new one.') });
    renderRoute(<ResetForm token="old" />, { url: '/reset/old', pattern: '/reset/:token' });
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('This password reset link is not valid or has expired. Ask for a new one.', { duration: 6000 }),
    );
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
