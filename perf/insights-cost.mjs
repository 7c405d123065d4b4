#!/usr/bin/env node
// What collecting partner insights costs a public page (issue 27, decision 046): a destination page loaded with the tracker on and
// off, interleaved, in Chromium through Playwright and CDP. Off = the browser sends Global Privacy Control, so `track()` returns at
// once; the code is in the page either way, so its bytes are measured apart (minified + gzip). Prints figures; not a timed test.
// `node perf/insights-cost.mjs [--runs 9] [--slug the-nittany-lion-inn] [--cpu 4] [--skip-build]`; takes the e2e lock itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib/apps.mjs';
import { COMPOSED_URL, startComposedFleet } from './lib/fleet.mjs';
import { CHROME_ARGS, CHROME_PATH, median } from './lib/lighthouse.mjs';
import { runMeasurement } from './lib/processes.mjs';
import { table } from './lib/summary.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    slug: { type: 'string', default: 'the-nittany-lion-inn' },
    cpu: { type: 'string', default: '4' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const cpu = Number(options.cpu);
const TRACKER_SOURCES = ['shared/src/lib/insights.ts', 'shared/src/lib/use-listing-insights.ts', 'shared/src/api/insight-kinds.ts'];
// A desktop Chrome, not HeadlessChrome: the API drops bots, and the journey measured is a visitor's.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Long enough for the tracker's 2 s wait and its beacon. */
const SETTLE_MS = 3000;

const requireFromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = requireFromE2e('@playwright/test');
const swc = createRequire(path.join(ROOT, 'shared', 'package.json'))('@swc/core');

/** The tracker's own code as it ships: each module compiled, minified and gzipped. */
async function trackerBytes() {
  let minified = 0;
  let gzipped = 0;
  for (const file of TRACKER_SOURCES) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const { code } = await swc.transform(source, {
      filename: file,
      minify: true,
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', minify: { compress: true, mangle: true } },
      module: { type: 'es6' },
    });
    minified += Buffer.byteLength(code);
    gzipped += gzipSync(code, { level: 9 }).length;
  }
  return { minified, gzipped };
}

/** One load of the page: main-thread time by CDP, paint times and long tasks in the page, bytes on the wire. */
async function measure(browser, tracker) {
  const context = await browser.newContext({ userAgent: USER_AGENT, viewport: { width: 1350, height: 940 } });
  if (!tracker) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  await context.addInitScript(() => {
    const seen = { lcp: 0, longTasks: 0, blocking: 0 };
    Object.defineProperty(window, '__cost', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.longTasks += 1;
        seen.blocking += Math.max(0, entry.duration - 50);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  // The seeded outbound links are on the internet; nothing leaves the machine.
  await context.route(/^https:\/\/(?!localhost)/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(`${COMPOSED_URL}/d/${options.slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  const inPage = await page.evaluate(() => ({ ...window.__cost, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
  let bytes = 0;
  let beaconBytes = 0;
  let beacons = 0;
  for (const request of finished) {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) continue;
    const total = sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize;
    bytes += total;
    if (request.url().includes('/api/insights/')) {
      beacons += 1;
      beaconBytes += total;
    }
  }
  await context.close();
  return {
    taskMs: metric('TaskDuration') * 1000,
    scriptMs: metric('ScriptDuration') * 1000,
    fcpMs: inPage.fcp,
    lcpMs: inPage.lcp,
    blockingMs: inPage.blocking,
    kb: bytes / 1024,
    beacons,
    beaconBytes,
  };
}

const spread = (list) => `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)}`;

await runMeasurement({ showStack: true }, async ({ takeLock, stopAndUnlock }) => {
  await takeLock();
  await startComposedFleet('insights-cost-pglite', { skipBuild: options['skip-build'] });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  // One load each to warm the servers' caches and the API's first queries, not counted.
  await measure(browser, true);
  await measure(browser, false);
  const results = { on: [], off: [] };
  for (let round = 0; round < runs; round += 1) {
    // Interleaved, the order flipping each round, so machine noise falls on both alike.
    for (const tracker of round % 2 === 0 ? [true, false] : [false, true]) results[tracker ? 'on' : 'off'].push(await measure(browser, tracker));
  }
  await browser.close();
  await stopAndUnlock();

  const rows = [
    ['main-thread task time (ms)', 'taskMs'],
    ['script time (ms)', 'scriptMs'],
    ['FCP (ms)', 'fcpMs'],
    ['LCP (ms)', 'lcpMs'],
    ['blocking time of long tasks (ms)', 'blockingMs'],
    ['bytes on the wire, all requests (KB)', 'kb'],
    ['insights requests', 'beacons'],
    ['insights request bytes (headers + body, both ways)', 'beaconBytes'],
  ].map(([label, key]) => {
    const on = median(results.on.map((result) => result[key]));
    const off = median(results.off.map((result) => result[key]));
    return [label, on.toFixed(1), off.toFixed(1), (on - off).toFixed(1), spread(results.on.map((r) => r[key])), spread(results.off.map((r) => r[key]))];
  });
  const code = await trackerBytes();
  console.info(
    `\nTracker on vs off (Global Privacy Control) on /d/${options.slug}: median of ${runs} loads each, CPU ×${cpu}, ${SETTLE_MS / 1000} s after the heading`,
  );
  console.info(table(['figure', 'on', 'off', 'on − off', 'range on', 'range off'], rows));
  console.info(`\nThe tracker's code (${TRACKER_SOURCES.length} modules, in the page either way): ${code.minified} B minified, ${code.gzipped} B gzip.`);
});
