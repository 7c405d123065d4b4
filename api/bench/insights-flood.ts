/**
 * Faked insight figures (issue 42, finding 10; decision 074): one address floods the insights beacon with a new user agent on every
 * request and a forged `Origin` of the site, asking for a fresh view token each time where the API issues them, reusing the last one it
 * got when it issues none. Runs a real API process (tsx src/main.ts, a fresh PGlite seed in a temporary folder unless DATABASE_URL is
 * set) and prints what was counted: events a minute, views and favorites added to one listing, and the throttle and token rows written.
 *
 *   pnpm --filter @valley/api bench:insights-flood            (BENCH_SECONDS=60, BENCH_CONNECTIONS=16)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/db/pglite';
import { SEED_MEMBER_PASSWORD } from '../src/seed/seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
/** The site's own origin as the API's default CORS list has it: a script can send any Origin it likes. */
const SITE = 'http://localhost:3000';
const BOARD = 'dana.whitfield@example.com';
const KINDS = ['view', 'drawer', 'favorite', 'share', 'click_website', 'click_phone', 'click_directions', 'click_reservations', 'click_social'];
const apiDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'valley-insights-flood-'));
const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_IF_EMPTY: databaseUrl ? '' : '1',
    PUBLIC_SITE_URL: SITE,
    CORS_ORIGINS: '',
    TRUST_PROXY: '',
    LOG_REQUESTS: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise<number | null>((resolve) => api.once('exit', resolve));

async function waitForApi() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    const ok = await fetch(`${base}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become ready');
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

try {
  await waitForApi();
  const destinations = await json<{ id: number; name: string }[]>(
    await fetch(`${base}/destinations/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  );
  const ids = destinations.map((destination) => destination.id);
  const victim = destinations[0];
  if (!victim || ids.length < 30) throw new Error('the seed has too few destinations');
  const { access_token: boardToken } = await json<{ access_token: string }>(
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: BOARD, password: SEED_MEMBER_PASSWORD }),
    }),
  );
  const victimTotals = async () =>
    (
      await json<{ totals: Record<string, number> }>(
        await fetch(`${base}/api/insights/listing/destination/${victim.id}?days=7`, { headers: { authorization: `Bearer ${boardToken}` } }),
      )
    ).totals;
  const before = await victimTotals();

  let agent = 0;
  let tokenless = false;
  let lastToken: string | null = null;
  const sent = { beacons: 0, tokenRequests: 0, tokensGot: 0, counted: 0, statuses: new Map<number, number>() };
  const userAgent = () => {
    agent += 1;
    return `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + (agent % 40)}.0.${agent}.0 Safari/537.36`;
  };
  /** 30 events: the victim's view and favorite, and 28 others across listings and kinds, different on every beacon. */
  const batch = (n: number) => [
    { kind: 'view', listing: 'destination', id: victim.id },
    { kind: 'favorite', listing: 'destination', id: victim.id },
    ...Array.from({ length: 28 }, (_, index) => ({
      kind: KINDS[(n + index) % KINDS.length],
      listing: 'destination',
      id: ids[(n * 28 + index) % ids.length],
    })),
  ];

  async function flood(stopAt: number) {
    while (Date.now() < stopAt) {
      const headers = { origin: SITE, 'user-agent': userAgent() };
      if (!tokenless) {
        sent.tokenRequests += 1;
        const answer = await fetch(`${base}/api/insights/token`, { method: 'POST', headers });
        if (answer.status === 404) tokenless = true;
        else {
          const { token } = await json<{ token: string | null }>(answer);
          if (token) {
            sent.tokensGot += 1;
            lastToken = token;
          }
        }
      }
      const n = sent.beacons++;
      const response = await fetch(`${base}/api/insights/events`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ ...(lastToken ? { token: lastToken } : {}), events: batch(n) }),
      });
      sent.statuses.set(response.status, (sent.statuses.get(response.status) ?? 0) + 1);
      if (response.ok) sent.counted += (await json<{ counted: number }>(response)).counted;
      else await response.arrayBuffer();
    }
  }

  console.info(`API on ${base} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}); flooding ${seconds} s × ${connections} connections from one address`);
  const started = performance.now();
  const stopAt = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, () => flood(stopAt)));
  const elapsed = (performance.now() - started) / 1000;
  const after = await victimTotals();

  api.kill('SIGTERM');
  await exited;
  let rows: { throttle: number | string; tokens: number | string } = { throttle: '?', tokens: '?' };
  if (!databaseUrl) {
    const db = await openPglite({ dataDir });
    const count = async (sql: string) => Number((await db.query<{ n: number }>(sql).catch(() => ({ rows: [{ n: Number.NaN }] }))).rows[0]?.n ?? Number.NaN);
    rows = {
      throttle: await count(`select count(*)::int as n from throttle_hits where key like 'insights:%'`),
      tokens: await count(`select count(*)::int as n from insight_view_tokens`),
    };
    await db.close();
  }

  const perMinute = (value: number) => Math.round((value * 60) / elapsed);
  const figures = {
    'API issues view tokens': tokenless ? 'no (404)' : `yes: ${sent.tokensGot} of ${sent.tokenRequests} asked`,
    'beacons sent': sent.beacons,
    'answers by status': [...sent.statuses].map(([status, count]) => `${status}×${count}`).join(', '),
    'events sent': sent.beacons * 30,
    'events counted': sent.counted,
    'counted events per minute': perMinute(sent.counted),
    [`views of one listing (${victim.name}) per minute`]: perMinute((after.view ?? 0) - (before.view ?? 0)),
    [`favorites of that listing: before → after`]: `${before.favorite ?? 0} → ${after.favorite ?? 0}`,
    'insights throttle rows written': rows.throttle,
    'view token rows written': Number.isNaN(rows.tokens) ? '(no such table)' : rows.tokens,
    seconds: Number(elapsed.toFixed(1)),
  };
  console.info('');
  for (const [key, value] of Object.entries(figures)) console.info(`  ${key.padEnd(52)} ${value}`);
} finally {
  if (api.exitCode === null) {
    api.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
}
