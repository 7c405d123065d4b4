import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, TrustedPartner } from '@valley/shared/schemas/member';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { AuditTab } from './audit-tab';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

const partner: TrustedPartner = { id: 8, name: 'Alicia Yoder', email: 'alicia.yoder@example.com', trusted_at: '2026-11-20T10:00:00-05:00' };
const entry = (id: number, revertable: boolean): AuditEntry => ({
  id,
  kind: 'destination',
  item_id: 31,
  title: 'Elk Creek Café',
  path: '/d/elk-creek-cafe',
  member: { id: 8, name: 'Alicia Yoder', email: 'alicia.yoder@example.com' },
  published_at: '2026-11-21T09:00:00-05:00',
  changes: [
    { type: 'value', field: 'phone', label: 'Phone Number', changed: true, before: '814-555-0100', after: `814-555-01${id}0` },
    { type: 'value', field: 'name', label: 'Business Name', changed: false, before: 'Elk Creek Café', after: 'Elk Creek Café' },
  ],
  reverted_at: null,
  reverted_by: null,
  revertable,
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    ...memberReads(),
    reviewPartners: () => answer([partner]),
    reviewTrust: ({ body }) => answer({ message: (body as { trusted: boolean }).trusted ? 'Trusted: Tom Bierly' : 'No longer trusted: Alicia Yoder' }),
    reviewAudit: () => answer([entry(2, true), entry(1, false)]),
    reviewRevert: () => answer({ message: 'Reverted: Elk Creek Café' }),
  });
  jest.mocked(notify.success).mockClear();
});

describe('AuditTab', () => {
  it('trusts a partner by e-mail, and stops trusting one', async () => {
    renderRoute(<AuditTab />);
    const partners = await screen.findByRole('list', { name: 'Trusted partners' });
    expect(partners).toHaveTextContent('Alicia Yoder (alicia.yoder@example.com)');
    const form = screen.getByRole('form', { name: 'Trust a partner' });
    await userEvent.click(within(form).getByRole('button', { name: 'Trust' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Partner’s e-mail'), 'tom.bierly@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Trust' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Trusted: Tom Bierly', { duration: 5000 }));
    await userEvent.click(within(partners).getByRole('button', { name: 'Stop trusting Alicia Yoder' }));
    await waitFor(() =>
      expect(api.bodies('reviewTrust')).toEqual([
        { email: 'tom.bierly@example.com', trusted: true },
        { email: 'alicia.yoder@example.com', trusted: false },
      ]),
    );
  });

  it('lists published edits with what they changed, and reverts the one that can be', async () => {
    renderRoute(<AuditTab />);
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const [latest, earlier] = within(log).getAllByRole('article');
    expect(within(latest!).getByRole('link', { name: 'Elk Creek Café' })).toHaveAttribute('href', '/d/elk-creek-cafe');
    expect(within(latest!).getByRole('list', { name: 'Changed fields' })).toHaveTextContent('Phone NumberOld814-555-0100New814-555-0120');
    expect(within(earlier!).queryByRole('button', { name: /Revert/ })).toBeNull();
    await userEvent.click(within(latest!).getByRole('button', { name: 'Revert Elk Creek Café' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Reverted: Elk Creek Café', { duration: 5000 }));
    expect(api.bodies('reviewRevert')).toEqual([{ id: 2 }]);
  });
});
