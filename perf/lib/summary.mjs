// The report's figures per page and form factor, issue 22's targets, and the printed tables.
import { median } from './lighthouse.mjs';

export const KB = 1024;

/** The builds measured, in the table's order: the server-rendered composed site first, the references after it. */
export const BUILDS = [
  { key: 'ssr', short: 'SSR', title: 'server-rendered composed site' },
  { key: 'csr', short: 'CSR', title: 'client-rendered composed site (SERVER_RENDER=0)' },
  { key: 'single', short: 'single', title: 'client-rendered single bundle' },
];

/** Issue 22's targets, checked on the server-rendered site (medians of the runs), and issue 10's JS budget. */
export const TARGETS = {
  mobileScore: 90,
  desktopScore: 98,
  mobileTbtMs: 200,
  lcpMs: 2500,
  cls: 0.02,
  jsBytes: 170 * KB,
};

const NUMERIC = [
  'score',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'observedFcpMs',
  'observedLcpMs',
  'jsBeforeFcpBytes',
  'jsBeforeLcpBytes',
  'jsTotalBytes',
  'scriptCount',
];

/** Median of each figure over the runs; React copies take the worst run (twice once is twice). */
export function medianOf(runs) {
  const result = Object.fromEntries(NUMERIC.map((key) => [key, median(runs.map((run) => run[key]))]));
  result.reactDomCopies = Math.max(...runs.map((run) => run.reactDomCopies));
  result.reactDomCopiesBeforeLcp = Math.max(...runs.map((run) => run.reactDomCopiesBeforeLcp));
  return result;
}

const mobile = (cell) => cell.formFactor === 'mobile';
const ssr = (cell) => cell.ssr.median;

/**
 * "Ahead of the single bundle" on a page and form factor: a score no lower and an LCP no later (a tie at 100 on desktop counts when the
 * content also paints no later).
 */
const ahead = (cell) => ssr(cell).score >= cell.single.median.score && ssr(cell).lcpMs <= cell.single.median.lcpMs;

/**
 * Each target: met or not overall, the cells that miss it, and each cell's verdict with its figure (for the per-page table).
 * "JS before first paint" is checked against the JS loaded before the LCP, stricter than before the first contentful paint.
 */
export function checkTargets(cells) {
  const check = (id, short, title, applies, passes, describe) => {
    const measured = cells.filter(applies);
    const verdicts = measured.map((cell) => ({ page: cell.page, formFactor: cell.formFactor, met: passes(cell), value: describe(cell) }));
    const failing = verdicts.filter((verdict) => !verdict.met);
    // null: nothing measured that the target applies to (e.g. --form-factors desktop).
    return {
      id,
      short,
      title,
      met: measured.length === 0 ? null : failing.length === 0,
      failing: failing.map((verdict) => `${verdict.page} ${verdict.formFactor}: ${verdict.value}`),
      verdicts,
    };
  };
  return [
    check(
      'mobile-score',
      'score≥90',
      `mobile performance ≥ ${TARGETS.mobileScore} on every page`,
      mobile,
      (cell) => ssr(cell).score >= TARGETS.mobileScore,
      (cell) => `${ssr(cell).score}`,
    ),
    check(
      'desktop-score',
      'score≥98',
      `desktop performance ≥ ${TARGETS.desktopScore} on every page`,
      (cell) => cell.formFactor === 'desktop',
      (cell) => ssr(cell).score >= TARGETS.desktopScore,
      (cell) => `${ssr(cell).score}`,
    ),
    check(
      'mobile-tbt',
      'TBT≤200',
      `mobile TBT ≤ ${TARGETS.mobileTbtMs} ms`,
      mobile,
      (cell) => ssr(cell).tbtMs <= TARGETS.mobileTbtMs,
      (cell) => `${whole(ssr(cell).tbtMs)} ms`,
    ),
    check(
      'lcp',
      'LCP≤2.5',
      `LCP ≤ ${TARGETS.lcpMs / 1000} s in Lighthouse's simulation`,
      () => true,
      (cell) => ssr(cell).lcpMs <= TARGETS.lcpMs,
      (cell) => `${seconds(ssr(cell).lcpMs)} s`,
    ),
    check(
      'phone-lcp',
      'phone LCP≤2.5',
      `LCP ≤ ${TARGETS.lcpMs / 1000} s on a phone in Chromium (the browser's entry, throttling applied; decision 106)`,
      (cell) => Boolean(cell.phone?.lcpMs.length),
      (cell) => median(cell.phone.lcpMs) <= TARGETS.lcpMs,
      (cell) => `${seconds(median(cell.phone.lcpMs))} s`,
    ),
    check(
      'cls',
      'CLS≤.02',
      `CLS ≤ ${TARGETS.cls}`,
      () => true,
      (cell) => ssr(cell).cls <= TARGETS.cls,
      (cell) => ssr(cell).cls.toFixed(3),
    ),
    check(
      'ahead-of-single',
      'ahead',
      'server-rendered ahead of the single bundle (score no lower, LCP no later) on every page',
      () => true,
      ahead,
      (cell) => `${ssr(cell).score} vs ${cell.single.median.score}, ${seconds(ssr(cell).lcpMs)} s vs ${seconds(cell.single.median.lcpMs)} s`,
    ),
    check(
      'js-budget',
      'JS≤170',
      `JS before first paint (LCP) ≤ ${TARGETS.jsBytes / KB} KB gzip, React loaded once (issue 10)`,
      () => true,
      (cell) => ssr(cell).jsBeforeLcpBytes <= TARGETS.jsBytes && ssr(cell).reactDomCopies === 1,
      (cell) => `${kb(ssr(cell).jsBeforeLcpBytes)} KB, React DOM ×${ssr(cell).reactDomCopies}`,
    ),
  ];
}

/** The targets per page and form factor: each cell "met figure" or "MISS figure", "·" where a target does not apply. */
export function targetsTable(cells, targets) {
  const headers = ['Page', 'Form', ...targets.map((target) => target.short)];
  const rows = cells.map((cell) => [
    cell.page,
    cell.formFactor,
    ...targets.map((target) => {
      const verdict = target.verdicts.find((entry) => entry.page === cell.page && entry.formFactor === cell.formFactor);
      if (!verdict) return '·';
      return `${verdict.met ? 'met' : 'MISS'} ${target.id === 'ahead-of-single' ? '' : verdict.value}`.trim();
    }),
  ]);
  return table(headers, rows);
}

const kb = (bytes) => (bytes === null ? '-' : (bytes / KB).toFixed(0));
const seconds = (ms) => (ms === null ? '-' : (ms / 1000).toFixed(2));
const cls = (value) => (value === null ? '-' : value.toFixed(3));
const whole = (value) => (value === null ? '-' : Math.round(value).toString());
const all = (cell, key, format) => BUILDS.map((build) => format(cell[build.key].median[key])).join(' / ');

/** A plain-text table: columns of figures right-aligned, text left-aligned. */
export function table(headers, rows) {
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => String(row[index]).length)));
  const numeric = headers.map((_, index) => rows.every((row) => /^[\d.,×/ –-]*$/.test(String(row[index]))));
  const line = (cells) =>
    cells
      .map((cell, index) => (numeric[index] ? String(cell).padStart(widths[index]) : String(cell).padEnd(widths[index])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The main table: one row per page and form factor, "SSR / CSR / single" in each cell. */
export function figuresTable(cells) {
  const headers = ['Page', 'Form', 'Score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS<FCP KB', 'JS<LCP KB', 'React'];
  const rows = cells.map((cell) => [
    cell.page,
    cell.formFactor,
    all(cell, 'score', whole),
    all(cell, 'fcpMs', seconds),
    all(cell, 'lcpMs', seconds),
    all(cell, 'tbtMs', whole),
    all(cell, 'cls', cls),
    all(cell, 'jsBeforeFcpBytes', kb),
    all(cell, 'jsBeforeLcpBytes', kb),
    all(cell, 'reactDomCopies', (value) => `×${value}`),
  ]);
  return table(headers, rows);
}

/** Figures as their median and range, 'never' for none. */
export const medianRange = (values) => (values.length ? `${whole(median(values))} (${whole(Math.min(...values))}–${whole(Math.max(...values))})` : 'never');

/** The phone loads per page: LCP and time to live, median (range). */
export function phoneTable(cells) {
  const rows = cells.filter((cell) => cell.phone).map((cell) => [cell.page, medianRange(cell.phone.lcpMs), medianRange(cell.phone.liveMs)]);
  return table(['Page', 'LCP ms', 'live ms'], rows);
}

/** The shell servers' throughput per page: requests per second and p95 time to first byte for each server measured. */
export function throughputTable(rows, servers) {
  const headers = ['Page', ...servers.flatMap((server) => [`${server.short} req/s`, `${server.short} p95 TTFB ms`]), 'errors'];
  const figures = rows.map((row) => [
    row.page,
    ...servers.flatMap((server) => {
      const result = row[server.key];
      return result ? [result.requestsPerSecond.toFixed(0), whole(result.ttfbP95Ms)] : ['-', '-'];
    }),
    String(servers.reduce((sum, server) => sum + (row[server.key] ? row[server.key].non2xx + row[server.key].errors + row[server.key].timeouts : 0), 0)),
  ]);
  return table(headers, figures);
}

/** The scripts that weigh most before LCP, over every page measured, with what they are made of. */
export function heaviestScripts(cells, build, limit = 8) {
  const byFile = new Map();
  for (const cell of cells) {
    for (const run of cell[build].runs) {
      for (const script of run.scriptsBeforeLcp) {
        const { host, pathname } = new URL(script.url);
        const key = `${host}${pathname}`;
        const entry = byFile.get(key) ?? { script: key, gzipBytes: script.gzipBytes, parts: script.parts, pages: new Set() };
        entry.pages.add(cell.page);
        byFile.set(key, entry);
      }
    }
  }
  return [...byFile.values()]
    .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, limit)
    .map((entry) => ({
      script: entry.script,
      gzipKB: Number((entry.gzipBytes / KB).toFixed(1)),
      pages: entry.pages.size,
      madeOf: entry.parts.map((part) => `${part.name} ${Math.round(part.share * 100)}%`).join(', '),
    }));
}
