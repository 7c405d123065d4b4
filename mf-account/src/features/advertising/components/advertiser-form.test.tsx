import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AD_MESSAGES } from '@valley/shared/schemas/advertising';
import { installFakeApi } from '@valley/shared/testing/fake-api';
import { answer } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { AdvertiserForm } from './advertiser-form';

jest.mock('@valley/shared/bot-check', () => ({ solveChallenge: jest.fn(async (challenge: string) => `${challenge}:7`) }));
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

describe('AdvertiserForm', () => {
  it('shows the messages under the fields, then sends the spec’s fields with the bot check’s token and clears the form', async () => {
    const api = installFakeApi({
      botCheckChallenge: () => answer({ challenge: 'ch', difficulty: 4, expires_at: '2030-01-01T00:00:00Z' }),
      advertise: () => answer({ message: AD_MESSAGES.received }),
    });
    renderRoute(<AdvertiserForm />, { url: '/advertise' });
    expect(screen.getByRole('heading', { name: 'Advertise with Us' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Business Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Business Name'), 'Happy Valley Bakehouse');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@bakehouse.com');
    await userEvent.type(screen.getByLabelText('Phone Number (optional)'), '81455501');
    await userEvent.type(screen.getByLabelText('Message'), 'A home-page ad for Arts Fest week.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Phone Number must look like 999-999-9999')).toBeInTheDocument();
    expect(api.count('advertise')).toBe(0);

    await userEvent.type(screen.getByLabelText('Phone Number (optional)'), '33');
    await userEvent.type(screen.getByLabelText('Website (optional)'), 'bakehouse.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AD_MESSAGES.received);
    expect(api.bodies('advertise')).toEqual([
      {
        ad_company: 'Happy Valley Bakehouse',
        ad_email: 'owner@bakehouse.com',
        ad_phoneNumber: '814-555-0133',
        ad_address: null,
        ad_city: null,
        ad_zip: null,
        ad_calendar: null,
        ad_website: 'https://bakehouse.com',
        ad_social_link: null,
        ad_content: 'A home-page ad for Arts Fest week.',
        token: 'ch:7',
      },
    ]);
    expect(screen.getByLabelText('Business Name')).toHaveValue('');
  });
});
