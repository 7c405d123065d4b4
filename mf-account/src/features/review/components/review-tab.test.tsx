import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingItem } from '@valley/shared/schemas/member';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeApi } from '@valley/shared/testing/fake-api';
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
  waiting_hours: 5,
  overdue: false,
  changes: null,
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

/** An edit of a live destination: the phone, a word of the description, an added amenity and a moved category; the rest as it was. */
const edit: PendingItem = {
  kind: 'destination',
  id: 31,
  title: 'Elk Creek Café',
  change: 'edit',
  owner: { id: 8, name: 'Alicia Yoder', email: 'alicia.yoder@example.com' },
  submitted_at: '2026-11-18T09:00:00-05:00',
  waiting_hours: 100,
  overdue: true,
  proposed: { name: 'Elk Creek Café' },
  changes: [
    { type: 'value', field: 'name', label: 'Business Name', changed: false, before: 'Elk Creek Café', after: 'Elk Creek Café' },
    { type: 'value', field: 'phone', label: 'Phone Number', changed: true, before: '814-555-0100', after: '814-555-0199' },
    {
      type: 'text',
      field: 'content',
      label: 'Description',
      changed: true,
      parts: [
        { kind: 'same', text: 'Bistro ' },
        { kind: 'removed', text: 'lunches' },
        { kind: 'added', text: 'dinners' },
        { kind: 'same', text: ' by the creek.' },
      ],
    },
    { type: 'value', field: 'reservations_link', label: 'Reservations Link', changed: true, before: null, after: 'https://book.example/table' },
    {
      type: 'list',
      field: 'amenities',
      label: 'Amenities',
      changed: true,
      entries: [
        { label: 'Parking', src: null, change: 'same' },
        { label: 'Wi-Fi', src: null, change: 'added' },
      ],
    },
    { type: 'image', field: 'main_img', label: 'Logo', changed: false, before: 'http://api.test/logo.webp', after: 'http://api.test/logo.webp' },
  ],
};

describe('ReviewTab', () => {
  it("shows an edit's age, its changed fields old and new, and folds the unchanged ones away", async () => {
    installFakeApi({ ...memberReads(), reviewPending: () => answer([edit]) });
    renderRoute(<ReviewTab />);
    const row = await screen.findByRole('row', { name: /Elk Creek Café/ });
    expect(row).toHaveTextContent('Edit: Phone Number, Description, Reservations Link, Amenities');
    expect(row).toHaveTextContent('4 days · overdue');
    await userEvent.click(within(row).getByRole('button', { name: 'Preview destination Elk Creek Café' }));
    const drawer = screen.getByRole('dialog', { name: 'Review: Elk Creek Café' });
    const changed = within(drawer).getByRole('list', { name: 'Changed fields' });
    expect(
      within(changed)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Phone Number', 'Description', 'Reservations Link', 'Amenities']);
    const [phone, description, link, amenities] = within(changed)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === changed);
    expect(phone).toHaveTextContent('Old814-555-0100New814-555-0199');
    expect(description).toHaveTextContent('Bistro [removed: lunches][added: dinners] by the creek.');
    expect(link).toHaveTextContent('OldnoneNewhttps://book.example/table');
    expect(amenities).toHaveTextContent('ParkingWi-Fiadded');
    const folded = within(drawer).getByText('2 unchanged fields').closest('details');
    expect(folded).not.toHaveAttribute('open');
    expect(folded).toHaveTextContent('Business NameElk Creek Café');
  });

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
            waiting_hours: 0,
            overdue: false,
            changes: null,
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
