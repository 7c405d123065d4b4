import { lazy, type ReactNode, Suspense, useState } from 'react';
import {
  INSIGHT_PERIODS,
  LINK_BUTTONS,
  type InsightPeriod,
  type InsightTotals,
  type ListingInsights,
  type MemberInsights,
  zeroTotals,
} from '@valley/shared/schemas/insights';
import { formatDay } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import { notify } from '@valley/shared/ui/toast';
import { TableSkeleton } from '../../../components/member-table';
import { FigureTable } from './figure-table';
import { FieldVitals } from './field-vitals';
import { downloadInsightsCsv, type PartnerPick, useBoardInsights, useInsightPartners, useMyInsights, usePartnerInsights } from '../api/use-insights';
import { changeOf, formatCount, formatRate, KIND_LABELS, linkClicks, SUMMARY, sumTotals } from '../lib/figures';
import type { ChartLine } from './insights-chart';
import tiles from '../../../components/count-tiles.module.css';
import { LoadProblem } from './load-problem';
import styles from './insights-tab.module.css';
import { GridList } from '@valley/shared/ui/grid-list';

// The chart library loads with this tab only (decision 046).
const InsightsChart = lazy(() => import('./insights-chart'));

const COLORS = { views: '#1f5f8b', drawer: '#d97a1f', clicks: '#2e7d4f' };
const ALL = 'all';

function PeriodChooser({ days, onChange }: { days: InsightPeriod; onChange: (days: InsightPeriod) => void }) {
  return (
    <fieldset className={styles.periods}>
      <legend className="visually-hidden">Period</legend>
      {INSIGHT_PERIODS.map((period) => (
        <label key={period} className={period === days ? styles.periodChosen : styles.period}>
          <input type="radio" name="insights-period" value={period} checked={period === days} onChange={() => onChange(period)} />
          Last {period} days
        </label>
      ))}
    </fieldset>
  );
}

function Summary({ totals, previous, days }: { totals: InsightTotals; previous: InsightTotals; days: number }) {
  return (
    <GridList minColumn="8.5rem" gap="var(--space-3)" tracks="fit" aria-label="Summary">
      {SUMMARY.map((figure) => (
        <li key={figure.label} className={styles.figure}>
          <span className={styles.figureLabel}>{figure.label}</span>
          <span className={tiles.count}>{formatCount(figure.of(totals))}</span>
          <span className={styles.figureChange}>
            {changeOf(figure.of(totals), figure.of(previous))} <span className={styles.muted}>vs previous {days} days</span>
          </span>
        </li>
      ))}
    </GridList>
  );
}

/** A chart of views, drawer opens and link clicks by day, with its numbers as a table (the accessible form of the chart). */
function DailyFigures({ series, caption }: { series: { day: string; counts: InsightTotals }[]; caption: string }) {
  const days = series.map((point) => point.day);
  const lines: ChartLine[] = [
    { label: 'Page views', color: COLORS.views, values: series.map((point) => point.counts.view) },
    { label: 'Drawer opens', color: COLORS.drawer, values: series.map((point) => point.counts.drawer) },
    { label: 'Link clicks', color: COLORS.clicks, values: series.map((point) => linkClicks(point.counts)) },
  ];
  return (
    <figure className={styles.daily}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <Suspense fallback={<div className={styles.chartSkeleton} aria-hidden="true" />}>
        <InsightsChart days={days} lines={lines} />
      </Suspense>
      <details className={styles.table}>
        <summary>Figures by day</summary>
        <FigureTable
          caption={caption}
          headers={['Day', ...lines.map((line) => line.label)]}
          empty="Nothing yet."
          rows={series.toReversed().map((point) => ({
            key: point.day,
            cells: [formatDay(point.day, 'weekday'), formatCount(point.counts.view), formatCount(point.counts.drawer), formatCount(linkClicks(point.counts))],
          }))}
        />
      </details>
    </figure>
  );
}

function LinkButtons({ totals, previous }: { totals: InsightTotals; previous: InsightTotals }) {
  return (
    <FigureTable
      caption="Clicks per link button"
      headers={['Button', 'Clicks', 'Change']}
      empty="Nothing yet."
      rows={LINK_BUTTONS.map((button) => ({
        key: button,
        cells: [KIND_LABELS[`click_${button}`], formatCount(totals[`click_${button}`]), changeOf(totals[`click_${button}`], previous[`click_${button}`])],
      }))}
    />
  );
}

/** The figures of a set of listings as their owner sees them: a listing to narrow to, the summary, the days, the buttons, each listing. */
function ListingFigures({ data, all, actions }: { data: MemberInsights; all: string; actions?: ReactNode }) {
  const [chosen, setChosen] = useState(ALL);
  const shown: ListingInsights[] = chosen === ALL ? data.listings : data.listings.filter((listing) => `${listing.listing}:${listing.id}` === chosen);
  const totals = sumTotals(shown.map((listing) => listing.totals));
  const previous = sumTotals(shown.map((listing) => listing.previous));
  const series = (shown[0]?.series ?? []).map((point, index) => ({
    day: point.day,
    counts: sumTotals(shown.map((listing) => listing.series[index]?.counts ?? zeroTotals())),
  }));
  return (
    <>
      <div className={styles.sectionHead}>
        <label className={styles.listing}>
          Listing
          <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value={ALL}>
              {all} ({data.listings.length})
            </option>
            {data.listings.map((listing) => (
              <option key={`${listing.listing}:${listing.id}`} value={`${listing.listing}:${listing.id}`}>
                {listing.title} ({listing.listing === 'destination' ? 'destination' : 'event'})
              </option>
            ))}
          </select>
        </label>
        {actions}
      </div>
      <Summary totals={totals} previous={previous} days={data.days} />
      <DailyFigures series={series} caption={`By day, ${formatDay(data.from, 'monthDay')} to ${formatDay(data.to, 'monthDay')}`} />
      <LinkButtons totals={totals} previous={previous} />
      {chosen === ALL ? (
        <FigureTable
          caption="Each listing"
          headers={['Listing', 'Page views', 'Drawer opens', 'Link clicks', 'Favorites', 'Shares']}
          empty="Nothing yet."
          rows={data.listings.map((listing) => ({
            key: `${listing.listing}:${listing.id}`,
            cells: [
              listing.title,
              formatCount(listing.totals.view),
              formatCount(listing.totals.drawer),
              formatCount(linkClicks(listing.totals)),
              formatCount(listing.totals.favorite),
              formatCount(listing.totals.share),
            ],
          }))}
        />
      ) : null}
    </>
  );
}

function MyListings({ days }: { days: InsightPeriod }) {
  const { data, error, isLoading, mutate } = useMyInsights(days);
  const [exporting, setExporting] = useState(false);
  if (error && !data) return <LoadProblem what="Your insights" onRetry={() => void mutate()} />;
  if (isLoading || !data) return <TableSkeleton label="Loading your insights" />;
  if (data.listings.length === 0)
    return <p className={styles.empty}>You have no destinations or events yet. Add one, and what visitors do with it shows here.</p>;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInsightsCsv(days);
    } catch {
      notify.error('The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="insights-mine" className={styles.section}>
      <h2 id="insights-mine">Your listings</h2>
      <ListingFigures
        data={data}
        all="All your listings"
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
    </section>
  );
}

/** "member:7", "destination:12" or "event:40": what the Board picked. */
const pickOf = (value: string): PartnerPick | null => {
  const [kind, id] = value.split(':');
  return (kind === 'member' || kind === 'destination' || kind === 'event') && Number(id) > 0 ? { kind, id: Number(id) } : null;
};

/** The Board opens any partner's figures, or one listing's, as its owner sees them (issue 46). */
function PartnerFigures({ days }: { days: InsightPeriod }) {
  const { data: partners } = useInsightPartners(true);
  const [picked, setPicked] = useState('');
  const pick = pickOf(picked);
  const { data, error, mutate } = usePartnerInsights(days, pick);
  const member = pick?.kind === 'member' ? partners?.members.find((item) => item.id === pick.id) : undefined;
  return (
    <section aria-labelledby="insights-partner" className={styles.section}>
      <h2 id="insights-partner">A partner’s figures</h2>
      <div className={styles.sectionHead}>
        <label className={styles.listing}>
          Member or listing
          <select value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">Choose one to see what its owner sees</option>
            <optgroup label="Members">
              {(partners?.members ?? []).map((item) => (
                <option key={item.id} value={`member:${item.id}`}>
                  {item.name} ({item.listings} {item.listings === 1 ? 'listing' : 'listings'})
                </option>
              ))}
            </optgroup>
            {(['destination', 'event'] as const).map((kind) => (
              <optgroup key={kind} label={kind === 'destination' ? 'Destinations' : 'Events'}>
                {(partners?.listings ?? [])
                  .filter((listing) => listing.listing === kind)
                  .map((listing) => (
                    <option key={`${kind}:${listing.id}`} value={`${kind}:${listing.id}`}>
                      {listing.title}
                      {listing.owner ? ` (${listing.owner})` : ''}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      {!pick ? null : error && !data ? (
        <LoadProblem what="These figures" onRetry={() => void mutate()} />
      ) : !data ? (
        <TableSkeleton label="Loading the partner's insights" />
      ) : data.listings.length === 0 ? (
        <p className={styles.empty}>This member has no destinations or events.</p>
      ) : (
        <ListingFigures key={picked} data={data} all={member ? `All of ${member.name}’s listings` : 'This listing'} />
      )}
    </section>
  );
}

function Valley({ days }: { days: InsightPeriod }) {
  const { data, error, mutate } = useBoardInsights(days, true);
  if (error && !data) return <LoadProblem what="The valley's insights" onRetry={() => void mutate()} />;
  if (!data) return <TableSkeleton label="Loading the valley's insights" />;
  return (
    <section aria-labelledby="insights-valley" className={styles.section}>
      <h2 id="insights-valley">The valley</h2>
      <Summary totals={data.totals} previous={data.previous} days={days} />
      <DailyFigures series={data.series} caption="Every listing, by day" />
      <FigureTable
        caption="Most viewed listings"
        headers={['Listing', 'Type', 'Page views', 'Link clicks']}
        empty="No views in this period."
        rows={data.top.map((listing) => ({
          key: `${listing.listing}:${listing.id}`,
          cells: [
            listing.title,
            listing.listing === 'destination' ? 'Destination' : 'Event',
            formatCount(listing.totals.view),
            formatCount(linkClicks(listing.totals)),
          ],
        }))}
      />
      {/* Visitors' own words (decision 074): only terms that read as words are kept, shown quoted and named as typed by visitors. */}
      <FigureTable
        caption="Searches that found nothing"
        note="Words visitors typed, shown as they typed them; not checked by the guide."
        headers={['Typed by visitors', 'Times']}
        empty="Every search found something."
        rows={data.searchMisses.map((miss) => ({
          key: miss.term,
          cells: [<q key="term">{miss.term}</q>, formatCount(miss.count)],
        }))}
      />
      <FigureTable
        caption="Ads"
        headers={['Ad', 'Views', 'Clicks', 'Click-through rate']}
        empty="No ad was shown in this period."
        rows={data.ads.map((ad) => ({ key: ad.link, cells: [ad.title, formatCount(ad.views), formatCount(ad.clicks), formatRate(ad.ctr)] }))}
      />
    </section>
  );
}

/** The Insights tab (issue 27): what each of the member's listings earned; Board accounts also see the valley and any partner's figures. */
export function InsightsTab({ board }: { board: boolean }) {
  const [days, setDays] = useState<InsightPeriod>(30);
  return (
    <div className={styles.tab}>
      <PeriodChooser days={days} onChange={setDays} />
      <p className={styles.privacy}>Counted without cookies or any record of who visited; browsers that ask not to be tracked are not counted.</p>
      {board ? <Valley days={days} /> : null}
      {board ? <FieldVitals days={days} /> : null}
      {board ? <PartnerFigures days={days} /> : null}
      <MyListings days={days} />
    </div>
  );
}
