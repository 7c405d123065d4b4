import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeAnswer, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, destinationCard, memberReads, memberTip } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { TipForm } from './tip-form';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

let api: FakeApi;
beforeEach(() => {
  jest.mocked(notify.success).mockClear();
  api = installFakeApi({
    ...memberReads(),
    destinationsSearch: () => answer([destinationCard(4, 'Penns Cave')]),
    tipCreate: ({ body }) => answer(memberTip({ id: 10, title: (body as { tip_title: string }).tip_title, destination_id: 4 })),
  });
});

/** The form, once the destinations it offers have loaded. */
async function renderForm() {
  renderRoute(<TipForm onDone={jest.fn()} />);
  await screen.findByRole('option', { name: 'Penns Cave' });
}

describe('TipForm', () => {
  it("names the title's limit and sends a www. website as https://", async () => {
    await renderForm();
    await userEvent.click(screen.getByLabelText('Title'));
    await userEvent.paste('T'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(await screen.findByText('Title: at most 200 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Park by the mill');
    await userEvent.type(screen.getByLabelText('Tip'), '<p>Free after six.</p>');
    await userEvent.selectOptions(screen.getByLabelText('Destination'), 'Penns Cave');
    await userEvent.type(screen.getByLabelText('Website'), 'www.pennscave.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    await waitFor(() => expect(api.bodies('tipCreate')).toEqual([expect.objectContaining({ website: 'https://www.pennscave.example' })]));
  });

  it('names all three required fields at once, then adds the tip', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Tip information is required')).toBeInTheDocument();
    expect(screen.getByText('Destination is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Title'), 'Take the boat at noon');
    await userEvent.type(screen.getByLabelText('Tip'), '<p>Fewer people, cooler air.</p>');
    await userEvent.selectOptions(screen.getByLabelText('Destination'), 'Penns Cave');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Tip added: Take the boat at noon', { duration: 5000 }));
    expect(api.bodies('tipCreate')).toEqual([
      { tip_title: 'Take the boat at noon', tip: '<p>Fewer people, cooler air.</p>', destination: 4, website: '', social_link: '', image: null },
    ]);
  });

  it("does not accept an empty paragraph as the tip's text", async () => {
    await renderForm();
    await userEvent.type(screen.getByLabelText('Tip'), '<p></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(await screen.findByText('Tip information is required')).toBeInTheDocument();
    expect(api.count('tipCreate')).toBe(0);
  });
});

describe("TipForm from 'Add a Tip' on a destination page", () => {
  it('shows the chosen destination once the destinations have loaded', async () => {
    let arrive: ((answer: FakeAnswer) => void) | undefined;
    installFakeApi({ ...memberReads(), destinationsSearch: () => new Promise<FakeAnswer>((resolve) => (arrive = resolve)) });
    renderRoute(<TipForm destinationId={4} onDone={jest.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Destination')).toHaveDisplayValue('Choose a destination'));
    arrive?.(answer([destinationCard(2, 'Berkey Creamery'), destinationCard(4, 'Penns Cave')]));
    await waitFor(() => expect(screen.getByLabelText('Destination')).toHaveDisplayValue('Penns Cave'));
  });
});
