import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { moveContentVersion } from './content-version';
import { purgeOnce } from './cdn-purge';
import { testPglite } from '../test-support/templates';

// Migrations only: the purge needs the content version, not the content.
const db = await testPglite('migrated');
after(() => db.close());

/** A CDN's purge hook that keeps what it was sent, answering `status`. */
function hook(status = 200) {
  const calls: Array<{ authorization: string | null; body: { version: number; changed_at: string; paths: string[] } }> = [];
  const state = { status };
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push({ authorization: new Headers(init.headers).get('authorization'), body: JSON.parse(String(init.body)) });
    return new Response(null, { status: state.status });
  }) as typeof globalThis.fetch;
  return { calls, state, fetch };
}

describe('the CDN purge hook (decision 112)', () => {
  it('is called once per publish across instances, several publishes in between making one call, and again after a failure', async () => {
    const cdn = hook();
    const options = { db, url: 'https://purge.example/hook', token: 'secret', fetch: cdn.fetch };
    assert.equal(await purgeOnce(options), 'idle', 'nothing published since the migration');

    const version = await moveContentVersion(db, new Date('2026-11-30T12:00:00Z'));
    // Two instances look at once: one of them calls.
    assert.deepEqual((await Promise.all([purgeOnce(options), purgeOnce(options)])).toSorted(), ['idle', 'purged']);
    assert.deepEqual(cdn.calls, [{ authorization: 'Bearer secret', body: { version, changed_at: '2026-11-30T12:00:00.000Z', paths: ['/*'] } }]);

    await moveContentVersion(db, new Date('2026-11-30T12:01:00Z'));
    const latest = await moveContentVersion(db, new Date('2026-11-30T12:02:00Z'));
    cdn.state.status = 503;
    await assert.rejects(purgeOnce(options), /answered 503/);
    cdn.state.status = 200;
    assert.equal(await purgeOnce(options), 'purged', 'the failed call is made again');
    assert.deepEqual(
      cdn.calls.map((call) => call.body.version),
      [version, latest, latest],
    );
    assert.equal(await purgeOnce(options), 'idle');
  });
});
