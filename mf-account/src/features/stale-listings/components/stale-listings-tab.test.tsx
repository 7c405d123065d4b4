import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaleReport } from '@valley/shared/schemas/freshness';
import { notify } from '@valley/shared/ui/toast';
import { installFakeApi, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer, memberReads } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { StaleListingsTab } from './stale-listings-tab';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);

const report: StaleReport = {
  due: 1,
  hidden: 1,
  groups: [
    {
      town: 'Bellefonte',
      category: 'Restaurants',
      due: 1,
      hidden: 1,
      listings: [
        { id: 4, name: 'Gamble Mill', slug: 'gamble-mill', owner: null, freshness: { confirmed_on: '2025-10-02', state: 'hidden', hidden_from: '2026-10-02' } },
        {
          id: 9,
          name: 'Governor’s Pub',
          slug: 'governors-pub',
          owner: 'Tom Bierly',
          freshness: { confirmed_on: '2026-04-20', state: 'due', hidden_from: '2027-04-20' },
        },
      ],
    },
  ],
};
const confirmed: StaleReport = { due: 1, hidden: 0, groups: [{ ...report.groups[0]!, hidden: 0, listings: report.groups[0]!.listings.slice(1) }] };

let api: FakeApi;
let current = report;
beforeEach(() => {
  current = report;
  api = installFakeApi({
    ...memberReads(),
    staleListings: () => answer(current),
    listingConfirm: () => {
      current = confirmed;
      return answer({ message: 'Confirmed: Gamble Mill', freshness: { confirmed_on: '2026-11-29', state: 'fresh', hidden_from: '2027-11-29' } });
    },
  });
  jest.mocked(notify.success).mockClear();
});

describe('StaleListingsTab', () => {
  it('reports the stale listings by town and category, with owner and freshness', async () => {
    renderRoute(<StaleListingsTab />);
    const group = await screen.findByRole('region', { name: 'Bellefonte, Restaurants' });
    expect(within(group).getByRole('heading', { level: 3 })).toHaveTextContent('Bellefonte · Restaurants (1 hidden, 1 due)');
    expect(within(group).getByRole('row', { name: /Gamble Mill/ })).toHaveTextContent('Gamble MillNo ownerHidden since Oct 2, 2026');
    expect(within(group).getByRole('row', { name: /Governor’s Pub/ })).toHaveTextContent('Governor’s PubTom BierlyCheck due: confirmed Apr 20, 2026');
    expect(within(group).getByRole('link', { name: 'Gamble Mill' })).toHaveAttribute('href', '/d/gamble-mill');
    expect(screen.getByText(/1 listing hidden from listings, search and maps/)).toBeInTheDocument();
  });

  it('"Still accurate" confirms a listing for a business and the report loses it', async () => {
    renderRoute(<StaleListingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Still accurate Gamble Mill' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Confirmed: Gamble Mill', { duration: 5000 }));
    expect(api.bodies('listingConfirm')).toEqual([{ id: 4 }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Gamble Mill/ })).toBeNull());
  });

  it('says so when every listing is fresh', async () => {
    current = { due: 0, hidden: 0, groups: [] };
    renderRoute(<StaleListingsTab />);
    expect(await screen.findByText('Every listing has been confirmed within the last 6 months.')).toBeInTheDocument();
  });
});
