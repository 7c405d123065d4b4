import { screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from '@valley/shared/router';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, refusal, type FakeApi, type FakeHandler } from '@valley/shared/testing/fake-api';
import { answer, member, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ProfileWizard } from './profile-wizard';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

/** Steps live in the address; a navigation is a transition, so the step shows a moment after the click. */
const expectStep = (name: string) => waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));

const fresh = { ...member, profile_started: null, phone: null, city: null, zip_code: null, state: null, country: null, interests_list: [] };

/** The wizard as /profile shows it, with the browser's Back and the address bar. */
function Browser() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>
      <p>Address: {location.pathname + location.search}</p>
    </>
  );
}
const renderWizard = (url = '/profile') =>
  renderRoute(
    <>
      <Browser />
      <ProfileWizard user={fresh} />
    </>,
    { url, from: '/login' },
  );

const started: FakeHandler = () => answer({ ...fresh, profile_started: '2026-11-22T10:00:00.000Z' });
let api: FakeApi;
beforeEach(() => {
  window.sessionStorage.clear();
  api = installFakeApi({ ...memberReads(fresh), profileUpdate: started });
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
});

describe('ProfileWizard', () => {
  it('keeps the member on About until it is valid, then moves by NEXT, PREV and the header tabs', async () => {
    renderRoute(<ProfileWizard user={fresh} />, { url: '/profile' });
    await expectStep('About');
    expect(screen.getByRole('button', { name: 'PREV' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    await expectStep('About');

    await userEvent.type(screen.getByLabelText('First Name'), 'Rosa');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await expectStep('Account');
    expect(screen.getByRole('heading', { name: 'What do you like to do?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'PREV' }));
    await expectStep('About');
    await userEvent.click(screen.getByRole('tab', { name: 'Destination' }));
    expect(await screen.findByRole('button', { name: 'SAVE PROFILE' })).toBeInTheDocument();
  });

  it('saves the profile with the chosen interests and the business, starting it', async () => {
    renderRoute(<ProfileWizard user={fresh} />, { url: '/profile' });
    await userEvent.type(screen.getByLabelText('Phone Number'), '8145550199');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await expectStep('Account');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eat' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Explore' }));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    // Reaching the last step saves nothing yet: only SAVE PROFILE does.
    expect(await screen.findByRole('button', { name: 'SAVE PROFILE' })).toBeInTheDocument();
    expect(api.count('profileUpdate')).toBe(0);
    await userEvent.click(screen.getByRole('radio', { name: 'I own or manage a destination' }));
    await userEvent.type(screen.getByLabelText('Business Name'), 'Rosa’s Bakery');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully', { duration: 6000 }));
    expect(api.bodies('profileUpdate')).toEqual([
      expect.objectContaining({ first_name: 'Greg', phone: '814-555-0199', eat: true, stay: false, explore: true, company_name: 'Rosa’s Bakery' }),
    ]);
  });
});

describe('ProfileWizard across Back, reload and a failed save', () => {
  it("goes back a step with the browser's Back, keeping what was typed", async () => {
    renderWizard();
    await userEvent.type(screen.getByLabelText('City'), 'Boalsburg');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Address: /profile?step=account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await expectStep('Destination');

    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    await expectStep('Account');
    expect(screen.getByRole('checkbox', { name: 'Stay' })).toBeChecked();
    // PREV goes back through the same history entry as the browser's Back.
    await userEvent.click(screen.getByRole('button', { name: 'PREV' }));
    expect(await screen.findByText('Address: /profile')).toBeInTheDocument();
    await expectStep('About');
    expect(screen.getByLabelText('City')).toHaveValue('Boalsburg');
  });

  it('keeps what was typed, and the step, across a reload', async () => {
    const first = renderWizard();
    await userEvent.type(screen.getByLabelText('City'), 'Lemont');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await expectStep('Account');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Explore' }));
    first.unmount();

    renderWizard('/profile?step=account');
    await expectStep('Account');
    expect(screen.getByRole('checkbox', { name: 'Explore' })).toBeChecked();
    await userEvent.click(screen.getByRole('tab', { name: 'About' }));
    expect(screen.getByLabelText('City')).toHaveValue('Lemont');
  });

  it('keeps what was typed when the save fails, and forgets it once saved', async () => {
    let saves = 0;
    api = installFakeApi({
      ...memberReads(fresh),
      profileUpdate: (request) => (++saves === 1 ? refusal(503, 'The site is briefly unavailable. Please try again in a few seconds.') : started(request)),
    });
    renderWizard('/profile?step=destination');
    await userEvent.click(screen.getByRole('radio', { name: 'I own or manage a destination' }));
    await userEvent.type(screen.getByLabelText('Business Name'), 'Rosa’s Bakery');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The site is briefly unavailable. Please try again in a few seconds.', { duration: 6000 }));
    expect(api.count('profileUpdate')).toBe(1);
    expect(screen.getByLabelText('Business Name')).toHaveValue('Rosa’s Bakery');
    expect(window.sessionStorage.length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully', { duration: 6000 }));
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('valley-draft:profile-wizard:'))).toEqual([]);
  });
});
