import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { api } from '../../../testing/api-mock';
import { renderRoute } from '../../../testing/render';
import { EventForm } from './event-form';

jest.mock('@valley/shared/api/swr', () => jest.requireActual('../../../testing/api-mock').swrModule);
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/api-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

beforeEach(() => {
  api.reset();
  jest.mocked(notify.success).mockClear();
});

describe('EventForm', () => {
  it('names every missing required field with its §5 message', async () => {
    renderRoute(<EventForm onDone={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    for (const message of ['Title is required', 'Start Date is required', 'End Date is required', 'Event information is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.call).not.toHaveBeenCalled();
  });

  it("applies the weekly preset from the start date and reads the rule back as it changes", async () => {
    api.call.mockResolvedValue({ id: 70, title: 'Fly-Tying Nights' });
    renderRoute(<EventForm onDone={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('This event happens once.');
    await userEvent.type(screen.getByLabelText('Title'), 'Fly-Tying Nights');
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2027-06-01T19:00' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2027-06-01T21:00' } });
    await userEvent.type(screen.getByLabelText('Event Information'), '<p>Bring a vise.</p>');
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Weekly');

    expect(screen.getByLabelText('Every (weeks)')).toHaveValue(1);
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Repeats: Every Tuesday, 10 times');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.clear(screen.getByLabelText('Occurrences'));
    await userEvent.type(screen.getByLabelText('Occurrences'), '6');
    expect(screen.getByRole('status')).toHaveTextContent('Repeats: Every week on Tuesday and Thursday, 6 times');

    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Event added: Fly-Tying Nights', { duration: 5000 }));
    expect(api.call).toHaveBeenCalledWith(
      'eventCreate',
      { body: expect.objectContaining({ start_at: '2027-06-01T19:00', recurrence: 'weekly', r_weekly_weeks: 1, r_weekly_day: ['Tue', 'Thu'], r_end_type: 'After', r_number_of_occurrences: 6 }) },
    );
  });

  it('keeps the occurrence count at 1 or more', async () => {
    renderRoute(<EventForm onDone={jest.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Daily');
    expect(screen.getByLabelText('Occurrences')).toHaveAttribute('min', '1');
    await userEvent.clear(screen.getByLabelText('Occurrences'));
    await userEvent.type(screen.getByLabelText('Occurrences'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Occurrences must be at least 1')).toBeInTheDocument();
  });
});
