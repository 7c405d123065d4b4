import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, destinationCard, memberItinerary, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { ItineraryForm } from './itinerary-form';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

const ITEMS_MESSAGE = 'An itinerary must include at least 3 items with destinations selected.';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    ...memberReads(),
    destinationsSearch: () => answer([destinationCard(1, 'Berkey Creamery'), destinationCard(2, 'Palmer Museum of Art'), destinationCard(3, 'Mount Nittany')]),
    itineraryCreate: ({ body }) => answer(memberItinerary({ id: 40, title: (body as { title: string }).title })),
  });
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
});

describe('ItineraryForm', () => {
  it('starts with three placeholder stops and names every missing field, the stops with the spec message', async () => {
    renderRoute(<ItineraryForm onDone={jest.fn()} />);
    expect(within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add Itinerary' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Itinerary information is required')).toBeInTheDocument();
    expect(screen.getByText('Destination is required')).toBeInTheDocument();
    expect(screen.getByText(ITEMS_MESSAGE)).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(ITEMS_MESSAGE, { duration: 5000 });
    expect(api.count('itineraryCreate')).toBe(0);
  });

  it('sends the stops in the order the member put them', async () => {
    renderRoute(<ItineraryForm destinationId={1} onDone={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Title'), 'A Day in State College');
    await userEvent.type(screen.getByLabelText('Itinerary Information'), '<p>Ice cream, art, a view.</p>');
    // The destination from 'Add to Itinerary' shows once the destinations have loaded.
    await waitFor(() => expect(screen.getByLabelText('Main Destination')).toHaveDisplayValue('Berkey Creamery'));
    expect(screen.getByLabelText('Stop 1 destination')).toHaveDisplayValue('Berkey Creamery');
    await userEvent.selectOptions(screen.getByLabelText('Stop 2 destination'), 'Mount Nittany');
    await userEvent.selectOptions(screen.getByLabelText('Stop 3 destination'), 'Palmer Museum of Art');
    await userEvent.click(screen.getByRole('button', { name: 'Move stop 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Itinerary' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Itinerary added: A Day in State College', { duration: 5000 }));
    const [body] = api.bodies('itineraryCreate') as { destination: number; items: { destination: number; event: number | null }[] }[];
    expect(body?.destination).toBe(1);
    expect(body?.items.map((item) => item.destination)).toEqual([1, 2, 3]);
    expect(body?.items.every((item) => item.event === null)).toBe(true);
  });
});
