import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, memberEvent, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { EventForm } from './event-form';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ ...memberReads(), eventCreate: ({ body }) => answer(memberEvent({ id: 70, title: (body as { title: string }).title })) });
  jest.mocked(notify.success).mockClear();
});

describe('EventForm', () => {
  it('names every missing required field with its §5 message', async () => {
    renderRoute(<EventForm onDone={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    for (const message of ['Title is required', 'Start Date is required', 'End Date is required', 'Event information is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.count('eventCreate')).toBe(0);
  });

  it('applies the weekly preset from the start date and reads the rule back as it changes', async () => {
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
    expect(api.bodies('eventCreate')).toEqual([
      expect.objectContaining({
        start_at: '2027-06-01T19:00',
        recurrence: 'weekly',
        r_weekly_weeks: 1,
        r_weekly_day: ['Tue', 'Thu'],
        r_end_type: 'After',
        r_number_of_occurrences: 6,
      }),
    ]);
  });

  it('says under End Date that the event ends before it starts, and sends nothing', async () => {
    await fillEvent({ start: '2027-06-01T19:00', end: '2027-06-01T17:00' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End Date must not be before the Start Date'));
    expect(api.count('eventCreate')).toBe(0);
  });

  it.each([
    ['that the series ends before it starts', '2027-05-01', 'End date must not be before the Start Date'],
    ['that one is needed when the series ends "By a date" (issue 46)', '', 'End date is required when the series ends by a date'],
  ])('says under the series end date %s', async (_, endDate, message) => {
    await fillEvent({ start: '2027-06-01T19:00', end: '2027-06-01T21:00' });
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Weekly');
    await userEvent.click(screen.getByRole('radio', { name: 'By a date' }));
    if (endDate) fireEvent.change(screen.getByLabelText('End date'), { target: { value: endDate } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(message));
    expect(api.count('eventCreate')).toBe(0);
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

async function fillEvent({ start = '2027-02-27T10:00', end = '2027-02-27T11:00' } = {}) {
  renderRoute(<EventForm onDone={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('Title'), 'Leap Day Swim');
  fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End Date'), { target: { value: end } });
  await userEvent.type(screen.getByLabelText('Event Information'), '<p>Brr.</p>');
}

describe('EventForm refuses a rule that never happens, under its field (issue 23)', () => {
  it('every year on February 30', async () => {
    await fillEvent();
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Yearly');
    await userEvent.selectOptions(screen.getByLabelText('Month'), 'February');
    await userEvent.clear(screen.getByLabelText('Day of the month'));
    await userEvent.type(screen.getByLabelText('Day of the month'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(screen.getByLabelText('Day of the month')).toHaveAccessibleDescription('February has no day 30: choose a day from 1 to 29'));
    expect(screen.getByLabelText('Day of the month')).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('eventCreate')).toBe(0);
  });

  it('every 0 weeks, and day 32 of the month', async () => {
    await fillEvent();
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Weekly');
    await userEvent.clear(screen.getByLabelText('Every (weeks)'));
    await userEvent.type(screen.getByLabelText('Every (weeks)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(screen.getByLabelText('Every (weeks)')).toHaveAccessibleDescription('Repeat every 1 to 1000 weeks'));

    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Monthly');
    await userEvent.clear(screen.getByLabelText('Day of the month'));
    await userEvent.type(screen.getByLabelText('Day of the month'), '32');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    // The weekly field left behind is not checked once the event repeats monthly.
    await waitFor(() => expect(screen.getByLabelText('Day of the month')).toHaveAccessibleDescription('Day of the month must be from 1 to 31'));
    expect(screen.queryByText('Repeat every 1 to 1000 weeks')).not.toBeInTheDocument();
    expect(api.count('eventCreate')).toBe(0);
  });
});
