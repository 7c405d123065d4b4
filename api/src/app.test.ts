import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { buildApp } from './app';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { apiSuite } from './test-support/api-suite';
import { contentSuite } from './test-support/content-suite';
import { refusingDb } from './test-support/refusing-db';
import { seededApp } from './test-support/seeded-app';

// One seeded in-memory PGlite for the whole file (a fresh one takes ~5 s).
const context = await seededApp();
after(() => context.close());

describe('API over PGlite', () => {
  apiSuite(() => context);
  contentSuite(() => context);
});

describe('database lifecycle', () => {
  it('migrations and seeding are idempotent', async () => {
    assert.deepEqual(await migrate(context.db), []);
    assert.equal(await seedIfEmpty(context.db), false);
    const { rows } = await context.db.query<{ name: string }>('select name from schema_migrations order by version');
    assert.equal(rows[0]?.name, '001-foundation');
    const { rows: extensions } = await context.db.query<{ extname: string }>(`select extname from pg_extension where extname = 'pg_trgm'`);
    assert.equal(extensions.length, 1);
  });

  it('/ready answers 503 when the database fails', async () => {
    const app = await buildApp({ db: refusingDb('connection lost'), config: { corsOrigins: [], publicApiUrl: 'http://api.test' } });
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      assert.equal(response.statusCode, 503);
      assert.equal(response.json().statusCode, 503);
      assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
      const failing = await app.inject({ method: 'GET', url: '/nav' });
      assert.deepEqual(failing.json(), { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    } finally {
      await app.close();
    }
  });
});
