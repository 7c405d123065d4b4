#!/usr/bin/env node
// Which code each long task of a page's load runs: the page loaded in Chromium on a phone's viewport with the CPU slowed (4× by
// default, as Lighthouse's mobile model), a CPU profile taken through the load, and each long task's samples mapped through the
// served source maps to files and functions. Lighthouse says how long the tasks are; this says whose they are (decision 065 came
// from it). Against a running site: `npm start`, then `node perf/long-tasks.mjs http://localhost:3000/events [--cpu 4]
// [--settle 6000] [--top 8] [--functions] [--inclusive] [--whole] [--trace [--min 25]]`. Prints figures; not a test.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { ROOT } from '../scripts/lib/apps.mjs';
import { CHROME_ARGS, CHROME_PATH } from './lib/lighthouse.mjs';
import { table } from './lib/summary.mjs';

/** A long task, as the browser's Long Tasks API and Lighthouse count it. */
const LONG_TASK_MS = 50;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '4' },
    settle: { type: 'string', default: '6000' },
    top: { type: 'string', default: '8' },
    functions: { type: 'boolean', default: false },
    inclusive: { type: 'boolean', default: false },
    whole: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    min: { type: 'string', default: String(LONG_TASK_MS) },
    help: { type: 'boolean', default: false },
  },
});
if (options.help || positionals.length === 0) {
  console.info(
    'node perf/long-tasks.mjs <url> [--cpu 4] [--settle 6000] [--top 8] [--functions] [--inclusive] [--whole] [--trace [--min 25]]   (the site must be running)',
  );
  process.exit(positionals.length === 0 && !options.help ? 2 : 0);
}
const [url] = positionals;
const MARK = '__valleyProfileMark__';
/** The browser's own work a trace names inside a task, beside the script's samples. */
const PHASES = new Set(['EvaluateScript', 'v8.compile', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'MajorGC', 'MinorGC', 'FireAnimationFrame']);

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

/**
 * The Long Tasks API's tasks (50 ms and over) and a CDP CPU profile. The profile's clock and performance.now() differ by an
 * unknown offset: a named busy-wait at a known performance.now() ties them.
 */
async function observeLoad(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(
    ({ longTaskMs }) => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.duration >= longTaskMs) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      // Named in the source, so the profile names it (MARK); inside the init script, which is sent to the page as text.
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      function __valleyProfileMark__() {
        const at = performance.now();
        while (performance.now() < at + 4);
        return at;
      }
      window.__markAt = __valleyProfileMark__();
    },
    { longTaskMs: LONG_TASK_MS },
  );
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(options.settle));
  const { profile } = await cdp.send('Profiler.stop');
  const { tasks, markAt } = await page.evaluate(() => ({ tasks: window.__longTasks, markAt: window.__markAt }));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let clock = profile.startTime;
  const marked = profile.samples.find((id, index) => {
    clock += profile.timeDeltas[index];
    return nodes.get(id).callFrame.functionName === MARK;
  });
  if (!marked) throw new Error('The profile has no sample of the timing mark: no task can be placed.');
  return { profile, tasks, blocking: tasks.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0), offset: clock / 1000 - markAt };
}

/**
 * --trace: a Chromium trace, whose task boundaries name every task however short (--min), and whose CPU profile shares its
 * clock. Each task also lists the browser's own phases in it (compile, evaluate, parse, style, layout, GC).
 */
async function traceLoad(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(options.settle));
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error("The trace has no navigation of the page's main frame.");
  const onMain = (event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.ts >= navigation.ts;
  const profiles = new Map();
  for (const event of events) {
    // A profile starts on the page's main thread; its chunks come from the sampler's thread.
    if (event.name === 'Profile' && event.pid === navigation.pid && event.tid === navigation.tid)
      profiles.set(event.id, { startTime: event.args.data.startTime, nodes: [], samples: [], timeDeltas: [] });
    if (event.name === 'ProfileChunk' && profiles.has(event.id)) {
      const profile = profiles.get(event.id);
      const { cpuProfile, timeDeltas } = event.args.data;
      profile.nodes.push(...(cpuProfile?.nodes ?? []));
      profile.samples.push(...(cpuProfile?.samples ?? []));
      profile.timeDeltas.push(...(timeDeltas ?? []));
    }
  }
  const profile = [...profiles.values()].toSorted((a, b) => b.samples.length - a.samples.length)[0];
  if (!profile) throw new Error("The trace has no CPU profile of the page's main thread.");
  const runs = events.filter((event) => onMain(event) && event.name === 'RunTask');
  const phases = events.filter((event) => onMain(event) && PHASES.has(event.name));
  const tasks = runs
    .filter((run) => run.dur / 1000 >= Number(options.min))
    .map((run) => {
      const within = new Map();
      for (const phase of phases) {
        if (phase.ts < run.ts || phase.ts + phase.dur > run.ts + run.dur) continue;
        const what = phase.args?.data?.url?.split('/').pop();
        add(within, what ? `${phase.name} ${what}` : phase.name, phase.dur / 1000);
      }
      return { start: (run.ts - navigation.ts) / 1000, duration: run.dur / 1000, phases: within };
    });
  return { profile, tasks, blocking: runs.reduce((sum, run) => sum + Math.max(0, run.dur / 1000 - LONG_TASK_MS), 0), offset: navigation.ts / 1000 };
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_ARGS,
});
let load;
try {
  // Lighthouse's mobile screen (Moto G Power).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  load = await (options.trace ? traceLoad : observeLoad)(context, page);
} finally {
  await browser.close();
}
const { profile, tasks, blocking, offset } = load;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
// A CDP profile's nodes name their children; a trace's name their parent.
const parentOf = new Map(
  profile.nodes.flatMap((node) => [...(node.children ?? []).map((child) => [child, node.id]), ...(node.parent ? [[node.id, node.parent]] : [])]),
);
let clock = profile.startTime;
const samples = profile.samples.map((id, index) => {
  const previous = clock;
  clock += profile.timeDeltas[index];
  return { id, at: clock / 1000, ms: (clock - previous) / 1000 };
});

const maps = new Map();
async function mapOf(scriptUrl) {
  if (!maps.has(scriptUrl)) {
    maps.set(
      scriptUrl,
      fetch(`${scriptUrl}.map`)
        .then((response) => (response.ok ? response.json() : null))
        .then((json) => (json ? new TraceMap(json) : null))
        .catch(() => null),
    );
  }
  return maps.get(scriptUrl);
}

/** `npm:zod/v4/core/core.js`, `shared/src/lib/time.ts`, or the script's own name where it has no map. */
const sourceName = (source) =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, 'npm:');

const frames = new Map();
async function frameOf(id) {
  if (!frames.has(id)) {
    const { functionName, url: scriptUrl, lineNumber, columnNumber } = nodes.get(id).callFrame;
    let frame = { source: functionName || scriptUrl.split('/').pop() || '(native)', name: functionName || '(anonymous)', app: false };
    const map = scriptUrl ? await mapOf(scriptUrl) : null;
    const original = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
    if (original?.source) {
      const source = sourceName(original.source);
      frame = {
        source,
        name: `${original.name ?? (functionName || '(anonymous)')} ${source}:${original.line}`,
        app: !source.startsWith('npm:') && /(^|\/)src\//.test(source),
      };
    } else if (scriptUrl)
      frame = { source: scriptUrl.split('/').pop(), name: `${functionName || '(anonymous)'} ${scriptUrl.split('/').pop()}:${lineNumber + 1}`, app: false };
    frames.set(id, frame);
  }
  return frames.get(id);
}

/** The deepest frame of the site's own code on a sample's stack: whose call it was. */
async function appFrameOf(id) {
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = await frameOf(at);
    if (frame.app) return frame.name;
  }
  return null;
}

const top = (map) =>
  [...map.entries()]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, Number(options.top))
    .map(([name, ms]) => `${ms.toFixed(1).padStart(6)} ms  ${name}`);

// Steadier than the blocking time between loads, which moves as tasks merge or split: every sample but idle, the load and the settle.
const busy = samples.reduce((sum, sample) => (nodes.get(sample.id).callFrame.functionName === '(idle)' ? sum : sum + sample.ms), 0);
const counted = options.trace ? `tasks of ${options.min} ms or more` : 'long tasks';
console.info(
  `${url}: ${tasks.length} ${counted} at ${options.cpu}× CPU, ${Math.round(blocking)} ms over ${LONG_TASK_MS} ms in all; main thread busy ${Math.round(busy)} ms (one load; run it a few times)\n`,
);
console.info(
  table(
    ['Start ms', 'Task ms', 'Over 50 ms'],
    tasks.map((task) => [Math.round(task.start), Math.round(task.duration), Math.round(Math.max(0, task.duration - LONG_TASK_MS))]),
  ),
);
// --whole: one breakdown of every busy sample of the load, long task or not (Lighthouse's simulation lengthens short tasks too).
const breakdowns = options.whole ? [{ start: -offset - 1, duration: Infinity, whole: true }] : tasks;
for (const task of breakdowns) {
  const [from, to] = [task.start + offset, task.start + task.duration + offset];
  const bySource = new Map();
  const byFunction = new Map();
  const byAppFrame = new Map();
  const byCaller = new Map();
  for (const sample of samples) {
    if (sample.at < from || sample.at > to) continue;
    if (task.whole && nodes.get(sample.id).callFrame.functionName === '(idle)') continue;
    const frame = await frameOf(sample.id);
    add(bySource, frame.source, sample.ms);
    add(byFunction, frame.name, sample.ms);
    if (options.inclusive) {
      // Total time: each function on the sample's stack, once however deep it recurses.
      const names = new Set();
      for (let at = sample.id; at !== undefined; at = parentOf.get(at)) names.add((await frameOf(at)).name);
      for (const name of names) add(byCaller, name, sample.ms);
    }
    const app = await appFrameOf(sample.id);
    if (app) add(byAppFrame, app, sample.ms);
  }
  console.info(task.whole ? '\n■ the whole load' : `\n■ ${Math.round(task.duration)} ms at ${Math.round(task.start)} ms`);
  if (task.phases?.size > 0) {
    console.info("  the browser's phases (nested ones overlap):");
    for (const line of top(task.phases)) console.info(`    ${line}`);
  }
  console.info('  self time by file:');
  for (const line of top(bySource)) console.info(`    ${line}`);
  if (options.functions) {
    console.info('  self time by function:');
    for (const line of top(byFunction)) console.info(`    ${line}`);
  }
  if (options.inclusive) {
    console.info('  total time by function (its callees included):');
    for (const line of top(byCaller)) console.info(`    ${line}`);
  }
  if (byAppFrame.size > 0) {
    console.info("  under the site's own code (deepest frame of src/):");
    for (const line of top(byAppFrame)) console.info(`    ${line}`);
  }
}
