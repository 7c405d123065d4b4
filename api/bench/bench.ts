/**
 * Throughput and latency of the heavy reads against /health, one run on one machine; commands and variables in api/README.md ("Tests and benchmark").
 * autocannon fires from a worker thread so the load generator does not share the server's event loop; exits non-zero on any error, timeout or non-2xx.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { contract, type EndpointDef } from '@valley/shared/api/contract';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { seedIfEmpty } from '../src/seed/seed';
import { gzipSync } from 'node:zlib';
import { DEFAULT_RESPONSE_CACHE_TTL_MS, loadConfig } from '../src/config';
import { prepareDb } from '../src/startup';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const probeRuns = Number(process.env.BENCH_PROBE_RUNS ?? 200);
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const { seedScale } = loadConfig();
const only = process.env.BENCH_ONLY?.trim().toLowerCase() || undefined;
/** What Chromium sends: every answer is measured as a browser gets it. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Issue 23 (defect 15): every listing answer at most this many gzip bytes, p99 at most this at 10 connections. */
const GZIP_BUDGET_BYTES = 200 * 1024;
const P99_BUDGET_MS = 100;

interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** The contract's path pattern, when it differs from the path requested. */
  pattern?: string;
  body?: unknown;
  /** A listing answer: its size counts against the budget. */
  listing?: boolean;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const declared = (method: string, path: string) =>
  Object.values(contract as Record<string, EndpointDef>).some((endpoint) => endpoint.method === method && endpoint.path === path);

const TRIVIAL: Target = { label: 'GET /health (trivial)', method: 'GET', path: '/health' };

/** The biggest of each kind of listing in this database (by approved destinations), so the worst case is measured. */
async function biggest(db: Db, table: string, link: string, column: string): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    `select t.slug from ${table} t join ${link} l on l.${column} = t.id join destinations d on d.id = l.destination_id and d.approved
      group by t.slug order by count(*) desc, t.slug limit 1`,
  );
  if (!rows[0]) throw new Error(`no ${table} with destinations to measure`);
  return rows[0].slug;
}

async function targetsOf(db: Db): Promise<Target[]> {
  const category = await biggest(db, 'destination_categories', 'destination_category_links', 'category_id');
  const experience = await biggest(db, 'experiences', 'destination_experiences', 'experience_id');
  const {
    rows: [town],
  } = await db.query<{ slug: string }>(
    `select t.slug from towns t join destinations d on d.town_id = t.id and d.approved group by t.slug order by count(*) desc, t.slug limit 1`,
  );
  return [
    TRIVIAL,
    // The /destinations page's first call, and the same list by name (the destination selects of the member forms and the events filter).
    { label: 'listing POST /destinations/search order=updated', method: 'POST', path: '/destinations/search', body: { order: 'updated' }, listing: true },
    { label: 'listing POST /destinations/search order=name', method: 'POST', path: '/destinations/search', body: { order: 'name' }, listing: true },
    {
      label: 'listing POST /destinations/search outdoors 248,249',
      method: 'POST',
      path: '/destinations/search',
      body: { order: 'updated', categories: [248, 249] },
      listing: true,
    },
    { label: 'listing POST /destinations/search name=pizzza', method: 'POST', path: '/destinations/search', body: { name: 'pizzza' }, listing: true },
    { label: `listing GET /categories/get/${category}`, method: 'GET', path: `/categories/get/${category}`, pattern: '/categories/get/:slug', listing: true },
    {
      label: `listing GET /experiences/get/${experience}`,
      method: 'GET',
      path: `/experiences/get/${experience}`,
      pattern: '/experiences/get/:id',
      listing: true,
    },
    { label: `listing GET /cities/get/${town?.slug}`, method: 'GET', path: `/cities/get/${town?.slug}`, pattern: '/cities/get/:id', listing: true },
    { label: 'listing GET /destinations/markers (map block)', method: 'GET', path: '/destinations/markers', listing: true },
    { label: 'listing GET /page/get/headless-home', method: 'GET', path: '/page/get/headless-home', pattern: '/page/get/*', listing: true },
    {
      label: 'POST /events/search 48 per page, 180 days',
      method: 'POST',
      path: '/events/search',
      body: { page: 1, limit: 48, dates: `${day(0)}|${day(180)}` },
    },
    { label: 'POST /pages/search q="beaver stadum"', method: 'POST', path: '/pages/search', body: { q: 'beaver stadum' } },
  ];
}

const PROBES: Target[] = [
  ...['pizzza', 'penns cave', 'beaver stadum'].map((name): Target => ({
    label: `destinations name="${name}"`,
    method: 'POST',
    path: '/destinations/search',
    body: { name },
  })),
  ...['pizzza', 'penns cave', 'beaver stadum'].map((q): Target => ({ label: `pages q="${q}"`, method: 'POST', path: '/pages/search', body: { q } })),
];

async function openDatabase(): Promise<Db> {
  if (databaseUrl) return prepareDb({ databaseUrl, dataDir: '', seedScale, seedIfEmpty: true, localDevelopment: true }, (message) => console.info(message));
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db, { scale: seedScale });
  return db;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function table(rows: Array<Record<string, string | number>>): string {
  const headers = Object.keys(rows[0] ?? {});
  const widths = headers.map((header) => Math.max(header.length, ...rows.map((row) => String(row[header]).length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map((row) => line(headers.map((header) => String(row[header]))))].join('\n');
}

const db = await openDatabase();
const app = await buildApp({ db, config: { corsOrigins: [], publicApiUrl: 'http://127.0.0.1' } });
const failures: string[] = [];

try {
  const TARGETS = await targetsOf(db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API did not get a TCP port');
  const base = `http://127.0.0.1:${address.port}`;
  const {
    rows: [counted],
  } = await db.query<{ n: number }>('select count(*)::int n from destinations where approved');
  console.info(
    `API on ${base} over ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'in-memory PGlite (fresh seed)'}, SEED_SCALE=${seedScale} (${counted?.n} approved destinations); ${seconds} s × ${connections} connections per route`,
  );

  // Routes the contract (or this build of the server) does not have yet are left out, and said so.
  const available = (target: Target) => {
    const pattern = target.pattern ?? target.path;
    return target === TRIVIAL || (declared(target.method, pattern) && app.hasRoute({ method: target.method, url: pattern }));
  };
  for (const target of [...TARGETS, ...PROBES].filter((item) => !available(item)))
    console.info(`skipped (not in the contract or not routed yet): ${target.label}`);
  const chosen = (target: Target) => target === TRIVIAL || !only || target.label.toLowerCase().includes(only);
  const targets = TARGETS.filter((target) => available(target) && chosen(target));
  const probes = only ? [] : PROBES.filter(available);

  // Every request must answer 200 before it is measured; a 400 measured fast is no figure at all.
  for (const target of [...targets, ...probes]) {
    const response = await app.inject({
      method: target.method,
      url: target.path,
      ...(target.body === undefined ? {} : { payload: target.body as Record<string, unknown> }),
    });
    if (response.statusCode !== 200) throw new Error(`${target.label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }

  // Every listing answer's size as sent (raw JSON, gzip, brotli) and its uncached time in-process.
  const cacheTtl = app.responseCache.enabled ? DEFAULT_RESPONSE_CACHE_TTL_MS : 0;
  app.responseCache.setTtl(0);
  const sizeRows: Array<Record<string, string | number>> = [];
  const inject = (target: Target, encoding?: string) =>
    app.inject({
      method: target.method,
      url: target.path,
      headers: encoding ? { 'accept-encoding': encoding } : {},
      ...(target.body === undefined ? {} : { payload: target.body as Record<string, unknown> }),
    });
  for (const target of targets.filter((item) => item.listing)) {
    const timings: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      await inject(target);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const raw = (await inject(target)).rawPayload.length;
    const gzip = await inject(target, 'gzip');
    const br = await inject(target, 'br');
    // An answer under the compression threshold goes out as it is.
    const gzipBytes = gzip.headers['content-encoding'] === 'gzip' ? gzip.rawPayload.length : gzipSync(gzip.rawPayload).length;
    sizeRows.push({
      answer: target.label.replace(/^listing /, ''),
      'raw KB': round(raw / 1024, 1),
      'gzip KB': round(gzipBytes / 1024, 1),
      'br KB': round((br.headers['content-encoding'] === 'br' ? br.rawPayload.length : raw) / 1024, 1),
      'uncached p50 ms': round(percentile(timings, 50)),
      '≤ 200 KB gzip': gzipBytes <= GZIP_BUDGET_BYTES ? 'yes' : 'NO',
    });
  }
  if (sizeRows.length > 0)
    console.info(`\nListing answers (SEED_SCALE=${seedScale}); uncached = response cache off, 20 sequential in-process calls:\n${table(sizeRows)}\n`);

  // Search latency in-process: p95 of sequential calls (the target: p95 ≤ 30 ms on the seed),
  // with the response cache off so every call reaches the database.
  const probeRows: Array<Record<string, string | number>> = [];
  for (const probe of probes) {
    const timings: number[] = [];
    for (let run = 0; run < probeRuns; run += 1) {
      const started = performance.now();
      const response = await app.inject({ method: probe.method, url: probe.path, payload: probe.body as Record<string, unknown> });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) failures.push(`${probe.label}: ${response.statusCode}`);
    }
    timings.sort((a, b) => a - b);
    const answer: unknown = (await app.inject({ method: probe.method, url: probe.path, payload: probe.body as Record<string, unknown> })).json();
    const hits = Array.isArray(answer) ? answer.length : '-';
    probeRows.push({
      search: probe.label,
      results: hits,
      'p50 ms': round(percentile(timings, 50)),
      'p95 ms': round(percentile(timings, 95)),
      'max ms': round(timings.at(-1) ?? Number.NaN),
      '≤ 30 ms': percentile(timings, 95) <= 30 ? 'yes' : 'NO',
    });
  }
  if (probeRows.length > 0) console.info(`\nSearch latency, ${probeRuns} sequential in-process calls each:\n${table(probeRows)}\n`);

  const fire = (target: Target, duration: number) =>
    autocannon({
      url: `${base}${target.path}`,
      method: target.method,
      connections,
      duration,
      workers: 1,
      headers: { 'accept-encoding': ACCEPT_ENCODING, ...(target.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    });

  // Each route twice: as deployed (public answers cached for a few seconds per instance) and with
  // the cache off, so every request reaches the database: the worst case of a cold instance.
  const results: Array<{ target: Target; cache: string; result: autocannon.Result }> = [];
  for (const [cache, ttl] of [
    ['on', cacheTtl],
    ['off', 0],
  ] as const) {
    if (cache === 'on' && ttl === 0) continue;
    app.responseCache.setTtl(ttl);
    for (const target of targets) {
      if (cache === 'off' && target === TRIVIAL) continue;
      if (warmupSeconds > 0) await fire(target, warmupSeconds);
      const result = await fire(target, seconds);
      results.push({ target, cache, result });
      console.info(`  ${target.label} (cache ${cache}): ${round(result.requests.average, 0)} req/s`);
    }
  }

  const trivial = results.find((entry) => entry.target === TRIVIAL)?.result.requests.average ?? Number.NaN;
  const rows = results.map(({ target, cache, result }) => {
    const problems = result.errors + result.timeouts + result.non2xx;
    if (problems > 0) failures.push(`${target.label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
    return {
      route: target.label,
      cache: target === TRIVIAL ? '-' : cache,
      'req/s': round(result.requests.average, 0),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      'vs trivial': round(result.requests.average / trivial, 3),
      ...(target.listing ? { [`p99 ≤ ${P99_BUDGET_MS} ms`]: result.latency.p99 <= P99_BUDGET_MS ? 'yes' : 'NO' } : { [`p99 ≤ ${P99_BUDGET_MS} ms`]: '-' }),
    };
  });
  console.info(`\n${table(rows)}\n`);

  const file = fileURLToPath(new URL('results.json', import.meta.url));
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        database: databaseUrl ? 'postgresql' : 'pglite-memory',
        node: process.version,
        seedScale,
        seconds,
        connections,
        listingSizes: sizeRows,
        routes: rows,
        searchLatency: probeRows,
      },
      null,
      2,
    )}\n`,
  );
  console.info(`written ${file}`);
} catch (error) {
  failures.push((error as Error).stack ?? String(error));
} finally {
  await app.close();
  await db.close();
}

if (failures.length > 0) {
  console.error(`\nBENCHMARK FAILED:\n${failures.join('\n')}`);
  process.exit(1);
}
