// One Lighthouse run (the CLI of the lighthouse devDependency, in Debian's Chromium) and the
// figures the report takes from its result.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { startGroup, stopGroup } from './processes.mjs';

const LIGHTHOUSE = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags every Chromium this folder starts runs with; Lighthouse's adds headless itself below. */
export { CHROMIUM_ARGS as CHROME_ARGS };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export function lighthouseInstalled() {
  return existsSync(LIGHTHOUSE);
}

/**
 * Runs Lighthouse (performance only) on a URL and returns its result (LHR), also written to outFile; mobile is Lighthouse's default.
 * Chromium now and then loses a trace (NO_NAVSTART, NO_FCP), even on a quiet machine and twice in a row: it is tried `attempts`
 * times, a few seconds apart, and the last failure is thrown for the caller to count.
 * @param {{ url: string, formFactor: 'mobile' | 'desktop', outFile: string, timeoutMs?: number, attempts?: number }} options
 */
export async function runLighthouse({ attempts = 3, ...options }) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  ${String(error instanceof Error ? error.message : error).split('\n')[0]}: trying again (${attempt + 1} of ${attempts})`);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

/** @param {{ url: string, formFactor: 'mobile' | 'desktop', outFile: string, timeoutMs?: number }} options */
async function runLighthouseOnce({ url, formFactor, outFile, timeoutMs = 180_000 }) {
  const args = [
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const run = startGroup('lighthouse', LIGHTHOUSE, args, { env: { CHROME_PATH }, echo: false });
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([run.exited, timedOut]);
    if (outcome === 'timeout') throw new Error(`Lighthouse timed out after ${timeoutMs / 1000} s on ${url}`);
    if (outcome.code !== 0) throw new Error(`Lighthouse failed (exit ${outcome.code ?? outcome.signal}) on ${url}:\n    ${run.tail.slice(-8).join('\n    ')}`);
  } finally {
    clearTimeout(timer);
    // Chromium is Lighthouse's child, in the same group: nothing of this run outlives it.
    await stopGroup(run, 2000);
  }
  const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

const gzipCache = new Map();
const mapCache = new Map();

/** Gzip size of a served file as scripts/lib/static-server.mjs sends it (gzipSync, level 6). */
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file)).length : null);
  return gzipCache.get(file);
}

/** Build names (output.uniqueName) → app folder, for sources named `webpack://<name>/./src/…`. */
const UNIQUE_NAMES = {
  shell: 'shell',
  single: 'shell',
  mf_discover: 'mf-discover',
  mf_events: 'mf-events',
  mf_news: 'mf-news',
  mf_account: 'mf-account',
  mf_studio: 'mf-studio',
};

/** What a source-map source belongs to: an npm package, an app folder (`mf-news/`) or the bundler's runtime. */
function partOf(source) {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  if (/^webpack:\/\/[^/]+\/webpack\//.test(source)) return '(bundler runtime)';
  const app = /(?:^|\/)(shell|shared|mf-discover|mf-events|mf-news|mf-account|mf-studio|perf)\//.exec(source.replace(/^webpack:\/\/[^/]+\//, ''))?.[1];
  if (app) return `${app}/`;
  const own = UNIQUE_NAMES[/^webpack:\/\/([^/]+)\/(?:css )?\.\/src\//.exec(source)?.[1]];
  return own ? `${own}/` : '(other)';
}

/** The packages (or app folders) a built script is made of, largest first, from its source map. */
function composition(file) {
  if (mapCache.has(file)) return mapCache.get(file);
  let result = { reactDom: false, parts: [] };
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const sizes = new Map();
    map.sources.forEach((source, index) => {
      const size = map.sourcesContent?.[index]?.length ?? 0;
      sizes.set(partOf(source), (sizes.get(partOf(source)) ?? 0) + size);
    });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
    result = {
      // React DOM's client build: a page that runs two of these has two Reacts.
      reactDom: map.sources.some((source) => /react-dom\/cjs\/react-dom-client\.(production|development)/.test(source)),
      parts: [...sizes]
        .toSorted((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, size]) => ({ name, share: Number((size / total).toFixed(2)) })),
    };
  }
  mapCache.set(file, result);
  return result;
}

const sum = (scripts) => scripts.reduce((total, script) => total + script.gzipBytes, 0);

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export { median };

/**
 * The figures of one run. JS bytes are gzip sizes of the served files (Lighthouse records 0 bytes once the service worker serves them),
 * counted for scripts that ended before the first contentful paint / LCP observed in the trace (perf/README.md).
 * @param {object} lhr
 * @param {(url: string) => string | null} fileFor  the dist file a URL serves
 */
export function figures(lhr, fileFor) {
  const { audits } = lhr;
  const metrics = audits.metrics?.details?.items?.[0] ?? {};
  const network = audits['network-requests']?.details ?? { items: [] };
  const networkStart = network.debugData?.networkStartTimeTs;
  const relative = (ts) => (Number.isFinite(ts) && Number.isFinite(networkStart) ? (ts - networkStart) / 1000 : null);
  const fcpAt = relative(metrics.observedFirstContentfulPaintTs);
  const lcpAt = relative(metrics.observedLargestContentfulPaintTs) ?? fcpAt;

  const scripts = network.items
    .filter((item) => item.resourceType === 'Script' && item.statusCode === 200)
    .map((item) => {
      const file = fileFor(item.url);
      const gzip = file ? gzipBytes(file) : null;
      const parts = file ? composition(file) : { reactDom: false, parts: [] };
      return {
        url: item.url,
        endAt: item.networkEndTime,
        gzipBytes: gzip ?? item.transferSize ?? 0,
        reactDom: parts.reactDom,
        parts: parts.parts,
      };
    });
  const before = (at) => (at === null ? scripts : scripts.filter((script) => script.endAt !== undefined && script.endAt <= at));
  const beforeLcp = before(lcpAt);

  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    observedFcpMs: fcpAt,
    observedLcpMs: lcpAt,
    jsBeforeFcpBytes: sum(before(fcpAt)),
    jsBeforeLcpBytes: sum(beforeLcp),
    jsTotalBytes: sum(scripts),
    scriptCount: scripts.length,
    reactDomCopies: scripts.filter((script) => script.reactDom).length,
    reactDomCopiesBeforeLcp: beforeLcp.filter((script) => script.reactDom).length,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    scriptsBeforeLcp: beforeLcp.map(({ url, gzipBytes: bytes, parts }) => ({ url, gzipBytes: bytes, parts })).toSorted((a, b) => b.gzipBytes - a.gzipBytes),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
