#!/usr/bin/env node
// `npm run perf:listings`: Lighthouse (mobile) on the destination listings over the 1× seed and a valley N times over
// (SEED_SCALE, decision 032), so the cost of a bigger valley shows as TBT, DOM size and the longest task. Decision 043.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../scripts/lib/apps.mjs';
import { buildApps, ensureDependencies } from '../scripts/lib/ensure-deps.mjs';
import { bold, done, step } from '../scripts/lib/run.mjs';
import { API_URL, COMPOSED_URL, checkPages, startFleet } from './lib/fleet.mjs';
import { median, runLighthouse } from './lib/lighthouse.mjs';
import { runMeasurement, stopAll } from './lib/processes.mjs';
import { table } from './lib/summary.mjs';

const OUT = path.join(import.meta.dirname, '.out');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.PERF_RUNS ?? '3' },
    pages: { type: 'string', default: '/destinations,/experiences' },
    scales: { type: 'string', default: '1,10' },
    'form-factor': { type: 'string', default: 'mobile' },
    'skip-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.info(`usage: npm run perf:listings -- [options]
  --runs N            Lighthouse runs per page and scale; the median is reported (default 3, or PERF_RUNS)
  --pages a,b         paths to measure (default /destinations,/experiences)
  --scales a,b        SEED_SCALE values, the first is the yardstick (default 1,10)
  --form-factor F     mobile (default) or desktop
  --skip-build        measure the builds already on disk`);
  process.exit(0);
}

const runs = Number(options.runs);
const pages = options.pages.split(',').map((value) => value.trim());
const scales = options.scales.split(',').map(Number);
const formFactor = options['form-factor'];
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a whole number ≥ 1');
if (!scales.every((scale) => Number.isInteger(scale) && scale >= 1 && scale <= 20)) fail('--scales takes whole numbers from 1 to 20');
if (formFactor !== 'mobile' && formFactor !== 'desktop') fail('--form-factor is mobile or desktop');

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(2);
}

/** The figures a bigger valley moves: blocking time, DOM size, the longest main-thread task. */
function listingFigures(lhr) {
  const { audits } = lhr;
  const tasks = audits['long-tasks']?.details?.items ?? [];
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    domNodes: audits['dom-size']?.numericValue ?? null,
    longestTaskMs: tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
  };
}

const ratio = (value, yardstick) => (value && yardstick ? `${(value / yardstick).toFixed(2)}×` : '–');

const KEYS = ['score', 'tbtMs', 'domNodes', 'longestTaskMs', 'lcpMs'];
const medianOf = (list) => Object.fromEntries(KEYS.map((key) => [key, median(list.map((run) => run[key]))]));

await runMeasurement(async ({ takeLock, stopAndUnlock }) => {
  const results = [];
  await ensureDependencies();
  mkdirSync(path.join(OUT, 'lhr-listings'), { recursive: true });
  await takeLock();
  if (!options['skip-build']) await buildApps();

  for (const scale of scales) {
    const at = step(`SEED_SCALE=${scale}: the API (fresh seed) and the composed site`);
    const dataDir = path.join(OUT, 'pglite-listings');
    await startFleet({ singleDist: null, dataDir, apiEnv: { SEED_SCALE: String(scale) } });
    await checkPages(pages, [COMPOSED_URL]);
    const destinations = await (
      await fetch(`${API_URL}/destinations/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json();
    done(at, `${destinations.length} destinations`);
    for (const page of pages) {
      const list = [];
      for (let round = 1; round <= runs; round += 1) {
        const name = `${formFactor}-${page.replace(/\W+/g, '_')}-x${scale}-${round}`;
        const lhr = await runLighthouse({ url: `${COMPOSED_URL}${page}`, formFactor, outFile: path.join(OUT, 'lhr-listings', `${name}.json`) });
        const figures = listingFigures(lhr);
        list.push(figures);
        console.info(
          `  ×${scale} ${page.padEnd(16)} run ${round}: score ${figures.score}  TBT ${Math.round(figures.tbtMs)} ms  DOM ${figures.domNodes}  longest task ${Math.round(figures.longestTaskMs)} ms`,
        );
      }
      results.push({ page, scale, destinations: destinations.length, runs: list, median: medianOf(list) });
    }
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await stopAndUnlock();

  const base = (page) => results.find((result) => result.page === page && result.scale === scales[0])?.median;
  console.info(
    `\n${bold('Listings over a bigger valley')} — Lighthouse ${formFactor}, median of ${runs}; ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.info(
    table(
      ['page', 'seed', 'places', 'score', 'TBT ms', 'DOM nodes', 'longest task ms', `TBT ÷ ×${scales[0]}`, `DOM ÷ ×${scales[0]}`],
      results.map(({ page, scale, destinations, median: m }) => [
        page,
        `×${scale}`,
        destinations,
        m.score,
        Math.round(m.tbtMs),
        m.domNodes,
        Math.round(m.longestTaskMs),
        ratio(m.tbtMs, base(page)?.tbtMs),
        ratio(m.domNodes, base(page)?.domNodes),
      ]),
    ),
  );
  writeFileSync(path.join(OUT, 'listing-scale.json'), `${JSON.stringify({ at: new Date().toISOString(), formFactor, runs, results }, null, 2)}\n`);
  console.info(`\nJSON: ${path.relative(ROOT, path.join(OUT, 'listing-scale.json'))}; each Lighthouse result: perf/.out/lhr-listings/.`);
});
