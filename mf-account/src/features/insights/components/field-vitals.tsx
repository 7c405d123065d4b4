import { VITAL_METRICS, type InsightPeriod, type VitalMetric } from '@valley/shared/schemas/insights';
import { formatDay } from '@valley/shared/time';
import { TableSkeleton } from '../../../components/member-table';
import { useBoardVitals } from '../api/use-insights';
import { formatCount } from '../lib/figures';
import { RATING_LABELS, ratedFigure, samplesOf, VITAL_COLUMNS, type VitalPage } from '../lib/vitals';
import { FigureTable } from './figure-table';
import { LoadProblem } from './load-problem';
import styles from './insights-tab.module.css';

const RATING_CLASS = { good: styles.good, 'needs-improvement': styles.needsImprovement, poor: styles.poor };

function Rated({ metric, page }: { metric: VitalMetric; page: VitalPage }) {
  const figure = ratedFigure(metric, page.metrics[metric]);
  if (!figure) return <span className={styles.muted}>Not measured</span>;
  return (
    <span className={`${styles.rating} ${RATING_CLASS[figure.rating]}`}>
      {figure.text} <span className={styles.ratingLabel}>{RATING_LABELS[figure.rating]}</span>
    </span>
  );
}

/** The elements most often responsible: the largest paint's, and the interaction's when one was slow enough to name. */
function Responsible({ page }: { page: VitalPage }) {
  const named = (['LCP', 'INP', 'CLS'] as const).flatMap((metric) => {
    const target = page.metrics[metric]?.target;
    return target ? [{ metric, target }] : [];
  });
  if (named.length === 0) return <span className={styles.muted}>None named</span>;
  return (
    <ul className={styles.targets}>
      {named.map(({ metric, target }) => (
        <li key={metric}>
          {metric}: <code>{target}</code>
        </li>
      ))}
    </ul>
  );
}

/** LCP's 75th percentile week by week (the weeks with visits), oldest first. */
function Trend({ page }: { page: VitalPage }) {
  const weeks = (page.metrics.LCP?.weeks ?? []).filter((week) => week.p75 !== null);
  if (weeks.length === 0) return <span className={styles.muted}>No weeks yet</span>;
  return (
    <ol className={styles.trend} aria-label="LCP by week">
      {weeks.map((week) => (
        <li key={week.week}>
          Week of {formatDay(week.week, 'monthDay')}: {VITAL_COLUMNS.LCP.format(week.p75 ?? 0)}
        </li>
      ))}
    </ol>
  );
}

/**
 * Core Web Vitals from real visits (decision 079): the 75th percentile of each metric per route and device class over the period, rated
 * by web.dev's thresholds, with what was most often responsible and LCP's weekly trend.
 */
export function FieldVitals({ days }: { days: InsightPeriod }) {
  const { data, error, mutate } = useBoardVitals(days, true);
  let body;
  if (error && !data) body = <LoadProblem what="Page speed from real visits" onRetry={() => void mutate()} />;
  else if (!data) body = <TableSkeleton label="Loading page speed from real visits" />;
  else
    body = (
      <FigureTable
        caption="Each page and device"
        note="The 75th percentile of visits: three in four were at least this fast. Good, needs improvement and poor by web.dev's thresholds."
        headers={['Page', 'Device', ...VITAL_METRICS.map((metric) => VITAL_COLUMNS[metric].header), 'Page views measured', 'Most often responsible', 'Trend']}
        empty="No visits measured yet in this period."
        rows={data.pages.map((page) => ({
          key: `${page.route}:${page.device}`,
          cells: [
            <code key="route">{page.route}</code>,
            page.device === 'mobile' ? 'Mobile' : 'Desktop',
            ...VITAL_METRICS.map((metric) => <Rated key={metric} metric={metric} page={page} />),
            formatCount(samplesOf(page)),
            <Responsible key="targets" page={page} />,
            <Trend key="trend" page={page} />,
          ],
        }))}
      />
    );
  return (
    <section aria-labelledby="insights-vitals" className={styles.section}>
      <h2 id="insights-vitals">Page speed from real visits</h2>
      <p className={styles.muted}>
        Measured in visitors&apos; browsers (LCP, INP, CLS, TTFB), by page and device, without cookies or any record of who visited. The lab figures are{' '}
        <code>npm run perf</code>.
      </p>
      {body}
    </section>
  );
}
