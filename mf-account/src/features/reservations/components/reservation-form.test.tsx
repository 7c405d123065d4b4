import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dayKeyOf } from '@valley/shared/time';
import { installFakeApi, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, destinationCard, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ReservationForm } from './reservation-form';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    ...memberReads(),
    destinationsSearch: () => answer([destinationCard(4, 'Penns Cave')]),
    reservationCreate: ({ body }) =>
      answer({
        id: 9,
        start: '',
        end: '',
        destination_id: 4,
        destination_name: 'Penns Cave',
        email: (body as { email: string }).email,
        phone: '',
        reservation: null,
        approved: 0,
      }),
  });
});

async function fill(start: string, end: string) {
  renderRoute(<ReservationForm email="greg.hess@example.com" onDone={jest.fn()} />);
  await screen.findByRole('option', { name: 'Penns Cave' });
  await userEvent.selectOptions(screen.getByLabelText('Destination'), 'Penns Cave');
  fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End Date'), { target: { value: end } });
  await userEvent.type(screen.getByLabelText('Phone Number'), '8145550142');
}

describe('ReservationForm', () => {
  it('refuses a stay that has begun, under Start Date, and sends nothing (issue 46)', async () => {
    await fill('2020-01-10', '2020-01-12');
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('min', dayKeyOf(new Date()));
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start Date must be today or later'));
    expect(api.count('reservationCreate')).toBe(0);
  });

  it('sends a request from today on', async () => {
    const today = dayKeyOf(new Date());
    await fill(today, addDays(today, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(api.count('reservationCreate')).toBe(1));
    expect(api.bodies('reservationCreate')[0]).toMatchObject({ start_at: today, destination: 4, phone: '814-555-0142' });
  });
});
