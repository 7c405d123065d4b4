import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dayKeyOf, formatTime, instantOf, TIME_ZONE, toLocalIso } from '@valley/shared/time';
import { DST_CASES } from '@valley/shared/time/dst-cases';
import { issueAccessToken } from './auth/tokens';
import { seededApp, type TestContext } from './test-support/seeded-app';

// The daylight-saving nights (decision 034): the cases the time module's and the apps' tests run,
// here against what the API stores and answers, with the server's own zone set to anything.
const HOST_ZONES = ['UTC', TIME_ZONE, 'America/Los_Angeles', 'Europe/Berlin', 'Pacific/Auckland'];

describe('the time module, whatever zone the server runs in', () => {
  const hostZone = process.env.TZ;
  after(() => {
    process.env.TZ = hostZone;
  });
  for (const zone of HOST_ZONES) {
    it(`reads and writes the DST nights the same in ${zone}`, () => {
      process.env.TZ = zone;
      assert.equal(Intl.DateTimeFormat().resolvedOptions().timeZone, zone);
      for (const { name, local, instant, localIso, time } of DST_CASES) {
        assert.equal(instantOf(local)?.toISOString(), instant, name);
        assert.equal(toLocalIso(new Date(instant)), localIso, name);
        assert.equal(formatTime(new Date(instant)), time, name);
        assert.equal(dayKeyOf(new Date(instant)), local.slice(0, 10), name);
      }
    });
  }
});

describe("a member's event on a DST night", () => {
  let context: TestContext;
  let token = '';
  before(async () => {
    context = await seededApp();
    const { rows } = await context.db.query<{ id: number }>(`select id from users where role = 'Local' order by id limit 1`);
    token = (await issueAccessToken(context.db, Number(rows[0]!.id))).token;
  });
  after(() => context.close());

  for (const { name, local, instant, localIso } of DST_CASES) {
    it(`is stored at the instant the form means: ${name}`, async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/events/create',
        headers: { authorization: `Bearer ${token}` },
        payload: { title: `Night Owl Walk ${local}`, start_at: local, end_at: `${local.slice(0, 10)}T05:00`, content: '<p>Bring a lamp.</p>' },
      });
      assert.equal(response.statusCode, 200, response.body);
      const event = response.json<{ id: number; starts: string }>();
      assert.equal(event.starts, localIso);
      const { rows } = await context.db.query<{ starts: Date }>('select starts from events where id = $1', [event.id]);
      assert.equal(rows[0]?.starts.toISOString(), instant);
    });
  }
});
