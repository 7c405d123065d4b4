/**
 * Sign-in under a password-guessing flood (decision 030): how many guesses reach the password check, and whether the owner still signs in from their client.
 * TRUST_PROXY is on so X-Forwarded-For is the client address: 'distributed' floods from a new address per request, 'single' from one.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { SEED_MEMBER_PASSWORD, seedIfEmpty } from '../src/seed/seed';
import { prepareDb } from '../src/startup';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ownerEveryMs = Number(process.env.OWNER_EVERY_MS ?? 250);
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const OWNER = 'dana.whitfield@example.com';
const OWNER_ADDRESS = '192.0.2.77';

async function openDatabase(): Promise<Db> {
  if (databaseUrl) return prepareDb({ databaseUrl, dataDir: '' }, (message) => console.info(message));
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db);
  return db;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const db = await openDatabase();
const app = await buildApp({ db, config: { corsOrigins: [], publicApiUrl: 'http://127.0.0.1', trustProxy: true } });
const report: Record<string, unknown>[] = [];

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API did not get a TCP port');
  const base = `http://127.0.0.1:${address.port}`;
  console.info(
    `API on ${base} over ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'in-memory PGlite (fresh seed)'}; ${seconds} s × ${connections} connections per mode`,
  );

  const signIn = async (from: string, device?: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ username: OWNER, password: SEED_MEMBER_PASSWORD, ...(device ? { device_token: device } : {}) }),
    });
    const body = (await response.json()) as { device_token?: string };
    return { status: response.status, ms: performance.now() - started, device: body.device_token };
  };

  for (const mode of ['distributed', 'single'] as const) {
    // Requests of the previous flood still in the server must not lock the next run.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await db.query(`delete from throttle_hits where key like 'login:%'`).catch(() => undefined);
    await db.query(`delete from throttle_backoff where key like 'login:%'`).catch(() => undefined);
    const first = await signIn(OWNER_ADDRESS);
    if (first.status !== 200) throw new Error(`the owner could not sign in before the flood: ${first.status}`);

    process.env.FLOOD_MODE = mode;
    process.env.FLOOD_TARGET = OWNER;
    const flood = autocannon({
      url: `${base}/api/login`,
      method: 'POST',
      connections,
      duration: seconds,
      workers: 1,
      requests: [{ method: 'POST', path: '/api/login', setupRequest: fileURLToPath(new URL('login-flood-request.cjs', import.meta.url)) }],
    });
    const statuses = new Map<number, number>();
    // Counted from the worker's per-status totals at the end (autocannon reports 1xx..5xx and codes).
    const owner: { status: number; ms: number }[] = [];
    const stopAt = Date.now() + seconds * 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The owner's browser keeps the device token each sign-in answers: the one it sent stops counting as it (decision 075).
    let device = first.device;
    while (Date.now() < stopAt - 500) {
      const attempt = await signIn(OWNER_ADDRESS, device);
      device = attempt.device ?? device;
      owner.push(attempt);
      await new Promise((resolve) => setTimeout(resolve, ownerEveryMs));
    }
    const newClient = await signIn('192.0.2.78');
    const result = await flood;
    for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses.set(Number(code), (count as { count: number }).count);
    const ownerOk = owner.filter((attempt) => attempt.status === 200);
    const latencies = owner.map((attempt) => attempt.ms).toSorted((a, b) => a - b);
    const guessed = statuses.get(401) ?? 0;
    const row = {
      mode,
      'flood req/s': round(result.requests.average, 0),
      'flood requests': result.requests.total,
      '401 (password checked)': guessed,
      '429 (refused)': statuses.get(429) ?? 0,
      other: result.requests.total - guessed - (statuses.get(429) ?? 0),
      'guesses checked/s': round(guessed / seconds, 2),
      'owner ok': `${ownerOk.length}/${owner.length}`,
      'owner p50 ms': round(percentile(latencies, 50)),
      'owner p99 ms': round(percentile(latencies, 99)),
      'new client without token': newClient.status,
    };
    report.push(row);
    console.info(`\n${mode} flood:`);
    for (const [key, value] of Object.entries(row)) console.info(`  ${key.padEnd(26)} ${value}`);
  }

  const file = fileURLToPath(new URL('login-flood.json', import.meta.url));
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), database: databaseUrl ? 'postgresql' : 'pglite-memory', node: process.version, seconds, connections, modes: report }, null, 2)}\n`,
  );
  console.info(`\nwritten ${file}`);
} finally {
  await app.close();
  await db.close();
}
