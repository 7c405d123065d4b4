import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { buildApp } from './app';
import { DevClock } from './routes/dev-clock';
import { TEST_API_URL, TEST_ORIGIN } from './test-support/seeded-app';
import { testPglite } from './test-support/templates';

// The movable clock journeys use (DEV_CLOCK=1, decision 089): it is the app's clock, and only an app given one serves it.
const db = await testPglite('migrated');
const config = { corsOrigins: [TEST_ORIGIN], publicApiUrl: TEST_API_URL };
const clock = new DevClock();
const moved = await buildApp({ db, config, devClock: clock });
const plain = await buildApp({ db, config });
after(async () => {
  await moved.close();
  await plain.close();
  await db.close();
});

describe('/dev/clock', () => {
  it("moves the app's time by the offset asked, and back", async () => {
    const week = 7 * 86_400_000;
    const response = await moved.inject({ method: 'POST', url: '/dev/clock', payload: { offset_ms: week } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().offset_ms, week);
    assert.ok(Math.abs(Date.parse(response.json().now) - (Date.now() + week)) < 5_000);
    // What the app decides with (a bot-check challenge's expiry here) reads the moved clock.
    const challenge = (await moved.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json<{ expires_at: string }>();
    assert.ok(Date.parse(challenge.expires_at) > Date.now() + week);
    assert.equal((await moved.inject({ method: 'POST', url: '/dev/clock', payload: { offset_ms: 0 } })).json().offset_ms, 0);
    assert.ok(Math.abs(clock.now().getTime() - Date.now()) < 5_000);
  });

  it('refuses what is not a whole number of milliseconds within a year or so', async () => {
    for (const offset_ms of ['1d', 1.5, 10 ** 12, null]) {
      const response = await moved.inject({ method: 'POST', url: '/dev/clock', payload: { offset_ms } });
      assert.equal(response.statusCode, 400, String(offset_ms));
      assert.match(response.json().message, /^offset_ms: /);
    }
  });

  it('is not served without DEV_CLOCK', async () => {
    assert.equal((await plain.inject({ method: 'GET', url: '/dev/clock' })).statusCode, 404);
    assert.equal((await plain.inject({ method: 'POST', url: '/dev/clock', payload: { offset_ms: 1 } })).statusCode, 404);
  });
});
