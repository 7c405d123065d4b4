import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, memberDestination, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { DestinationsTab } from './destinations-tab';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

// Freshness on the member's dashboard (decision 090): each listing's state, and what to check on those that need a word.
const fresh = memberDestination({
  id: 1,
  name: 'Elk Creek Café',
  city: 'Millheim',
  freshness: { confirmed_on: '2026-09-14', state: 'fresh', hidden_from: '2027-09-14' },
});
const hidden = memberDestination({
  id: 2,
  name: 'Nittany Antique Machinery',
  city: 'Centre Hall',
  phone: '814-555-0190',
  email: null,
  address: '1 Fairgrounds Rd',
  website: 'https://machinery.example',
  freshness: { confirmed_on: '2025-10-29', state: 'hidden', hidden_from: '2026-10-29' },
});
const pending = memberDestination({ id: 3, name: 'Spring Creek Canoes', approved: 0, review_status: 'pending', freshness: null });

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    ...memberReads(),
    myDestinations: () => answer([fresh, hidden, pending]),
    listingConfirm: () =>
      answer({ message: 'Confirmed: Nittany Antique Machinery', freshness: { confirmed_on: '2026-11-29', state: 'fresh', hidden_from: '2027-11-29' } }),
  });
  jest.mocked(notify.success).mockClear();
});

describe('DestinationsTab freshness', () => {
  it("shows each listing's freshness, and what to check on the one hidden from listings", async () => {
    renderRoute(<DestinationsTab />);
    expect(await screen.findByRole('row', { name: /Elk Creek Café/ })).toHaveTextContent('Confirmed Sep 14, 2026');
    expect(screen.getByRole('row', { name: /Nittany Antique Machinery/ })).toHaveTextContent('Hidden since Oct 29, 2026');
    expect(screen.getByRole('row', { name: /Spring Creek Canoes/ })).toHaveTextContent('Once approved');

    const panel = screen.getByRole('region', { name: 'Keep your listings true' });
    expect(within(panel).queryByRole('article', { name: 'Elk Creek Café' })).toBeNull();
    const listing = within(panel).getByRole('article', { name: 'Nittany Antique Machinery' });
    expect(listing).toHaveTextContent('Hidden from listings, search and maps since Oct 29, 2026');
    const checks = within(listing).getByLabelText('What to check on Nittany Antique Machinery');
    expect(checks).toHaveTextContent('Phone814-555-0190');
    expect(checks).toHaveTextContent('E-mailNone listed');
    expect(checks).toHaveTextContent('Address1 Fairgrounds Rd, Centre Hall');
    expect(checks).toHaveTextContent('Websitehttps://machinery.example');
  });

  it('"Still accurate" confirms the listing: it leaves the panel and its row says when', async () => {
    renderRoute(<DestinationsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Still accurate Nittany Antique Machinery' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Confirmed: Nittany Antique Machinery', { duration: 5000 }));
    expect(api.bodies('listingConfirm')).toEqual([{ id: 2 }]);
    expect(screen.getByRole('row', { name: /Nittany Antique Machinery/ })).toHaveTextContent('Confirmed Nov 29, 2026');
    expect(screen.queryByRole('region', { name: 'Keep your listings true' })).toBeNull();
  });
});
