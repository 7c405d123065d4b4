import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { issueAccessToken } from './auth/tokens';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPostgres } from './db/postgres';
import { postgresAvailability, startPostgresServer, type PostgresServer } from './test-support/postgres-server';
import { testPglite } from './test-support/templates';

// A create retried with its Idempotency-Key answers the first item instead of making a second (decision 031),
// over PGlite and a real PostgreSQL, where two requests with one key really run at once.

const HOUR = 3_600_000;
const tables = {
  '/api/destinations/create': 'destinations',
  '/api/events/create': 'events',
  '/api/tips/create': 'tips',
  '/api/itineraries/create': 'itineraries',
  '/api/reservations/create': 'reservations',
} as const;
const ownerColumn = (table: string) => (table === 'reservations' ? 'user_id' : 'owner_id');

function idempotencySuite(open: () => Promise<Db>) {
  let db: Db;
  let app: FastifyInstance;
  let now = new Date('2026-11-24T12:00:00Z');
  const members: { id: number; headers: Record<string, string> }[] = [];
  let destinationId = 0;
  let keys = 0;
  const newKey = () => `key-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;

  before(async () => {
    db = await open();
    await migrate(db);
    app = await buildApp({ db, config: { corsOrigins: ['http://localhost:3000'], publicApiUrl: 'http://api.test' }, clock: () => now });
    for (const name of ['ida', 'ivo']) {
      const { rows } = await db.query<{ id: number }>(
        `insert into users (email, first_name, last_name, role, activated_at) values ($1, $2, 'Potent', 'Destination', now()) returning id`,
        [`${name}@example.test`, name],
      );
      const id = Number(rows[0]?.id);
      members.push({ id, headers: { authorization: `Bearer ${(await issueAccessToken(db, id, now)).token}` } });
    }
    const { rows } = await db.query<{ id: number }>(
      "insert into destinations (slug, name, approved, email) values ('keyed-inn', 'Keyed Inn', true, 'inn@example.test') returning id",
    );
    destinationId = Number(rows[0]?.id);
  });
  after(async () => {
    await app?.close();
    await db?.close();
  });

  const payloads = () =>
    ({
      '/api/destinations/create': { company_name: 'Retry Rafting', phone: '814-555-0142', address: '1 River Rd', city: 'Milesburg', zip_code: '16853' },
      '/api/events/create': { title: 'Retry Regatta', start_at: '2027-06-05T10:00', end_at: '2027-06-05T12:00', content: '<p>Boats.</p>' },
      '/api/tips/create': { tip_title: 'Retry at dawn', tip: '<p>Quiet water.</p>', destination: destinationId },
      '/api/itineraries/create': {
        title: 'Retry Route',
        content: '<p>Three stops.</p>',
        destination: destinationId,
        items: [{ destination: destinationId }, { destination: destinationId }, { destination: destinationId }],
      },
      '/api/reservations/create': {
        start_at: '2027-07-01',
        end_at: '2027-07-03',
        email: 'guest@example.test',
        phone: '814-555-0100',
        destination: destinationId,
        reservation: 'Two rooms.',
      },
    }) as const;
  const count = async (table: string, memberId: number) =>
    Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${ownerColumn(table)} = $1`, [memberId])).rows[0]?.n);

  const post = (url: string, member: { headers: Record<string, string> }, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...member.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: payload as Record<string, unknown>,
    });

  it('a retry with the same key answers the same item and leaves one row, for every member create', async () => {
    const [member] = members;
    for (const [url, payload] of Object.entries(payloads())) {
      const table = tables[url as keyof typeof tables];
      const rowsBefore = await count(table, member!.id);
      const key = newKey();
      const first = await post(url, member!, payload, key);
      assert.equal(first.statusCode, 200, `${url}: ${first.body}`);
      const retry = await post(url, member!, payload, key);
      assert.equal(retry.statusCode, 200, `${url} retry: ${retry.body}`);
      assert.equal(retry.json().id, first.json().id, url);
      assert.deepEqual(retry.json(), first.json(), `${url}: the stored answer is replayed`);
      assert.equal(await count(table, member!.id), rowsBefore + 1, `${url}: one row`);
      // Without a key every call creates, as before.
      assert.equal((await post(url, member!, payload)).statusCode, 200);
      assert.equal(await count(table, member!.id), rowsBefore + 2);
    }
  });

  it('a favorite retried with the same key stays added (the toggle is not flipped back)', async () => {
    const [member] = members;
    const key = newKey();
    const first = await post('/api/favorites/create', member!, { destination: destinationId }, key);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().favorited, true);
    const retry = await post('/api/favorites/create', member!, { destination: destinationId }, key);
    assert.deepEqual(retry.json(), first.json());
    const { rows } = await db.query('select 1 from favorites where user_id = $1 and destination_id = $2', [member!.id, destinationId]);
    assert.equal(rows.length, 1, 'still favorited');
    // A second tap is a new submission with a new key: it removes the favorite.
    const untap = await post('/api/favorites/create', member!, { destination: destinationId }, newKey());
    assert.equal(untap.json().favorited, false);
  });

  it('two requests with one key at the same moment create one row and answer the same item', async () => {
    const [member] = members;
    for (const url of ['/api/destinations/create', '/api/reservations/create'] as const) {
      const table = tables[url];
      const rowsBefore = await count(table, member!.id);
      const key = newKey();
      const answers = await Promise.all([1, 2, 3].map(() => post(url, member!, payloads()[url], key)));
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [200, 200, 200],
        answers.map((answer) => answer.body).join('\n'),
      );
      assert.equal(new Set(answers.map((answer) => answer.json().id)).size, 1, `${url}: one id`);
      assert.equal(await count(table, member!.id), rowsBefore + 1, `${url}: one row`);
    }
  });

  it('the same key with another body is a 422 that names the header, and creates nothing', async () => {
    const [member] = members;
    const key = newKey();
    const url = '/api/tips/create';
    assert.equal((await post(url, member!, payloads()[url], key)).statusCode, 200);
    const rowsBefore = await count('tips', member!.id);
    const changed = await post(url, member!, { ...payloads()[url], tip_title: 'Another tip' }, key);
    assert.equal(changed.statusCode, 422, changed.body);
    assert.equal(changed.json().message, 'Idempotency-Key was already used for a different request: send a new key with a new submission.');
    const elsewhere = await post('/api/events/create', member!, payloads()['/api/events/create'], key);
    assert.equal(elsewhere.statusCode, 422, 'the same key on another call is another request');
    assert.equal(await count('tips', member!.id), rowsBefore);
  });

  it("another member's same key is their own", async () => {
    const [ida, ivo] = members;
    const key = newKey();
    const url = '/api/destinations/create';
    const mine = await post(url, ida!, payloads()[url], key);
    const theirs = await post(url, ivo!, { ...payloads()[url], company_name: 'Other Rafting' }, key);
    assert.equal(theirs.statusCode, 200, theirs.body);
    assert.notEqual(theirs.json().id, mine.json().id);
    assert.equal(theirs.json().name, 'Other Rafting');
  });

  it('a key is kept 24 hours, then it is free again', async () => {
    const [member] = members;
    const key = newKey();
    const url = '/api/tips/create';
    const first = await post(url, member!, payloads()[url], key);
    now = new Date(now.getTime() + 23 * HOUR);
    assert.equal((await post(url, member!, payloads()[url], key)).json().id, first.json().id, 'replayed within 24 h');
    now = new Date(now.getTime() + 2 * HOUR);
    const later = await post(url, member!, payloads()[url], key);
    assert.equal(later.statusCode, 200);
    assert.notEqual(later.json().id, first.json().id, 'a new item after the key expired');
  });

  it('refuses a malformed key with a 400 naming the header; browsers may send it (CORS)', async () => {
    const [member] = members;
    for (const key of ['', 'x'.repeat(256), 'has space', 'ünïcode']) {
      const response = await post('/api/tips/create', member!, payloads()['/api/tips/create'], key);
      assert.equal(response.statusCode, 400, JSON.stringify(key));
      assert.equal(response.json().message, 'Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID.');
    }
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/tips/create',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    assert.match(String(preflight.headers['access-control-allow-headers']), /Idempotency-Key/i);
  });
}

describe('Idempotency-Key over PGlite', () => idempotencySuite(() => testPglite('migrated')));

const skip = process.env.SKIP_POSTGRES_TESTS === '1';
const availability = postgresAvailability();
if (skip) {
  it('Idempotency-Key over PostgreSQL', { skip: 'SKIP_POSTGRES_TESTS=1' }, () => {});
} else if (!availability.available) {
  it('Idempotency-Key over PostgreSQL', () => {
    throw new Error(`PostgreSQL is not available (${availability.reason}); install it or set SKIP_POSTGRES_TESTS=1`);
  });
} else {
  let server: PostgresServer | undefined;
  after(() => server?.stop());
  describe('Idempotency-Key over PostgreSQL', () =>
    idempotencySuite(async () => {
      server = await startPostgresServer();
      return openPostgres(server.url, { max: 4 });
    }));
}
