import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, refusal, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, member, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { emailChangeNotice } from '../../../lib/email-change';
import { EditProfileDrawer } from './edit-profile-drawer';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ ...memberReads(), profileUpdate: () => answer(member) });
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
});

const openDrawer = () => {
  const onClose = jest.fn();
  renderRoute(<EditProfileDrawer user={member} open onClose={onClose} />, { url: '/profile' });
  return { drawer: screen.getByRole('dialog', { name: 'Edit My Profile' }), onClose };
};

const typeEmail = async (drawer: HTMLElement, email: string) => {
  const field = within(drawer).getByLabelText('Email');
  await userEvent.clear(field);
  await userEvent.type(field, email);
};

describe('EditProfileDrawer: changing the e-mail (decision 030)', () => {
  it('asks for the current password only when the e-mail differs, and says the new address waits for its link', async () => {
    const { drawer, onClose } = openDrawer();
    expect(within(drawer).queryByLabelText('Current Password')).toBeNull();

    await typeEmail(drawer, 'greg.new@example.com');
    expect(within(drawer).getByLabelText('Current Password')).toBeInTheDocument();
    expect(within(drawer).getByText(/takes effect once you open the link we email to it/)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(api.count('profileUpdate')).toBe(0);

    await userEvent.type(within(drawer).getByLabelText('Current Password'), 'valley-member-2026');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully', { duration: 6000 }));
    expect(notify.success).toHaveBeenCalledWith(emailChangeNotice('greg.new@example.com'), { duration: 6000 });
    expect(api.bodies('profileUpdate')).toEqual([expect.objectContaining({ email: 'greg.new@example.com', current_password: 'valley-member-2026' })]);
    expect(onClose).toHaveBeenCalled();

    // Back to the current address: the field goes away and nothing about a password is sent.
    await typeEmail(drawer, member.email.toUpperCase());
    expect(within(drawer).queryByLabelText('Current Password')).toBeNull();
  });

  it('shows a wrong current password under its field and keeps the drawer open', async () => {
    installFakeApi({ ...memberReads(), profileUpdate: () => refusal(400, `current_password: ${CURRENT_PASSWORD_WRONG}`) });
    const { drawer, onClose } = openDrawer();
    await typeEmail(drawer, 'greg.new@example.com');
    await userEvent.type(within(drawer).getByLabelText('Current Password'), 'not-my-password');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends no password when the e-mail stays the same', async () => {
    const { drawer } = openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully', { duration: 6000 }));
    expect(notify.success).toHaveBeenCalledTimes(1);
    const [body] = api.bodies('profileUpdate') as Record<string, unknown>[];
    expect(body).not.toHaveProperty('current_password');
    expect(body?.email).toBe(member.email);
  });
});

describe('EditProfileDrawer: the business from the wizard', () => {
  it('shows the business and saves a change to it', async () => {
    const business = {
      ...member,
      company_name: 'Hess Fly Shop',
      company_address: '12 Spring St',
      company_city: 'Bellefonte',
      website: 'https://hessfly.example',
    };
    renderRoute(<EditProfileDrawer user={business} open onClose={jest.fn()} />, { url: '/profile' });
    const drawer = screen.getByRole('dialog', { name: 'Edit My Profile' });
    const group = within(drawer).getByRole('group', { name: 'Your Business' });
    expect(within(group).getByLabelText('Business Name')).toHaveValue('Hess Fly Shop');
    expect(within(group).getByLabelText('Business Address')).toHaveValue('12 Spring St');
    expect(within(group).getByLabelText('Website')).toHaveValue('https://hessfly.example');
    await userEvent.clear(within(group).getByLabelText('Business Name'));
    await userEvent.type(within(group).getByLabelText('Business Name'), 'Hess Fly & Tackle');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodies('profileUpdate')).toEqual([
        expect.objectContaining({ company_name: 'Hess Fly & Tackle', company_address: '12 Spring St', website: 'https://hessfly.example' }),
      ]),
    );
  });
});
