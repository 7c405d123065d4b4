import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ApiProcess, request, sleep, spawnApi, tally, traffic } from './test-support/api-process';
import { postgresAvailability, type PostgresServer, startPostgresServer } from './test-support/postgres-server';

// The API against a real PostgreSQL restarted and stopped under traffic: it stays up, answers 503 while the database is gone,
// and serves again within seconds of its return.
const skip = process.env.SKIP_POSTGRES_TESTS === '1' ? 'SKIP_POSTGRES_TESTS=1' : postgresAvailability().available ? false : 'PostgreSQL is not available';
const DATA_CALL = '/events/categories';
/** How soon after the database is back every call must work again. */
const RECOVERY_BUDGET_MS = 5_000;

async function statusOf(url: string): Promise<number | string> {
  const answer = await request(url);
  return 'status' in answer ? answer.status : answer.error;
}

/** Milliseconds until /ready and a data call both answer 200. */
async function timeToRecover(api: ApiProcess, budgetMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < budgetMs * 3) {
    if ((await statusOf(`${api.url}/ready`)) === 200 && (await statusOf(`${api.url}${DATA_CALL}`)) === 200) return Date.now() - started;
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

describe('the API through PostgreSQL restarts and outages', { skip }, () => {
  let server: PostgresServer;
  let api: ApiProcess;

  before(async () => {
    server = await startPostgresServer('valley_fault');
    api = await spawnApi({ DATABASE_URL: server.url, SEED_IF_EMPTY: '1' });
  });
  after(async () => {
    await api?.kill();
    await server?.stop();
  });

  it('stays up when PostgreSQL restarts while its pooled connections sit idle (57P01 on an idle client)', async () => {
    // Eight calls at once leave several connections idle in the pool.
    await Promise.all(Array.from({ length: 8 }, () => request(`${api.url}${DATA_CALL}`)));
    await sleep(200);
    await server.restart();
    await sleep(500);
    assert.ok(api.alive(), `the API process exited when PostgreSQL restarted:\n${api.output()}`);
    const recoveredMs = await timeToRecover(api, RECOVERY_BUDGET_MS);
    console.info(`  idle restart: every call worked again ${recoveredMs} ms after PostgreSQL was back`);
    assert.ok(recoveredMs < RECOVERY_BUDGET_MS, `recovered in ${recoveredMs} ms`);
  });

  it('stays up through a fast restart under traffic and serves again at once', async () => {
    const load = traffic(`${api.url}${DATA_CALL}`, { connections: 4 });
    await sleep(500);
    const restarted = Date.now();
    await server.restart();
    const recoveredMs = (await timeToRecover(api, RECOVERY_BUDGET_MS)) + (Date.now() - restarted);
    await sleep(300);
    await load.stop();
    const counts = tally(load.outcomes);
    console.info(`  restart: ${JSON.stringify(counts)}; every call worked again ${recoveredMs} ms after pg_ctl restart began`);
    assert.ok(api.alive(), `the API process exited:\n${api.output()}`);
    assert.deepEqual(
      Object.keys(counts).filter((result) => result !== '200' && result !== '503'),
      [],
      'only 200 or 503 answers',
    );
    assert.ok(recoveredMs < RECOVERY_BUDGET_MS, `recovered in ${recoveredMs} ms`);
  });

  it('answers 503 with a message while the database is down, and recovers within seconds of its return', async () => {
    const load = traffic(`${api.url}${DATA_CALL}`, { connections: 4 });
    await sleep(300);
    await server.halt();
    const haltedAt = Date.now();
    await sleep(1_500);
    assert.ok(api.alive(), `the API process exited when PostgreSQL stopped:\n${api.output()}`);
    const ready = await request(`${api.url}/ready`);
    const data = await request(`${api.url}${DATA_CALL}`);
    assert.ok('status' in ready && ready.status === 503, '/ready answers 503');
    assert.ok('status' in data && data.status === 503, 'a data call answers 503');
    assert.match(JSON.parse(data.text).message, /briefly unavailable/);
    await sleep(1_500);
    const resumeStarted = Date.now();
    await server.resume();
    const resumedAt = Date.now();
    const recoveredMs = await timeToRecover(api, RECOVERY_BUDGET_MS);
    await sleep(300);
    await load.stop();
    const during = tally(load.outcomes.filter(({ at }) => at > haltedAt + 200 && at < resumeStarted));
    const counts = tally(load.outcomes);
    console.info(`  outage of ${resumeStarted - haltedAt} ms: ${JSON.stringify(counts)}; recovered ${recoveredMs} ms after PostgreSQL was back`);
    assert.ok(api.alive(), `the API process exited:\n${api.output()}`);
    assert.deepEqual(Object.keys(during), ['503'], 'every call during the outage is a 503');
    assert.deepEqual(
      Object.keys(counts).filter((result) => result !== '200' && result !== '503'),
      [],
      'only 200 or 503 answers',
    );
    assert.ok(recoveredMs < RECOVERY_BUDGET_MS, `recovered in ${recoveredMs} ms`);
    const recovered = load.outcomes.filter(({ at }) => at > resumedAt + recoveredMs + 100);
    assert.ok(recovered.length > 0 && recovered.every(({ result }) => result === 200), 'calls after recovery all succeed');
  });
});
