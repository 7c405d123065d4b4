import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardVitals, VitalFigure } from '@valley/shared/schemas/insights';
import { installFakeApi, pending, refusal, unreachable, type FakeApi } from '@valley/shared/testing/fake-api';
import { answer } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render';
import { FieldVitals } from './field-vitals';

const figure = (p75: number, samples: number, target: string | null = null, weeks: [string, number | null][] = []): VitalFigure => ({
  p75,
  samples,
  target,
  weeks: weeks.map(([week, value]) => ({ week, p75: value, samples: value === null ? 0 : 1 })),
});

const vitals: BoardVitals = {
  days: 30,
  from: '2026-10-26',
  to: '2026-11-24',
  pages: [
    {
      route: 'discover/destination',
      device: 'mobile',
      metrics: {
        LCP: figure(2310, 120, 'main>div.hero>img', [
          ['2026-11-08', null],
          ['2026-11-15', 2600],
          ['2026-11-22', 2100],
        ]),
        INP: figure(340, 80, 'button#menu'),
        CLS: figure(0.31, 118),
        TTFB: figure(612, 121),
      },
    },
    { route: 'cms', device: 'desktop', metrics: { LCP: figure(4800, 7), INP: null, CLS: figure(0.02, 7), TTFB: figure(2100, 7) } },
  ],
};

const rowOf = (name: string, device: string) =>
  within(screen.getByRole('table', { name: 'Each page and device' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name }) && within(row).queryByRole('cell', { name: device }));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ boardVitals: () => answer(vitals) });
});

describe('FieldVitals', () => {
  it("shows each route and device's 75th percentiles with web.dev's rating in words, the element responsible and the weekly trend", async () => {
    renderRoute(<FieldVitals days={30} />);
    expect(screen.getByRole('heading', { name: 'Page speed from real visits' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page speed from real visits');
    const phone = await screen.findByRole('row', { name: /discover\/destination/ });
    expect(api.requests.find((request) => request.name === 'boardVitals')?.query.get('days')).toBe('30');
    const cells = within(phone).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Mobile',
      '2.3 s Good',
      '340 ms Needs improvement',
      '0.31 Poor',
      '612 ms Good',
      '121',
      'LCP: main>div.hero>imgINP: button#menu',
      'Week of Nov 15: 2.6 sWeek of Nov 22: 2.1 s',
    ]);
    const headers = within(screen.getByRole('table', { name: 'Each page and device' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Page',
      'Device',
      'LCP (s)',
      'INP (ms)',
      'CLS',
      'TTFB (ms)',
      'Page views measured',
      'Most often responsible',
      'Trend',
    ]);
    const cms = rowOf('cms', 'Desktop');
    expect(cms).toBeDefined();
    expect(
      within(cms!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Desktop', '4.8 s Poor', 'Not measured', '0.02 Good', '2,100 ms Poor', '7', 'None named', 'No weeks yet']);
  });

  it('says so when no visit was measured in the period', async () => {
    installFakeApi({ boardVitals: () => answer({ ...vitals, pages: [] }) });
    renderRoute(<FieldVitals days={7} />);
    expect(await screen.findByText('No visits measured yet in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry when the figures did not load, and shows them once they do', async () => {
    let down = true;
    api = installFakeApi({ boardVitals: () => (down ? unreachable() : answer(vitals)) });
    renderRoute(<FieldVitals days={30} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Page speed from real visits could not be loaded.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Each page and device' })).toBeInTheDocument();
    expect(api.count('boardVitals')).toBe(2);
  });

  it("keeps showing the skeleton while the figures are on their way, and the Board's refusal as a problem, never a blank", async () => {
    installFakeApi({ boardVitals: () => pending() });
    const { unmount } = renderRoute(<FieldVitals days={30} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    unmount();
    installFakeApi({ boardVitals: () => refusal(403, 'Only the tourism board sees the field vitals') });
    renderRoute(<FieldVitals days={30} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
