import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { api } from '../../../testing/api-mock';
import { renderRoute } from '../../../testing/render';
import { TipForm } from './tip-form';

jest.mock('@valley/shared/api/swr', () => jest.requireActual('../../../testing/api-mock').swrModule);
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/api-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

beforeEach(() => {
  api.reset();
  api.data.destinationsSearch = [{ id: 4, name: 'Penns Cave' }];
});

describe('TipForm', () => {
  it("names the title's limit and sends a www. website as https://", async () => {
    api.call.mockResolvedValue({ id: 10, title: 'Park by the mill' });
    renderRoute(<TipForm onDone={jest.fn()} />);
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
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('tipCreate', { body: expect.objectContaining({ website: 'https://www.pennscave.example' }) }));
  });

  it('names all three required fields at once, then adds the tip', async () => {
    api.call.mockResolvedValue({ id: 9, title: 'Take the boat at noon' });
    renderRoute(<TipForm onDone={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Tip information is required')).toBeInTheDocument();
    expect(screen.getByText('Destination is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Title'), 'Take the boat at noon');
    await userEvent.type(screen.getByLabelText('Tip'), '<p>Fewer people, cooler air.</p>');
    await userEvent.selectOptions(screen.getByLabelText('Destination'), 'Penns Cave');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Tip added: Take the boat at noon', { duration: 5000 }));
    expect(api.call).toHaveBeenCalledWith('tipCreate', {
      body: { tip_title: 'Take the boat at noon', tip: '<p>Fewer people, cooler air.</p>', destination: 4, website: '', social_link: '', image: null },
    });
  });

  it("does not accept an empty paragraph as the tip's text", async () => {
    renderRoute(<TipForm onDone={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Tip'), '<p></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(await screen.findByText('Tip information is required')).toBeInTheDocument();
  });
});

/** The form stays mounted while the destinations' answer arrives (the press re-renders it, as swr would). */
function Arriving() {
  const [, setRender] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRender((count) => count + 1)}>
        Destinations arrive
      </button>
      <TipForm destinationId={4} onDone={jest.fn()} />
    </>
  );
}

describe("TipForm from 'Add a Tip' on a destination page", () => {
  it('shows the chosen destination once the destinations have loaded', async () => {
    api.data.destinationsSearch = undefined;
    renderRoute(<Arriving />);
    api.data.destinationsSearch = [
      { id: 2, name: 'Berkey Creamery' },
      { id: 4, name: 'Penns Cave' },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Destinations arrive' }));
    expect(screen.getByLabelText('Destination')).toHaveDisplayValue('Penns Cave');
  });
});
