import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSIGHT_KINDS, type BoardInsights, type InsightTotals, type ListingInsights, type MemberInsights } from '@valley/shared/schemas/insights';
import { installFakeApi, unreachable, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { InsightsTab } from './insights-tab';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);
// The drawing is hidden from assistive technology; its numbers are the table these tests read.
jest.mock('./insights-chart', () => ({ __esModule: true, default: () => null }));

const totals = (counts: Partial<InsightTotals>): InsightTotals => ({
  ...(Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, 0])) as InsightTotals),
  ...counts,
});
const listing = (id: number, title: string, counts: Partial<InsightTotals>, previous: Partial<InsightTotals>): ListingInsights => ({
  listing: 'destination',
  id,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  totals: totals(counts),
  previous: totals(previous),
  series: [
    { day: '2026-11-23', counts: totals({ view: 1 }) },
    { day: '2026-11-24', counts: totals({ ...counts, view: (counts.view ?? 0) - 1 }) },
  ],
});

const mine: MemberInsights = {
  days: 30,
  from: '2026-10-26',
  to: '2026-11-24',
  listings: [
    listing(1, 'Elk Creek Cafe', { view: 120, drawer: 40, click_website: 9, click_phone: 3 }, { view: 100, drawer: 40, click_website: 4 }),
    listing(2, 'Penns Cave', { view: 30, favorite: 2 }, { view: 0 }),
  ],
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ myInsights: () => answer(mine) });
});

describe('InsightsTab', () => {
  it("sums a member's listings, compares with the period before, and narrows to one listing", async () => {
    renderRoute(<InsightsTab board={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your insights');
    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(api.requests.find((request) => request.name === 'myInsights')?.query.get('days')).toBe('30');
    expect(within(summary).getByText('Page views').parentElement).toHaveTextContent('Page views150+50% vs previous 30 days');
    expect(within(summary).getByText('Link clicks').parentElement).toHaveTextContent('Link clicks12+200% vs previous 30 days');
    expect(screen.getByRole('table', { name: 'Clicks per link button' })).toHaveTextContent('Website9+125%');
    expect(screen.getByRole('table', { name: 'Each listing' })).toHaveTextContent('Penns Cave300020');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Listing' }), 'Penns Cave (destination)');
    expect(within(summary).getByText('Page views').parentElement).toHaveTextContent('Page views30new');
    expect(screen.queryByRole('table', { name: 'Each listing' })).not.toBeInTheDocument();
  });

  it("shows the chart's numbers as a table, newest day first", async () => {
    renderRoute(<InsightsTab board={false} />);
    await userEvent.click(await screen.findByText('Figures by day'));
    const rows = within(screen.getByRole('table', { name: 'By day, Oct 26 to Nov 24' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tue, Nov 24, 2026148');
    expect(rows[2]).toHaveTextContent('Mon, Nov 23, 20262');
  });

  it('says so when the member has no listing yet, and offers Retry when the figures did not load', async () => {
    installFakeApi({ myInsights: () => answer({ ...mine, listings: [] }) });
    const { unmount } = renderRoute(<InsightsTab board={false} />);
    expect(await screen.findByText(/You have no destinations or events yet/)).toBeInTheDocument();
    unmount();
    let down = true;
    api = installFakeApi({ myInsights: () => (down ? unreachable() : answer(mine)) });
    renderRoute(<InsightsTab board={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your insights could not be loaded.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Summary' })).toBeInTheDocument();
    expect(api.count('myInsights')).toBe(2);
  });

  it("shows the Board the valley: top listings, searches that found nothing, and each ad's click-through rate", async () => {
    const valley: BoardInsights = {
      days: 30,
      from: '2026-10-26',
      to: '2026-11-24',
      totals: totals({ view: 5000 }),
      previous: totals({ view: 4000 }),
      series: [{ day: '2026-11-24', counts: totals({ view: 5000 }) }],
      top: [{ listing: 'event', id: 9, title: 'Penn State vs. Ohio State', slug: 'game', totals: totals({ view: 900 }) }],
      searchMisses: [
        { term: 'ski rental', count: 14 },
        { term: '<b>free</b>', count: 1 },
      ],
      ads: [{ link: '/d/tussey-mountain', title: 'Season passes on sale', views: 2000, clicks: 37, ctr: 0.0185 }],
    };
    installFakeApi({
      myInsights: () => answer(mine),
      boardInsights: () => answer(valley),
      boardVitals: () => answer({ days: 30, from: valley.from, to: valley.to, pages: [] }),
      boardPartners: () => answer({ members: [], listings: [] }),
    });
    renderRoute(<InsightsTab board />);
    expect(await screen.findByRole('heading', { name: 'The valley' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Most viewed listings' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Most viewed listings' })).toHaveTextContent('Penn State vs. Ohio StateEvent9000');
    const searches = screen.getByRole('table', { name: 'Searches that found nothing' });
    expect(searches).toHaveTextContent('ski rental14');
    expect(searches).toHaveAccessibleDescription('Words visitors typed, shown as they typed them; not checked by the guide.');
    expect(within(searches).getByRole('columnheader', { name: 'Typed by visitors' })).toBeInTheDocument();
    expect(within(searches).getByText('ski rental').tagName).toBe('Q');
    // Whatever a visitor sent is text on the Board's screen, never markup.
    expect(within(searches).getByText('<b>free</b>')).toBeInTheDocument();
    expect(searches.querySelector('b')).toBeNull();
    expect(screen.getByRole('table', { name: 'Ads' })).toHaveTextContent('Season passes on sale2,000371.8%');
    expect(await screen.findByRole('heading', { name: 'Page speed from real visits' })).toBeInTheDocument();
    expect(await screen.findByText('No visits measured yet in this period.')).toBeInTheDocument();
  });

  it('lets the Board pick a partner, or one listing, and see the figures its owner sees (issue 46)', async () => {
    const partner: MemberInsights = { ...mine, listings: [listing(7, 'Spring Creek Outfitters', { view: 44, click_website: 5 }, { view: 20 })] };
    const fake = installFakeApi({
      myInsights: () => answer({ ...mine, listings: [] }),
      boardInsights: () =>
        answer({ days: 30, from: mine.from, to: mine.to, totals: totals({}), previous: totals({}), series: [], top: [], searchMisses: [], ads: [] }),
      boardVitals: () => answer({ days: 30, from: mine.from, to: mine.to, pages: [] }),
      boardPartners: () =>
        answer({
          members: [{ id: 8, name: 'Greg Hess', email: 'greg.hess@example.com', listings: 1 }],
          listings: [{ listing: 'destination', id: 7, title: 'Spring Creek Outfitters', owner: 'Greg Hess' }],
        }),
      boardPartnerInsights: () => answer(partner),
    });
    renderRoute(<InsightsTab board />);
    const section = await screen.findByRole('region', { name: 'A partner’s figures' });
    const picker = within(section).getByRole('combobox', { name: 'Member or listing' });
    await within(section).findByRole('option', { name: 'Greg Hess (1 listing)' });
    await userEvent.selectOptions(picker, 'Greg Hess (1 listing)');
    const summary = await within(section).findByRole('list', { name: 'Summary' });
    expect(within(summary).getByText('Page views').parentElement).toHaveTextContent('Page views44+120% vs previous 30 days');
    expect(within(section).getByRole('table', { name: 'Each listing' })).toHaveTextContent('Spring Creek Outfitters44050');
    expect(within(section).getByRole('combobox', { name: 'Listing' })).toHaveTextContent('All of Greg Hess’s listings (1)');
    expect(fake.requests.filter((request) => request.name === 'boardPartnerInsights').map((request) => request.query.toString())).toEqual(['days=30&member=8']);

    await userEvent.selectOptions(picker, 'Spring Creek Outfitters (Greg Hess)');
    await waitFor(() =>
      expect(fake.requests.filter((request) => request.name === 'boardPartnerInsights').map((request) => request.query.toString())).toContain(
        'days=30&destination=7',
      ),
    );
  });
});
