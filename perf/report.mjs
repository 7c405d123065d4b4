#!/usr/bin/env node
// `npm run perf`: Lighthouse on the composed site and a single-bundle build of the same code, interleaved, then the API benchmark;
// one report, written to perf/.out/report.json. See perf/README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../scripts/lib/apps.mjs';
import { buildApps, ensureDependencies } from '../scripts/lib/ensure-deps.mjs';
import { bold, done, green, red, step } from '../scripts/lib/run.mjs';
import { COMPOSED_URL, PORTS, SINGLE_URL, checkPages, distFileFor, startFleet } from './lib/fleet.mjs';
import { CHROME_PATH, figures, lighthouseInstalled, median, runLighthouse } from './lib/lighthouse.mjs';
import { acquireLock, killAllNow, runGroup, stopAll } from './lib/processes.mjs';
import { TARGETS, checkTargets, figuresTable, heaviestScripts, lcpRatio, medianOf, table } from './lib/summary.mjs';

const HERE = import.meta.dirname;
const OUT = path.join(HERE, '.out');
const LOCK_FILE = process.env.VALLEY_E2E_LOCK ?? '/tmp/valley-e2e.lock';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.PERF_RUNS ?? '1' },
    pages: { type: 'string' },
    slug: { type: 'string', default: 'the-nittany-lion-inn' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    single: { type: 'string', default: process.env.SINGLE_SPLIT ?? 'static' },
    'skip-build': { type: 'boolean', default: false },
    'skip-bench': { type: 'boolean', default: false },
    'bench-seconds': { type: 'string', default: '3' },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.info(`usage: npm run perf -- [options]
  --runs N             Lighthouse runs per page, form factor and build; the median is reported (default 1, or PERF_RUNS)
  --pages a,b          paths to measure (default /,/destinations,/events,/d/<slug>,/dispatch)
  --slug S             the destination of /d/<slug> (default the-nittany-lion-inn)
  --form-factors L     mobile,desktop (default both)
  --single MODE        static: the remotes' routes in the main bundle (default); lazy: one import() chunk per remote
  --skip-build         measure the builds already on disk (the apps' dist/ and perf/.out/single)
  --skip-bench         leave out the API benchmark
  --bench-seconds N    autocannon seconds per API route (default 3)
  --strict             exit 1 when a target is not met`);
  process.exit(0);
}

const runs = Number(options.runs);
const formFactors = options['form-factors'].split(',').map((value) => value.trim());
const pages = options.pages ? options.pages.split(',').map((value) => value.trim()) : ['/', '/destinations', '/events', `/d/${options.slug}`, '/dispatch'];
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a whole number ≥ 1');
if (!formFactors.every((value) => value === 'mobile' || value === 'desktop')) fail('--form-factors takes mobile and/or desktop');
if (options.single !== 'static' && options.single !== 'lazy') fail('--single is static or lazy');
const singleDist = path.join(OUT, 'single');
const SINGLE_BUILD_INFO = path.join(OUT, 'single-build.json');

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(2);
}

// Whatever happens, nothing this report started outlives it.
let stopping = false;
async function interrupted(signal) {
  if (stopping) return;
  stopping = true;
  console.error(`\n${signal}: stopping everything the report started`);
  await stopAll();
  process.exit(130);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void interrupted(signal));
process.on('exit', killAllNow);

const started = Date.now();
let lock = null;
let exitCode = 0;
try {
  await ensureDependencies();
  if (!lighthouseInstalled()) throw new Error('Lighthouse is missing from perf/node_modules: run pnpm install');
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  mkdirSync(OUT, { recursive: true });
  rmSync(path.join(OUT, 'lhr'), { recursive: true, force: true });
  mkdirSync(path.join(OUT, 'lhr'), { recursive: true });

  // The composed dist/ folders are what the e2e fleet serves: build and measure them under its lock.
  let at = step(`Waiting for the e2e lock (${LOCK_FILE})`);
  lock = await acquireLock(LOCK_FILE, { onWait: () => console.info('  held by another build or Playwright run; waiting…') });
  done(at, lock ? 'lock held' : 'flock(1) not installed: running without the lock');

  if (!options['skip-build']) {
    await buildApps();
    at = step(`Building the single bundle (--single=${options.single}) into perf/.out/single`);
    const { code } = await runGroup(
      'single',
      'pnpm',
      ['--filter', '@valley/shell', 'exec', 'rspack', 'build', '--config', path.join(HERE, 'single-bundle', 'rspack.config.mjs')],
      {
        cwd: ROOT,
        env: { NODE_ENV: 'production', SINGLE_SPLIT: options.single, SINGLE_OUT_DIR: singleDist },
      },
    );
    if (code !== 0) throw new Error('the single-bundle build failed');
    writeFileSync(SINGLE_BUILD_INFO, `${JSON.stringify({ split: options.single, at: new Date().toISOString() })}\n`);
    done(at);
  } else {
    const built = existsSync(SINGLE_BUILD_INFO) ? JSON.parse(readFileSync(SINGLE_BUILD_INFO, 'utf8')) : null;
    if (!built || !existsSync(path.join(singleDist, 'index.html')))
      throw new Error('--skip-build, but perf/.out/single has no build: run without --skip-build once');
    if (built.split !== options.single) throw new Error(`--skip-build: perf/.out/single was built with --single=${built.split}, not ${options.single}`);
  }

  at = step(`Starting the API (fresh seed) on :${PORTS.api}, the composed site on :${PORTS.shell}–${PORTS.mf_account}, the single bundle on :${PORTS.single}`);
  await startFleet({ singleDist, dataDir: path.join(OUT, 'pglite') });
  await checkPages(pages);
  done(at);

  const cells = pages.flatMap((page) => formFactors.map((formFactor) => ({ page, formFactor, composed: { runs: [] }, single: { runs: [] } })));
  const total = cells.length * 2 * runs;
  at = step(
    `Lighthouse ${lighthouseVersion()}: ${pages.length} pages × ${formFactors.join(' + ')} × composed and single, ${runs} run${runs > 1 ? 's' : ''} each (${total} runs)`,
  );
  const fileFor = (url) => distFileFor(url, singleDist);
  let count = 0;
  for (let round = 1; round <= runs; round += 1) {
    for (const cell of cells) {
      // Interleaved, so machine noise hits both builds alike; the order flips each round so
      // neither build always goes first.
      const order = round % 2 === 1 ? ['composed', 'single'] : ['single', 'composed'];
      for (const build of order) {
        count += 1;
        const url = `${build === 'composed' ? COMPOSED_URL : SINGLE_URL}${cell.page}`;
        const name = `${build}-${cell.formFactor}-${cell.page.replace(/^\//, '').replace(/\W+/g, '_') || 'home'}-${round}`;
        const lhr = await runLighthouse({ url, formFactor: cell.formFactor, outFile: path.join(OUT, 'lhr', `${name}.json`) });
        const result = figures(lhr, fileFor);
        cell[build].runs.push(result);
        console.info(
          `  ${String(count).padStart(3)}/${total}  ${build.padEnd(8)} ${cell.formFactor.padEnd(7)} ${cell.page.padEnd(28)} score ${String(result.score).padStart(3)}  LCP ${(result.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(result.tbtMs)} ms  CLS ${result.cls.toFixed(3)}`,
        );
      }
    }
  }
  done(at);

  await stopAll();
  await lock?.release();
  lock = null;

  for (const cell of cells) {
    cell.composed.median = medianOf(cell.composed.runs);
    cell.single.median = medianOf(cell.single.runs);
    cell.lcpRatio = lcpRatio(cell);
    cell.sameLcpElement = sameElement(cell.composed.runs[0]?.lcpElement, cell.single.runs[0]?.lcpElement);
  }

  let api = null;
  if (!options['skip-bench']) {
    at = step(`API benchmark (pnpm --filter @valley/api bench, ${options['bench-seconds']} s per route)`);
    api = await apiBenchmark(Number(options['bench-seconds']));
    done(at, api.ok ? 'benchmark done' : 'benchmark FAILED');
  }

  const targets = checkTargets(cells);
  const report = {
    at: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    environment: {
      node: process.version,
      lighthouse: lighthouseVersion(),
      chromium: chromiumVersion(),
      cpus: os.cpus().length,
      loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
      benchmarkIndex: median(cells.flatMap((cell) => [...cell.composed.runs, ...cell.single.runs].map((result) => result.benchmarkIndex))),
    },
    runsPerCell: runs,
    singleBundle: options.single,
    urls: { composed: COMPOSED_URL, single: SINGLE_URL },
    targets: { thresholds: TARGETS, results: targets },
    pages: cells.map((cell) => ({
      page: cell.page,
      formFactor: cell.formFactor,
      lcpRatio: cell.lcpRatio,
      sameLcpElement: cell.sameLcpElement,
      composed: cell.composed,
      single: cell.single,
    })),
    heaviestScriptsBeforeLcp: { composed: heaviestScripts(cells, 'composed'), single: heaviestScripts(cells, 'single') },
    api,
  };
  writeFileSync(path.join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  printReport(report, cells);
  if (options.strict && targets.some((target) => target.met === false)) exitCode = 1;
  if (api && !api.ok) exitCode = 1;
} catch (error) {
  console.error(`\n${red('✗')} ${error.message}`);
  exitCode = 1;
} finally {
  await stopAll();
  await lock?.release();
}
process.exit(exitCode);

/** Whether both builds painted the same LCP element (CSS Module class names differ); null when Lighthouse could not name one. */
function sameElement(a, b) {
  if (!a || !b) return null;
  return withoutClasses(a) === withoutClasses(b);
}

function withoutClasses(snippet) {
  return snippet?.replace(/\sclass="[^"]*"/g, '') ?? null;
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(HERE, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

function chromiumVersion() {
  try {
    // Debian's wrapper complains on stderr at start; the version is on stdout.
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Runs the API's own benchmark (its own in-memory PGlite and port) and reads what it wrote. */
async function apiBenchmark(seconds) {
  const resultsFile = path.join(ROOT, 'api', 'bench', 'results.json');
  const before = Date.now();
  const { code, tail } = await runGroup('bench', 'pnpm', ['--filter', '@valley/api', 'bench'], {
    cwd: ROOT,
    env: { BENCH_SECONDS: String(seconds), BENCH_WARMUP_SECONDS: '1' },
    echo: true,
  });
  const fresh = existsSync(resultsFile) && statSync(resultsFile).mtimeMs >= before;
  const results = fresh ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
  return { ok: code === 0 && Boolean(results), exitCode: code, results, ...(code === 0 ? {} : { error: tail.slice(-10) }) };
}

// Declarations, not consts: the report runs at the top of this module, before later consts exist.
function mark(met) {
  return met === null ? 'not measured' : met ? green('met') : red('NOT MET');
}

function rowsOf(list) {
  return list.map((row) => Object.values(row));
}

function printReport(report, cells) {
  console.info(
    `\n${bold('Performance report')} — composed site vs single bundle (--single=${report.singleBundle}), ${report.runsPerCell} Lighthouse run${report.runsPerCell > 1 ? 's' : ''} per cell${report.runsPerCell > 1 ? ' (median)' : ''}`,
  );
  console.info(
    `Lighthouse ${report.environment.lighthouse}, ${report.environment.chromium ?? 'Chromium'}, ${report.environment.cpus} CPUs, benchmarkIndex ${report.environment.benchmarkIndex}, load ${report.environment.loadAverageAtEnd.join(' ')}`,
  );
  console.info(
    'C = composed (Module Federation), S = single bundle. LCP/TBT: Lighthouse (simulated throttling). JS = gzip KB of scripts downloaded before the observed FCP / LCP. React = react-dom builds loaded.\n',
  );
  console.info(figuresTable(cells));
  const differing = cells.filter((cell) => cell.sameLcpElement === false);
  if (differing.length > 0) {
    console.info(
      `\n${red('!')} The builds painted different LCP elements on: ${differing.map((cell) => `${cell.page} ${cell.formFactor}`).join(', ')} — check perf/.out/lhr/ before trusting their ratios.`,
    );
  }
  console.info(`\n${bold('Targets')} (on the composed site)`);
  for (const target of report.targets.results) {
    console.info(`  ${mark(target.met)}  ${target.title}${target.met === false ? `  — ${target.failing.join('; ')}` : ''}`);
  }
  for (const build of ['composed', 'single']) {
    const rows = report.heaviestScriptsBeforeLcp[build];
    if (rows.length === 0) continue;
    console.info(`\n${bold(`Heaviest scripts before LCP (${build})`)}`);
    console.info(
      table(
        ['script', 'pages', 'gzip KB', 'made of'],
        rows.map((row) => [row.script, row.pages, row.gzipKB.toFixed(1), row.madeOf]),
      ),
    );
  }
  if (report.api) {
    console.info(
      `\n${bold('API')} (pnpm --filter @valley/api bench${report.api.results ? `, ${report.api.results.database}, ${report.api.results.seconds} s × ${report.api.results.connections} connections per route` : ''})`,
    );
    if (!report.api.results) {
      console.info(`  ${red('the benchmark failed')}: ${(report.api.error ?? []).join('\n  ')}`);
    } else {
      const { routes, searchLatency } = report.api.results;
      if (searchLatency?.length) console.info(table(Object.keys(searchLatency[0]), rowsOf(searchLatency)));
      if (routes?.length) console.info(`\n${table(Object.keys(routes[0]), rowsOf(routes))}`);
      if (!report.api.ok) console.info(`  ${red('the benchmark reported failures (exit ' + report.api.exitCode + ')')}`);
    }
  }
  console.info(`\nJSON: ${path.relative(ROOT, path.join(OUT, 'report.json'))}; each Lighthouse result: perf/.out/lhr/. ${report.durationSeconds} s in all.`);
}
