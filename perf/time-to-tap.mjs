#!/usr/bin/env node
// Does a visitor's first tap work (issue 44)? A phone (Lighthouse's Moto G Power screen, touch, the CPU slowed 4× and a slow 4G
// link: 150 ms, 1.6 Mbps down, 750 kbps up) loads a page and taps a control the moment it is drawn: the Menu on `/`, the first
// event's heart on `/events` and Filter on `/destinations`. For each it prints when the control was drawn, when the tap landed, when its effect showed,
// and whether the tap was lost (no effect within --wait ms: a second tap would be needed). A control not drawn within a minute is 'never'.
// Then each page is loaded without a tap: its largest contentful paint (the browser's entry under this throttling, not Lighthouse's
// simulation) and when it is live (the document and its remote areas hydrated). Against a running site: `npm start`,
// then `node perf/time-to-tap.mjs [http://localhost:3000] [--runs 5] [--cpu 4] [--wait 8000]`. Prints figures; not a test.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../scripts/lib/apps.mjs';
import { CHROME_ARGS, CHROME_PATH, median } from './lib/lighthouse.mjs';
import { table } from './lib/summary.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    wait: { type: 'string', default: '8000' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.info('node perf/time-to-tap.mjs [site, http://localhost:3000] [--runs 5] [--cpu 4] [--wait 8000]   (the site must be running)');
  process.exit(0);
}
const site = positionals[0] ?? 'http://localhost:3000';
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

/** Slow 4G as Lighthouse's mobile preset simulates it. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Each control: the page, the control as a visitor finds it, and what its tap does. */
const TAPS = [
  {
    name: 'Menu on /',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    effect: (page, timeout) => page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible', timeout }),
  },
  {
    name: 'heart on /events',
    path: '/events',
    control: (page) => page.getByRole('button', { name: /^Save .+ to favorites$/ }).first(),
    // Saved, the visitor is taken to their favorites (signed out) or the heart fills (signed in).
    effect: (page, timeout) =>
      Promise.any([
        page.waitForURL(/\/favorites$/, { timeout }),
        page
          .getByRole('button', { name: /^Remove .+ from favorites$/ })
          .first()
          .waitFor({ state: 'visible', timeout }),
      ]),
  },
  {
    name: 'Filter on /destinations',
    path: '/destinations',
    control: (page) => page.getByRole('button', { name: 'Filter', exact: true }),
    effect: (page, timeout) => page.getByRole('dialog', { name: 'Filter' }).waitFor({ state: 'visible', timeout }),
  },
];

/** One load and one tap: ms from the navigation's start to the control drawn, the tap, and its effect (null: lost). */
async function tapOnce(browser, tap) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const started = Date.now();
    await page.goto(new URL(tap.path, site).href, { waitUntil: 'commit' });
    const control = tap.control(page);
    const seen = await control.waitFor({ state: 'visible', timeout: 60_000 }).then(
      () => true,
      () => false,
    );
    if (!seen) return { drawn: null, tapped: null, shown: null };
    const drawn = Date.now() - started;
    // A tap as a finger makes it, where the control is drawn: no waiting for it to be enabled or for the page to say it is ready.
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await control.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const tapped = Date.now() - started;
    const shown = await tap.effect(page, Number(options.wait)).then(
      () => Date.now() - started,
      () => null,
    );
    return { drawn, tapped, shown };
  } finally {
    await context.close();
  }
}

/**
 * One load without a tap, on the same phone: ms from the navigation's start to the largest contentful paint (the browser's own entry,
 * under applied throttling, not Lighthouse's simulation) and to the page being live (the document and its remote areas hydrated).
 */
async function loadOnce(browser, address) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const started = Date.now();
    await page.goto(new URL(address, site).href, { waitUntil: 'commit' });
    const live = await page
      .waitForFunction(
        () =>
          document.documentElement.dataset.hydrated !== undefined &&
          [...document.querySelectorAll('[data-remote]')].every((area) => area.dataset.hydrated !== undefined),
        undefined,
        { timeout: 60_000, polling: 50 },
      )
      .then(
        () => Date.now() - started,
        () => null,
      );
    await page.waitForLoadState('load');
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(Math.round(list.getEntries().at(-1).startTime))).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(null), 5_000);
        }),
    );
    return { lcp, live };
  } finally {
    await context.close();
  }
}

/** A range of figures, and a median with its range. */
const spread = (values) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');
const cell = (values) => (values.length ? `${median(values)} (${Math.min(...values)}–${Math.max(...values)})` : 'never');

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const rows = [];
const loads = [];
try {
  for (const address of new Set(TAPS.map((tap) => tap.path))) {
    const runs = [];
    for (let run = 0; run < Number(options.runs); run += 1) runs.push(await loadOnce(browser, address));
    loads.push([address, cell(runs.flatMap((run) => (run.lcp === null ? [] : [run.lcp]))), cell(runs.flatMap((run) => (run.live === null ? [] : [run.live])))]);
  }
  for (const tap of TAPS) {
    const runs = [];
    for (let run = 0; run < Number(options.runs); run += 1) runs.push(await tapOnce(browser, tap));
    const drawnRuns = runs.filter((run) => run.drawn !== null);
    const answered = runs.filter((run) => run.shown !== null);
    rows.push([
      tap.name,
      drawnRuns.length ? median(drawnRuns.map((run) => run.drawn)) : 'never',
      drawnRuns.length ? median(drawnRuns.map((run) => run.tapped)) : '–',
      answered.length ? median(answered.map((run) => run.shown)) : '–',
      spread(answered.map((run) => run.shown)),
      `${drawnRuns.length - answered.length}/${drawnRuns.length}`,
    ]);
  }
} finally {
  await browser.close();
}
console.info(
  `\nFirst taps on a phone (${options.cpu}× CPU, slow 4G), median of ${options.runs} loads, ms from the navigation's start; lost: no effect within ${options.wait} ms\n`,
);
console.info(table(['tap', 'drawn', 'tapped', 'effect', 'effect range', 'lost'], rows));
console.info(`\nLoads without a tap on the same phone, median (range) of ${options.runs}, ms from the navigation's start\n`);
console.info(table(['page', 'LCP', 'live (hydrated)'], loads));
