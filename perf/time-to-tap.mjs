#!/usr/bin/env node
// Does a visitor's first tap work (issue 44)? A phone (Lighthouse's Moto G Power screen, touch, the CPU slowed 4× and a slow 4G
// link: 150 ms, 1.6 Mbps down, 750 kbps up) loads a page and taps a control the moment it is drawn: the Menu on `/`, the first
// event's heart on `/events` and Filter on `/destinations`. For each it prints when the control was drawn, when the tap landed, when its effect showed,
// and whether the tap was lost (no effect within --wait ms: a second tap would be needed). A control not drawn within a minute is 'never'.
// Then each page is loaded without a tap: its largest contentful paint (the browser's entry under this throttling, not Lighthouse's
// simulation) and when it is live (the document and its remote areas hydrated). Against a running site: `npm start`,
// then `node perf/time-to-tap.mjs [http://localhost:3000] [--runs 5] [--cpu 4] [--wait 8000]`. Prints figures; not a test.
import { parseArgs } from 'node:util';
import { median } from './lib/lighthouse.mjs';
import { launchBrowser, loadOnPhone, openPhone } from './lib/phone.mjs';
import { medianRange, table } from './lib/summary.mjs';

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
  const { context, page } = await openPhone(browser, { cpu: Number(options.cpu) });
  try {
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

/** A range of figures. */
const spread = (values) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');

const browser = await launchBrowser();
const rows = [];
const loads = [];
try {
  for (const address of new Set(TAPS.map((tap) => tap.path))) {
    const runs = [];
    for (let run = 0; run < Number(options.runs); run += 1) runs.push(await loadOnPhone(browser, new URL(address, site).href, { cpu: Number(options.cpu) }));
    loads.push([
      address,
      medianRange(runs.flatMap((run) => (run.lcpMs === null ? [] : [run.lcpMs]))),
      medianRange(runs.flatMap((run) => (run.liveMs === null ? [] : [run.liveMs]))),
    ]);
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
