#!/usr/bin/env node
// `npm run perf`: Lighthouse on the server-rendered composed site, the client-rendered one and a single-bundle build of the same code,
// interleaved; the shell server's throughput; then the API benchmark. One report, written to perf/.out/report.json. See perf/README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../scripts/lib/apps.mjs';
import { buildApps, ensureDependencies } from '../scripts/lib/ensure-deps.mjs';
import { bold, done, green, red, step } from '../scripts/lib/run.mjs';
import { CACHED_URL, COMPOSED_URL, CSR_URL, PORTS, SINGLE_URL, checkPages, distFileFor, firstEventSlug, serverRenderOf, startFleet } from './lib/fleet.mjs';
import { CHROME_PATH, figures, lighthouseInstalled, median, runLighthouse } from './lib/lighthouse.mjs';
import { launchBrowser, loadOnPhone } from './lib/phone.mjs';
import { runGroup, runMeasurement } from './lib/processes.mjs';
import { fieldTable, readFieldVitals } from './lib/field-vitals.mjs';
import { BUILDS, TARGETS, checkTargets, figuresTable, heaviestScripts, medianOf, phoneTable, table, targetsTable, throughputTable } from './lib/summary.mjs';
import { SHELL_SERVERS, measureThroughput } from './lib/throughput.mjs';

const HERE = import.meta.dirname;
const OUT = path.join(HERE, '.out');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.PERF_RUNS ?? '1' },
    pages: { type: 'string' },
    slug: { type: 'string', default: 'the-nittany-lion-inn' },
    'event-slug': { type: 'string' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    single: { type: 'string', default: process.env.SINGLE_SPLIT ?? 'static' },
    'skip-build': { type: 'boolean', default: false },
    'skip-bench': { type: 'boolean', default: false },
    'bench-seconds': { type: 'string', default: '3' },
    'skip-throughput': { type: 'boolean', default: false },
    'throughput-seconds': { type: 'string', default: '5' },
    strict: { type: 'boolean', default: false },
    field: { type: 'string', default: process.env.FIELD_API_URL },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.info(`usage: npm run perf -- [options]
  --runs N             Lighthouse runs per page, form factor and build; the median is reported (default 1, or PERF_RUNS)
  --pages a,b          paths to measure (default /,/destinations,/events,/d/<slug>,/dispatch,/events/<event-slug>)
  --slug S             the destination of /d/<slug> (default the-nittany-lion-inn)
  --event-slug S       the event of /events/<slug> (default: the first upcoming event the fresh API lists)
  --form-factors L     mobile,desktop (default both)
  --single MODE        static: the remotes' routes in the main bundle (default); lazy: one import() chunk per remote
  --skip-build         measure the builds already on disk (the apps' dist/ and perf/.out/single)
  --skip-bench         leave out the API benchmark
  --bench-seconds N    autocannon seconds per API route (default 3)
  --skip-throughput    leave out the shell servers' throughput
  --throughput-seconds N  autocannon seconds per page and shell server, 20 connections (default 5)
  --strict             exit 1 when a target is not met
  --field URL          also print the field vitals of real visits (p75, last 30 days) from that API, read with a Board
                       member's token in FIELD_BOARD_TOKEN (or FIELD_API_URL for the URL; decision 079)`);
  process.exit(0);
}

const runs = Number(options.runs);
const formFactors = options['form-factors'].split(',').map((value) => value.trim());
const throughputSeconds = Number(options['throughput-seconds']);
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a whole number ≥ 1');
if (!(throughputSeconds > 0)) fail('--throughput-seconds must be a number of seconds');
if (!formFactors.every((value) => value === 'mobile' || value === 'desktop')) fail('--form-factors takes mobile and/or desktop');
if (options.single !== 'static' && options.single !== 'lazy') fail('--single is static or lazy');
const singleDist = path.join(OUT, 'single');
const SINGLE_BUILD_INFO = path.join(OUT, 'single-build.json');

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(2);
}

// Whatever happens, nothing this report started outlives it.
await runMeasurement(async ({ takeLock, stopAndUnlock }) => {
  const started = Date.now();
  await ensureDependencies();
  if (!lighthouseInstalled()) throw new Error('Lighthouse is missing from perf/node_modules: run pnpm install');
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  mkdirSync(OUT, { recursive: true });
  rmSync(path.join(OUT, 'lhr'), { recursive: true, force: true });
  mkdirSync(path.join(OUT, 'lhr'), { recursive: true });

  // The composed dist/ folders are what the e2e fleet serves: build and measure them under its lock.
  await takeLock();
  // The machine's load once the lock is ours: what the other engineers' work adds to this run.
  const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  let at;

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

  at = step(
    `Starting the API (fresh seed) on :${PORTS.api}, the composed site on :${PORTS.shell}–${PORTS.mf_account} (server-rendered), its shell client-rendered on :${PORTS.csr} and with the page cache on :${PORTS.cached}, the single bundle on :${PORTS.single}`,
  );
  await startFleet({ singleDist, dataDir: path.join(OUT, 'pglite'), extraShells: true });
  const pages = options.pages
    ? options.pages.split(',').map((value) => value.trim())
    : ['/', '/destinations', '/events', `/d/${options.slug}`, '/dispatch', `/events/${options['event-slug'] ?? (await firstEventSlug())}`];
  await checkPages(pages, [COMPOSED_URL, CSR_URL, SINGLE_URL, CACHED_URL]);
  // A page whose server render fails is served as built (client-rendered): the report says which, since its SSR figures measure that.
  const serverRender = await serverRenderOf(pages);
  const notRendered = pages.filter((page) => !serverRender[page].rendered);
  done(at, notRendered.length > 0 ? `NOT server-rendered (served as built): ${notRendered.join(', ')}` : 'every page server-rendered');

  const urlOf = { ssr: COMPOSED_URL, csr: CSR_URL, single: SINGLE_URL };
  const cells = pages.flatMap((page) =>
    formFactors.map((formFactor) => ({ page, formFactor, ...Object.fromEntries(BUILDS.map((build) => [build.key, { runs: [], failed: [] }])) })),
  );
  const total = cells.length * BUILDS.length * runs;
  at = step(
    `Lighthouse ${lighthouseVersion()}: ${pages.length} pages × ${formFactors.join(' + ')} × ${BUILDS.map((build) => build.short).join(', ')}, ${runs} run${runs > 1 ? 's' : ''} each (${total} runs)`,
  );
  const fileFor = (url) => distFileFor(url, singleDist);
  let count = 0;
  for (let round = 1; round <= runs; round += 1) {
    for (const cell of cells) {
      // Interleaved, so machine noise hits every build alike; the order flips each round so no build always goes first.
      const keys = BUILDS.map((build) => build.key);
      const order = round % 2 === 1 ? keys : keys.toReversed();
      for (const build of order) {
        count += 1;
        const url = `${urlOf[build]}${cell.page}`;
        const name = `${build}-${cell.formFactor}-${cell.page.replace(/^\//, '').replace(/\W+/g, '_') || 'home'}-${round}`;
        let lhr;
        try {
          lhr = await runLighthouse({ url, formFactor: cell.formFactor, outFile: path.join(OUT, 'lhr', `${name}.json`) });
        } catch (error) {
          // A run lost after every try leaves its cell with one run fewer (said in the report), not a report lost an hour in.
          const message = String(error instanceof Error ? error.message : error).split('\n')[0];
          cell[build].failed.push(message);
          console.warn(`  ${String(count).padStart(3)}/${total}  ${build.padEnd(6)} ${cell.formFactor.padEnd(7)} ${cell.page.padEnd(28)} FAILED: ${message}`);
          continue;
        }
        const result = figures(lhr, fileFor);
        cell[build].runs.push(result);
        console.info(
          `  ${String(count).padStart(3)}/${total}  ${build.padEnd(6)} ${cell.formFactor.padEnd(7)} ${cell.page.padEnd(28)} score ${String(result.score).padStart(3)}  LCP ${(result.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(result.tbtMs)} ms  CLS ${result.cls.toFixed(3)}`,
        );
      }
    }
  }
  done(at);

  // The server-rendered pages on a phone in real Chromium, throttled as Lighthouse simulates it: the browser's own LCP and time to live,
  // which the LCP target is judged by (decision 106). Lighthouse's simulation stays beside it.
  const phoneCells = cells.filter((cell) => cell.formFactor === 'mobile');
  if (phoneCells.length > 0) {
    at = step(`A phone in Chromium (4× CPU, slow 4G applied): ${phoneCells.length} pages, ${runs} load${runs > 1 ? 's' : ''} each`);
    const browser = await launchBrowser();
    try {
      for (const cell of phoneCells) {
        cell.phone = { runs: [] };
        for (let round = 1; round <= runs; round += 1) cell.phone.runs.push(await loadOnPhone(browser, `${COMPOSED_URL}${cell.page}`, { cpu: 4 }));
        const figuresOf = (key) => cell.phone.runs.flatMap((run) => (run[key] === null ? [] : [run[key]]));
        cell.phone.lcpMs = figuresOf('lcpMs');
        cell.phone.liveMs = figuresOf('liveMs');
        console.info(`  ${cell.page.padEnd(28)} LCP ${cell.phone.lcpMs.join(', ')} ms  live ${cell.phone.liveMs.join(', ')} ms`);
      }
    } finally {
      await browser.close();
    }
    done(at);
  }

  // The shell servers under load, after the browsers and still under the lock: the same pages, one server after another per page.
  let throughput = null;
  if (!options['skip-throughput']) {
    const servers = SHELL_SERVERS.map((server) => ({ ...server, base: { ssr: COMPOSED_URL, cached: CACHED_URL, csr: CSR_URL }[server.key] }));
    at = step(`Shell throughput (autocannon, 20 connections, ${throughputSeconds} s per page and server after 1 s of warm-up)`);
    throughput = { connections: 20, seconds: throughputSeconds, servers: SHELL_SERVERS, pages: [] };
    for (const page of pages) {
      const row = { page };
      for (const server of servers) {
        row[server.key] = await measureThroughput({ url: `${server.base}${page}`, seconds: throughputSeconds, connections: 20 });
        console.info(
          `  ${server.short.padEnd(10)} ${page.padEnd(34)} ${row[server.key].requestsPerSecond.toFixed(0).padStart(5)} req/s  p95 TTFB ${Math.round(row[server.key].ttfbP95Ms ?? 0)} ms`,
        );
      }
      throughput.pages.push(row);
    }
    done(at);
  }

  await stopAndUnlock();

  const empty = cells.flatMap((cell) =>
    BUILDS.filter((build) => cell[build.key].runs.length === 0).map((build) => `${build.key} ${cell.formFactor} ${cell.page}`),
  );
  if (empty.length > 0) throw new Error(`Lighthouse lost every run of: ${empty.join(', ')} (perf/.out/lhr/ keeps the rest)`);
  for (const cell of cells) {
    for (const build of BUILDS) cell[build.key].median = medianOf(cell[build.key].runs);
    cell.sameLcpElement = sameElement(cell.ssr.runs[0]?.lcpElement, cell.single.runs[0]?.lcpElement);
  }

  let api = null;
  if (!options['skip-bench']) {
    at = step(`API benchmark (pnpm --filter @valley/api bench, ${options['bench-seconds']} s per route)`);
    api = await apiBenchmark(Number(options['bench-seconds']));
    done(at, api.ok ? 'benchmark done' : 'benchmark FAILED');
  }

  const field = options.field ? await readFieldVitals(options.field, process.env.FIELD_BOARD_TOKEN ?? '') : null;
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
      loadAverageAtStart: loadAtStart,
      benchmarkIndex: median(cells.flatMap((cell) => BUILDS.flatMap((build) => cell[build.key].runs.map((result) => result.benchmarkIndex)))),
    },
    runsPerCell: runs,
    singleBundle: options.single,
    urls: { ...urlOf, cached: CACHED_URL },
    targets: { thresholds: TARGETS, results: targets },
    pages: cells.map((cell) => ({
      page: cell.page,
      formFactor: cell.formFactor,
      sameLcpElement: cell.sameLcpElement,
      phone: cell.phone,
      ...Object.fromEntries(BUILDS.map((build) => [build.key, cell[build.key]])),
    })),
    heaviestScriptsBeforeLcp: Object.fromEntries(BUILDS.map((build) => [build.key, heaviestScripts(cells, build.key)])),
    serverRender,
    throughput,
    api,
    field,
  };
  writeFileSync(path.join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  printReport(report, cells);
  return (options.strict && targets.some((target) => target.met === false)) || (api && !api.ok) ? 1 : 0;
});

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

function describeRemotes(remotes) {
  const areas = Object.entries(remotes);
  return areas.length === 0 ? '' : ` (${areas.map(([name, state]) => `${name} ${state}`).join(', ')})`;
}

function rowsOf(list) {
  return list.map((row) => Object.values(row));
}

function printReport(report, cells) {
  console.info(
    `\n${bold('Performance report')} — server-rendered composed site, client-rendered composed site, single bundle (--single=${report.singleBundle}), ${report.runsPerCell} Lighthouse run${report.runsPerCell > 1 ? 's' : ''} per cell${report.runsPerCell > 1 ? ' (median)' : ''}`,
  );
  console.info(
    `Lighthouse ${report.environment.lighthouse}, ${report.environment.chromium ?? 'Chromium'}, ${report.environment.cpus} CPUs, benchmarkIndex ${report.environment.benchmarkIndex}, load ${report.environment.loadAverageAtStart.join(' ')} when the lock was taken, ${report.environment.loadAverageAtEnd.join(' ')} at end`,
  );
  console.info(
    'Each cell: SSR / CSR / single. SSR = composed, server-rendered; CSR = composed, client-rendered (SERVER_RENDER=0); single = one client-rendered bundle. FCP/LCP/TBT: Lighthouse (simulated throttling). JS = gzip KB of scripts downloaded before the observed FCP / LCP. React = react-dom builds loaded.\n',
  );
  console.info(figuresTable(cells));
  if (cells.some((cell) => cell.phone)) {
    console.info(
      `\n${bold('A phone in Chromium')} (server-rendered site, 4× CPU and slow 4G applied, not simulated): the browser's own LCP entry and the moment the page is live (hydrated), ms, median (range)`,
    );
    console.info(phoneTable(cells));
  }
  const lost = cells.flatMap((cell) => BUILDS.flatMap((build) => cell[build.key].failed.map((why) => `${build.key} ${cell.formFactor} ${cell.page} (${why})`)));
  if (lost.length > 0) console.info(`\n${red('!')} Runs lost after every try, so those cells have a median of fewer runs: ${lost.join('; ')}`);
  console.info(
    `\nServer render (SSR column, checked before measuring): ${Object.entries(report.serverRender)
      .map(([page, state]) => `${page} ${state.rendered ? `rendered${describeRemotes(state.remotes)}` : red('NOT rendered (render failed, served as built)')}`)
      .join('; ')}`,
  );
  const differing = cells.filter((cell) => cell.sameLcpElement === false);
  if (differing.length > 0) {
    console.info(
      `\n${red('!')} SSR and the single bundle painted different LCP elements on: ${differing.map((cell) => `${cell.page} ${cell.formFactor}`).join(', ')} — check perf/.out/lhr/ before comparing them.`,
    );
  }
  console.info(`\n${bold('Targets')} (issue 22, on the server-rendered site${report.runsPerCell > 1 ? ', medians' : ''})`);
  for (const target of report.targets.results) {
    console.info(`  ${mark(target.met)}  ${target.title}${target.met === false ? `  — ${target.failing.join('; ')}` : ''}`);
  }
  console.info(`\n${targetsTable(cells, report.targets.results)}`);
  if (report.field) {
    console.info(`\n${bold('Field')} (real visits, 75th percentile, last 30 days, from ${options.field}; decision 079)`);
    console.info(
      report.field.error ? `  ${red('not read')}: ${report.field.error}` : report.field.pages.length ? fieldTable(report.field) : '  no visits measured yet',
    );
  }
  if (report.throughput) {
    const { connections, seconds, servers } = report.throughput;
    console.info(`\n${bold('Shell server throughput')} (autocannon, ${connections} connections, ${seconds} s per page and server, gzip accepted)`);
    console.info(servers.map((server) => `  ${server.short}: ${server.title}`).join('\n'));
    console.info(throughputTable(report.throughput.pages, servers));
  }
  for (const build of BUILDS) {
    const rows = report.heaviestScriptsBeforeLcp[build.key];
    if (rows.length === 0) continue;
    console.info(`\n${bold(`Heaviest scripts before LCP (${build.title})`)}`);
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
