import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@valley/shared/testing/fake-api';
import { answer } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { SUPPORT_RECEIVED, SupportForm } from './support-form';

jest.mock('@valley/shared/bot-check', () => ({ solveChallenge: jest.fn(async (challenge: string) => `${challenge}:7`) }));
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

describe('SupportForm', () => {
  it("needs an e-mail and a message, then sends both with the bot check's token", async () => {
    const api = installFakeApi({
      botCheckChallenge: () => answer({ challenge: 'ch', difficulty: 4, expires_at: '2030-01-01T00:00:00Z' }),
      supportMessage: () => answer({ message: SUPPORT_RECEIVED }),
    });
    renderRoute(<SupportForm />, { url: '/support' });
    expect(screen.getByRole('heading', { name: 'Need Help' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.count('supportMessage')).toBe(0);
    await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'My listing shows the old phone number.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUPPORT_RECEIVED);
    expect(api.bodies('supportMessage')).toEqual([{ email: 'rosa@example.com', content: 'My listing shows the old phone number.', token: 'ch:7' }]);
  });
});
