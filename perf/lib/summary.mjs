// The report's figures per page and form factor, the targets, and the printed tables.
import { median } from './lighthouse.mjs';

export const KB = 1024;

/** Issue 10's targets, checked on the composed site (the single bundle is the yardstick). */
export const TARGETS = {
  mobileScore: 90,
  desktopScore: 98,
  cls: 0.02,
  lcpRatio: 1.1,
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

/** LCP of the composed site over the single bundle's, per cell (Lighthouse's LCP: simulated on mobile). */
export function lcpRatio(cell) {
  const composed = cell.composed.median.lcpMs;
  const single = cell.single.median.lcpMs;
  return composed && single ? Number((composed / single).toFixed(3)) : null;
}

const label = (cell) => `${cell.page} ${cell.formFactor}`;
const c = (cell) => cell.composed.median;

/**
 * Each target: met or not, and the cells that miss it. "JS before first paint" is checked against the JS loaded before the LCP,
 * stricter than before the first contentful paint (report.json has both).
 */
export function checkTargets(cells) {
  const check = (id, title, applies, passes, describe) => {
    const measured = cells.filter(applies);
    const failing = measured.filter((cell) => !passes(cell));
    // null: nothing measured that the target applies to (e.g. --form-factors desktop).
    return { id, title, met: measured.length === 0 ? null : failing.length === 0, failing: failing.map((cell) => `${label(cell)}: ${describe(cell)}`) };
  };
  return [
    check(
      'mobile-score',
      `mobile performance ≥ ${TARGETS.mobileScore} on every page`,
      (cell) => cell.formFactor === 'mobile',
      (cell) => c(cell).score >= TARGETS.mobileScore,
      (cell) => `${c(cell).score}`,
    ),
    check(
      'desktop-score',
      `desktop performance ≥ ${TARGETS.desktopScore} on every page`,
      (cell) => cell.formFactor === 'desktop',
      (cell) => c(cell).score >= TARGETS.desktopScore,
      (cell) => `${c(cell).score}`,
    ),
    check(
      'cls',
      `CLS ≤ ${TARGETS.cls}`,
      () => true,
      (cell) => c(cell).cls <= TARGETS.cls,
      (cell) => c(cell).cls.toFixed(3),
    ),
    check(
      'lcp-ratio',
      `composed/single LCP ratio ≤ ${TARGETS.lcpRatio.toFixed(2)}`,
      () => true,
      (cell) => cell.lcpRatio !== null && cell.lcpRatio <= TARGETS.lcpRatio,
      (cell) => `${cell.lcpRatio}`,
    ),
    check(
      'js-budget',
      `JS before first paint (LCP) ≤ ${TARGETS.jsBytes / KB} KB gzip, React loaded once`,
      () => true,
      (cell) => c(cell).jsBeforeLcpBytes <= TARGETS.jsBytes && c(cell).reactDomCopies === 1,
      (cell) => `${kb(c(cell).jsBeforeLcpBytes)} KB, React DOM ×${c(cell).reactDomCopies}`,
    ),
  ];
}

const kb = (bytes) => (bytes === null ? '-' : (bytes / KB).toFixed(0));
const seconds = (ms) => (ms === null ? '-' : (ms / 1000).toFixed(2));
const whole = (value) => (value === null ? '-' : Math.round(value).toString());
const pair = (cell, key, format) => `${format(cell.composed.median[key])} / ${format(cell.single.median[key])}`;

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

/** The main table: one row per page and form factor, "composed / single" in each cell. */
export function figuresTable(cells) {
  const headers = ['Page', 'Form', 'Score C/S', 'LCP s C/S', 'LCP C/S', 'TBT ms C/S', 'CLS C/S', 'JS<FCP KB C/S', 'JS<LCP KB C/S', 'React C/S'];
  const rows = cells.map((cell) => [
    cell.page,
    cell.formFactor,
    pair(cell, 'score', whole),
    pair(cell, 'lcpMs', seconds),
    cell.lcpRatio === null ? '-' : cell.lcpRatio.toFixed(2),
    pair(cell, 'tbtMs', whole),
    pair(cell, 'cls', (value) => (value === null ? '-' : value.toFixed(3))),
    pair(cell, 'jsBeforeFcpBytes', kb),
    pair(cell, 'jsBeforeLcpBytes', kb),
    `×${cell.composed.median.reactDomCopies} / ×${cell.single.median.reactDomCopies}`,
  ]);
  return table(headers, rows);
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
