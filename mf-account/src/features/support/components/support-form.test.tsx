import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/render';
import { SUPPORT_RECEIVED, SupportForm } from './support-form';

const mockCall = jest.fn();
jest.mock('@valley/shared/api/swr', () => ({ ...jest.requireActual('@valley/shared/api/swr'), useApiClient: () => ({ call: mockCall }) }));
jest.mock('@valley/shared/bot-check', () => ({ solveChallenge: jest.fn(async (challenge: string) => `${challenge}:7`) }));
jest.mock('@valley/shared/ui/toast', () => ({ notify: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } }));

describe('SupportForm', () => {
  it("needs an e-mail and a message, then sends both with the bot check's token", async () => {
    mockCall.mockImplementation(async (name: string) =>
      name === 'botCheckChallenge' ? { challenge: 'ch', difficulty: 4, expires_at: '2030-01-01T00:00:00Z' } : { message: SUPPORT_RECEIVED },
    );
    renderRoute(<SupportForm />, { url: '/support' });
    expect(screen.getByRole('heading', { name: 'Need Help' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'My listing shows the old phone number.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUPPORT_RECEIVED);
    expect(mockCall).toHaveBeenCalledWith('supportMessage', {
      body: { email: 'rosa@example.com', content: 'My listing shows the old phone number.', token: 'ch:7' },
    });
  });
});
