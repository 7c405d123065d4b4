import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@valley/shared/stores/auth';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, unreachable, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, member, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ProfileHeader } from './profile-header';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    ...memberReads(),
    logout: unreachable,
    profileInterests: ({ body }) => answer({ ...member, interests_list: 'eat' in (body as object) ? ['Stay', 'Eat'] : [] }),
    profileUpdate: ({ body }) => answer({ ...member, ...(body as object), new_image: null }),
  });
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
  useAuthStore.setState({ token: 'token-1' });
});

describe('ProfileHeader', () => {
  it("shows the member's initials while they have no picture, and the picture once they do", () => {
    const { unmount } = renderRoute(<ProfileHeader user={{ ...member, first_name: 'Ada', last_name: 'Lovelace', img: null }} />, { url: '/profile' });
    expect(screen.getByRole('img', { name: "Ada Lovelace's avatar: no image yet" })).toHaveTextContent('AL');
    unmount();
    renderRoute(<ProfileHeader user={{ ...member, first_name: 'Ada', last_name: 'Lovelace', img: '/media/ada.webp' }} />, { url: '/profile' });
    expect(screen.getByRole('img', { name: "Ada Lovelace's avatar" })).toHaveAttribute('src', '/media/ada.webp');
  });

  it('signs out and goes to /login even when the logout call fails', async () => {
    renderRoute(<ProfileHeader user={member} />, { url: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(api.count('logout')).toBe(1);
    expect(useAuthStore.getState().token).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Logged out successfully', { duration: 6000 });
  });

  it('saves a preference the moment its tile is pressed', async () => {
    renderRoute(<ProfileHeader user={member} />, { url: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Eat' }));
    await waitFor(() => expect(api.bodies('profileInterests')).toEqual([{ eat: true }]));
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(api.bodies('profileInterests')).toEqual([{ eat: true }, { stay: false }]));
  });

  it('edits the profile in the Edit My Profile drawer, with the §5 messages and the phone mask', async () => {
    renderRoute(<ProfileHeader user={member} />, { url: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit My Profile' });
    const first = within(drawer).getByLabelText('First Name');
    await userEvent.clear(first);
    await userEvent.clear(within(drawer).getByLabelText('Email'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('First Name is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Email is required')).toBeInTheDocument();
    expect(api.count('profileUpdate')).toBe(0);

    await userEvent.type(first, 'Gregory');
    await userEvent.type(within(drawer).getByLabelText('Email'), 'greg.hess@example.com');
    const phone = within(drawer).getByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(814) 555 0123');
    expect(phone).toHaveValue('814-555-0123');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully', { duration: 6000 }));
    expect(api.bodies('profileUpdate')).toEqual([
      {
        first_name: 'Gregory',
        last_name: 'Hess',
        email: 'greg.hess@example.com',
        phone: '814-555-0123',
        city: 'Bellefonte',
        zip_code: '16823',
        state: 'PA',
        country: 'US',
        new_image: null,
        // The business from the wizard is edited here too (issue 26); an untouched business image is not sent.
        company_name: '',
        company_address: '',
        company_city: '',
        company_zip: '',
        company_content: '',
        website: '',
        social_link: '',
        calendar: '',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
