import {
  INSIGHT_KINDS,
  VITAL_METRICS,
  type BoardInsights,
  type BoardVitals,
  type DeviceClass,
  type VitalFigure,
  type VitalMetric,
  type InsightKind,
  type InsightPartners,
  type InsightPeriod,
  type ListingInsights,
  type MemberInsights,
  searchTermOf,
  zeroTotals,
} from '@valley/shared/schemas/insights';
import { addDays, dayKeyOf, startOfWeek, type DayKey } from '@valley/shared/time';
import type { Queryable } from '../db/db';

/** The last `days` days up to today (the valley's calendar day), and the same length before them. */
export function periodOf(days: InsightPeriod, now: Date) {
  const to = dayKeyOf(now);
  const from = addDays(to, 1 - days);
  return { days, from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}
type Period = ReturnType<typeof periodOf>;

const daysOf = (period: Period): DayKey[] => Array.from({ length: period.days }, (_, index) => addDays(period.from, index));

interface CountRow {
  listing: 'destination' | 'event';
  listing_id: number;
  day: string;
  kind: string;
  count: number | string;
}

type Listing = Pick<ListingInsights, 'listing' | 'id' | 'title' | 'slug'>;

const isKind = (kind: string): kind is InsightKind => (INSIGHT_KINDS as readonly string[]).includes(kind);

/** Totals, the period before and a zero-filled daily series for each listing. */
async function listingReports(db: Queryable, listings: Listing[], period: Period): Promise<ListingInsights[]> {
  const ids = (kind: Listing['listing']) => listings.filter((listing) => listing.listing === kind).map((listing) => listing.id);
  const { rows } = await db.query<CountRow>(
    `select listing, listing_id, day::text as day, kind, count from insight_counts
      where day between $1 and $2 and ((listing = 'destination' and listing_id = any($3)) or (listing = 'event' and listing_id = any($4)))`,
    [period.previousFrom, period.to, ids('destination'), ids('event')],
  );
  const reports = new Map(
    listings.map((listing) => [
      `${listing.listing}:${listing.id}`,
      { ...listing, totals: zeroTotals(), previous: zeroTotals(), series: new Map(daysOf(period).map((day) => [day, zeroTotals()])) },
    ]),
  );
  for (const row of rows) {
    const report = reports.get(`${row.listing}:${row.listing_id}`);
    if (!report || !isKind(row.kind)) continue;
    const count = Number(row.count);
    const inPeriod = row.day >= period.from;
    (inPeriod ? report.totals : report.previous)[row.kind] += count;
    const day = report.series.get(row.day as DayKey);
    if (day && inPeriod) day[row.kind] += count;
  }
  return [...reports.values()].map(({ series, ...report }) => ({ ...report, series: [...series].map(([day, counts]) => ({ day, counts })) }));
}

/** A member's own destinations and events, whatever their review state: an owner sees what a listing earned while an edit waits. */
export async function memberInsights(db: Queryable, memberId: number, period: Period): Promise<MemberInsights> {
  const { rows } = await db.query<Listing>(
    `select 'destination' as listing, id, name as title, slug from destinations where owner_id = $1
     union all select 'event' as listing, id, title, slug from events where owner_id = $1
     order by title, listing, id`,
    [memberId],
  );
  return { days: period.days, from: period.from, to: period.to, listings: await listingReports(db, rows, period) };
}

/** Who and what the Board can open (issue 46): members who own a destination or an event, and every one of those with its owner. */
export async function insightPartners(db: Queryable): Promise<InsightPartners> {
  const { rows: listings } = await db.query<{ listing: 'destination' | 'event'; id: number; title: string; owner_id: number | null; owner: string | null }>(
    `select x.listing, x.id, x.title, x.owner_id, nullif(concat_ws(' ', u.first_name, u.last_name), '') as owner
       from (select 'destination' as listing, id, name as title, owner_id from destinations
             union all select 'event' as listing, id, title, owner_id from events) x
       left join users u on u.id = x.owner_id
      order by lower(x.title), x.listing, x.id`,
  );
  const { rows: members } = await db.query<{ id: number; name: string; email: string }>(
    `select u.id, coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email) as name, u.email from users u
      where exists (select 1 from destinations d where d.owner_id = u.id) or exists (select 1 from events e where e.owner_id = u.id)
      order by lower(u.last_name), lower(u.first_name), u.id`,
  );
  const owned = new Map<number, number>();
  for (const listing of listings) if (listing.owner_id !== null) owned.set(Number(listing.owner_id), (owned.get(Number(listing.owner_id)) ?? 0) + 1);
  return {
    members: members.map((member) => ({ ...member, listings: owned.get(Number(member.id)) ?? 0 })),
    listings: listings.map(({ owner_id: _owner, ...listing }) => listing),
  };
}

/** One listing's report for its owner or the Board; undefined when the listing does not exist or is someone else's. */
export async function listingInsights(
  db: Queryable,
  listing: Listing['listing'],
  id: number,
  viewer: { id: number; board: boolean },
  period: Period,
): Promise<ListingInsights | undefined> {
  const { rows } = await db.query<Listing & { owner_id: number | null }>(
    listing === 'destination'
      ? `select 'destination' as listing, id, name as title, slug, owner_id from destinations where id = $1`
      : `select 'event' as listing, id, title, slug, owner_id from events where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row || (!viewer.board && row.owner_id !== viewer.id)) return undefined;
  const [report] = await listingReports(db, [{ listing: row.listing, id: Number(row.id), title: row.title, slug: row.slug }], period);
  return report;
}

const TOP_LISTINGS = 10;
const TOP_TERMS = 25;
/** Terms read to find the top ones that read as words: rows kept from before decision 074 may hold anything. */
const TERMS_READ = 500;

/** The valley for the Board: every listing's counts with the ads', the most viewed listings, searches that found nothing, ads. */
export async function boardInsights(db: Queryable, period: Period): Promise<BoardInsights> {
  const totals = zeroTotals();
  const previous = zeroTotals();
  const series = new Map(daysOf(period).map((day) => [day, zeroTotals()]));
  const { rows } = await db.query<{ day: string; kind: string; count: string | number }>(
    `select day::text as day, kind, sum(count) as count from (
       select day, kind, count from insight_counts where day between $1 and $2
       union all select day, kind, count from insight_ad_counts where day between $1 and $2) counts
      group by day, kind`,
    [period.previousFrom, period.to],
  );
  for (const row of rows) {
    if (!isKind(row.kind)) continue;
    const count = Number(row.count);
    const inPeriod = row.day >= period.from;
    (inPeriod ? totals : previous)[row.kind] += count;
    const day = series.get(row.day as DayKey);
    if (day && inPeriod) day[row.kind] += count;
  }
  const { rows: topRows } = await db.query<Listing>(
    `select c.listing, c.listing_id as id, coalesce(d.name, e.title) as title, coalesce(d.slug, e.slug) as slug
       from insight_counts c
       left join destinations d on c.listing = 'destination' and d.id = c.listing_id
       left join events e on c.listing = 'event' and e.id = c.listing_id
      where c.day between $1 and $2 and c.kind = 'view' and coalesce(d.id, e.id) is not null
      group by c.listing, c.listing_id, d.name, e.title, d.slug, e.slug
      order by sum(c.count) desc, title limit ${TOP_LISTINGS}`,
    [period.from, period.to],
  );
  const top = (await listingReports(db, topRows, period)).map(({ series: _series, previous: _previous, ...listing }) => listing);
  const { rows: terms } = await db.query<{ term: string; count: string | number }>(
    `select term, sum(count) as count from insight_search_misses where day between $1 and $2
      group by term order by sum(count) desc, term limit ${TERMS_READ}`,
    [period.from, period.to],
  );
  // Only what reads as words reaches the Board, and the tab marks it as what visitors typed (decision 074).
  const misses = terms.filter((row) => searchTermOf(row.term) === row.term).slice(0, TOP_TERMS);
  const { rows: ads } = await db.query<{ link: string; title: string; views: string | number; clicks: string | number }>(
    `select link, (array_agg(title order by day desc))[1] as title,
            sum(count) filter (where kind = 'ad_view') as views, sum(count) filter (where kind = 'ad_click') as clicks
       from insight_ad_counts where day between $1 and $2 group by link order by views desc nulls last, link`,
    [period.from, period.to],
  );
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    totals,
    previous,
    series: [...series].map(([day, counts]) => ({ day, counts })),
    top,
    searchMisses: misses.map((row) => ({ term: row.term, count: Number(row.count) })),
    ads: ads.map((row) => {
      const views = Number(row.views ?? 0);
      const clicks = Number(row.clicks ?? 0);
      return { link: row.link, title: row.title, views, clicks, ctr: views > 0 ? clicks / views : 0 };
    }),
  };
}

/** The weeks (from their Sunday, as the valley's calendars start them) that a period touches, oldest first. */
const weeksOf = (period: Period): DayKey[] => {
  const weeks: DayKey[] = [];
  for (let week = startOfWeek(period.from); week <= period.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
};

const pageKeyOf = (row: { route: string; device: string }) => `${row.route}\u0000${row.device}`;

interface VitalRow {
  route: string;
  device: DeviceClass;
  metric: VitalMetric;
  /** null for the whole period's row, a week's Sunday otherwise. */
  week: string | null;
  p75: number | string;
  samples: number | string;
}

/**
 * Field vitals for the Board (decision 079): per route, device class and metric, the 75th percentile (continuous, as CrUX and web.dev
 * read it) and the number of samples over the period and in each week, with the target most often named. Routes with the most samples
 * first.
 */
export async function boardVitals(db: Queryable, period: Period): Promise<BoardVitals> {
  const { rows } = await db.query<VitalRow>(
    `select route, device, metric, (day - extract(dow from day)::int)::text as week,
            percentile_cont(0.75) within group (order by value) as p75, count(*) as samples
       from insight_vitals where day between $1 and $2
      group by grouping sets ((route, device, metric), (route, device, metric, day - extract(dow from day)::int))`,
    [period.from, period.to],
  );
  const { rows: targets } = await db.query<{ route: string; device: DeviceClass; metric: VitalMetric; target: string }>(
    `select distinct on (route, device, metric) route, device, metric, target
       from insight_vitals where day between $1 and $2 and target is not null
      group by route, device, metric, target
      order by route, device, metric, count(*) desc, target`,
    [period.from, period.to],
  );
  const weeks = weeksOf(period);
  const pages = new Map<string, BoardVitals['pages'][number] & { samples: number }>();
  const figureOf = (row: VitalRow): VitalFigure => {
    let page = pages.get(pageKeyOf(row));
    if (!page) {
      page = { route: row.route, device: row.device, metrics: { LCP: null, INP: null, CLS: null, TTFB: null }, samples: 0 };
      pages.set(pageKeyOf(row), page);
    }
    page.metrics[row.metric] ??= { p75: 0, samples: 0, target: null, weeks: weeks.map((week) => ({ week, p75: null, samples: 0 })) };
    return page.metrics[row.metric]!;
  };
  for (const row of rows) {
    if (!(VITAL_METRICS as readonly string[]).includes(row.metric)) continue;
    const figure = figureOf(row);
    if (row.week === null) {
      figure.p75 = Number(row.p75);
      figure.samples = Number(row.samples);
      pages.get(pageKeyOf(row))!.samples += figure.samples;
    } else {
      const week = figure.weeks.find((entry) => entry.week === row.week);
      if (week) Object.assign(week, { p75: Number(row.p75), samples: Number(row.samples) });
    }
  }
  for (const row of targets) {
    const figure = pages.get(pageKeyOf(row))?.metrics[row.metric];
    if (figure) figure.target = row.target;
  }
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    pages: [...pages.values()]
      .toSorted((a, b) => b.samples - a.samples || a.route.localeCompare(b.route) || a.device.localeCompare(b.device))
      .map(({ samples: _samples, ...page }) => page),
  };
}

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab, CR or LF, first or after spaces) gets a leading apostrophe, so it
 * is shown as the text it is (OWASP, CSV injection); then RFC 4180 quoting.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^\s*[=+\-@]|^[\t\r\n]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The member's report as CSV: a row per listing and day, a column per kind (RFC 4180 quoting, formulas neutralised in every cell). */
export function insightsCsv(report: MemberInsights): string {
  const lines = [['listing', 'id', 'title', 'day', ...INSIGHT_KINDS].map(csvCell).join(',')];
  for (const listing of report.listings)
    for (const point of listing.series)
      lines.push([listing.listing, listing.id, listing.title, point.day, ...INSIGHT_KINDS.map((kind) => point.counts[kind])].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
