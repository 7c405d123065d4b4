import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { api } from '../../../testing/api-mock';
import { member } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ProfileWizard } from './profile-wizard';

jest.mock('@valley/shared/api/swr', () => jest.requireActual('../../../testing/api-mock').swrModule);
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/api-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

const fresh = { ...member, profile_started: null, phone: null, city: null, zip_code: null, state: null, country: null, interests_list: [] };

beforeEach(() => {
  api.reset();
  jest.mocked(notify.success).mockClear();
});

describe('ProfileWizard', () => {
  it('keeps the member on About until it is valid, then moves by NEXT, PREV and the header tabs', async () => {
    renderRoute(<ProfileWizard user={fresh} />, { url: '/profile' });
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'PREV' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(screen.getByLabelText('First Name'), 'Rosa');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'What do you like to do?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'PREV' }));
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Destination' }));
    expect(screen.getByRole('button', { name: 'SAVE PROFILE' })).toBeInTheDocument();
  });

  it('saves the profile with the chosen interests and the business, starting it', async () => {
    api.call.mockResolvedValue({ ...fresh, profile_started: '2026-11-22T10:00:00.000Z' });
    renderRoute(<ProfileWizard user={fresh} />, { url: '/profile' });
    await userEvent.type(screen.getByLabelText('Phone Number'), '8145550199');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eat' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Explore' }));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    // Reaching the last step saves nothing yet: only SAVE PROFILE does.
    expect(screen.getByRole('button', { name: 'SAVE PROFILE' })).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'I own or manage a destination' }));
    await userEvent.type(screen.getByLabelText('Business Name'), 'Rosa’s Bakery');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully', { duration: 6000 }));
    expect(api.call).toHaveBeenCalledWith('profileUpdate', {
      body: expect.objectContaining({ first_name: 'Greg', phone: '814-555-0199', eat: true, stay: false, explore: true, company_name: 'Rosa’s Bakery' }),
    });
  });
});
