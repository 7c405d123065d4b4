import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingItem } from '@valley/shared/schemas/member';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeApi } from '../../../testing/fake-api';
import { answer, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ReviewTab } from './review-tab';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

const weekly: PendingItem = {
  kind: 'event',
  id: 74,
  title: 'Fly-Tying Nights',
  change: 'new',
  owner: { id: 7, name: 'Greg Hess', email: 'greg.hess@example.com' },
  submitted_at: '2026-11-22T01:49:44-05:00',
  proposed: {
    title: 'Fly-Tying Nights',
    content: '<p>Bring a vise.</p>',
    starts: '2027-06-01T23:00:00.000Z',
    ends: '2027-06-02T01:00:00.000Z',
    recurrence: 'weekly',
    r_weekly_day: ['Tue'],
    r_weekly_weeks: 1,
    r_end_type: 'After',
    r_number_of_occurrences: 3,
    main_img: '/media/uploads/abc.1200x900.webp',
  },
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    ...memberReads(),
    reviewPending: () => answer([weekly]),
    reviewApprove: () => answer({ message: 'Approved: Fly-Tying Nights' }),
    reviewReject: () => answer({ message: 'Rejected: Fly-Tying Nights' }),
  });
  jest.mocked(notify.success).mockClear();
});

describe('ReviewTab', () => {
  it('previews a proposal: its text, its image from the API and the rule in words', async () => {
    renderRoute(<ReviewTab />);
    const row = await screen.findByRole('row', { name: /Fly-Tying Nights/ });
    expect(row).toHaveTextContent('EventFly-Tying NightsNewGreg Hess');
    await userEvent.click(within(row).getByRole('button', { name: 'Preview event Fly-Tying Nights' }));
    const drawer = screen.getByRole('dialog', { name: 'Review: Fly-Tying Nights' });
    expect(within(drawer).getByText('Bring a vise.')).toBeInTheDocument();
    expect(within(drawer).getByText('Every Tuesday, 3 times')).toBeInTheDocument();
    expect(within(drawer).getByRole('img', { name: 'Image' })).toHaveAttribute('src', 'http://localhost:4000/media/uploads/abc.1200x900.webp');
  });

  it('approves an item', async () => {
    renderRoute(<ReviewTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve event Fly-Tying Nights' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Approved: Fly-Tying Nights', { duration: 5000 }));
    expect(api.bodies('reviewApprove')).toEqual([{ kind: 'event', id: 74 }]);
    // The item leaves the list, which is not asked for again.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Fly-Tying Nights/ })).toBeNull());
    expect(api.count('reviewPending')).toBe(1);
  });

  it('forwards a reservation request (the board does not approve a booking): the button says so, in the row and the preview', async () => {
    const forwarded: unknown[] = [];
    installFakeApi({
      ...memberReads(),
      reviewPending: () =>
        answer([
          {
            kind: 'reservation',
            id: 12,
            title: 'The Nittany Lion Inn',
            change: 'new',
            owner: { id: 7, name: 'Greg Hess', email: 'greg.hess@example.com' },
            submitted_at: '2026-11-22T01:49:44-05:00',
            proposed: { start: '2027-06-01', end: '2027-06-03', message: 'Two nights, one room.' },
          },
        ]),
      reviewApprove: ({ body }) => (forwarded.push(body), answer({ message: 'Forwarded to The Nittany Lion Inn' })),
    });
    renderRoute(<ReviewTab />);
    const row = await screen.findByRole('row', { name: /The Nittany Lion Inn/ });
    expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Forward reservation The Nittany Lion Inn' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Preview reservation The Nittany Lion Inn' }));
    const drawer = screen.getByRole('dialog', { name: 'Review: The Nittany Lion Inn' });
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Forward' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Forwarded to The Nittany Lion Inn', { duration: 5000 }));
    expect(forwarded).toEqual([{ kind: 'reservation', id: 12 }]);
  });

  it('rejects only with a reason', async () => {
    renderRoute(<ReviewTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject event Fly-Tying Nights' }));
    const drawer = screen.getByRole('dialog', { name: 'Reject: Fly-Tying Nights' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(await within(drawer).findByText('A reason is required')).toBeInTheDocument();
    expect(api.count('reviewReject')).toBe(0);
    await userEvent.type(within(drawer).getByLabelText('Reason'), 'Please add the end time.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.bodies('reviewReject')).toEqual([{ kind: 'event', id: 74, reason: 'Please add the end time.' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
