import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from './app';
import { verifyPassword } from './auth/passwords';
import type { Db } from './db/db';
import { DEFAULT_MEDIA_DIR } from './media/store';
import { isEmpty, SEED_MEMBER_PASSWORD } from './seed/seed';
import { prepareDb, type PrepareDbConfig } from './startup';

const BOARD = 'dana.whitfield@example.com';
const root = mkdtempSync(join(tmpdir(), 'valley-startup-'));
after(() => rmSync(root, { recursive: true, force: true }));
const config = (changes: Partial<PrepareDbConfig>): PrepareDbConfig => ({
  dataDir: join(root, 'pglite'),
  mediaDir: DEFAULT_MEDIA_DIR,
  seedIfEmpty: false,
  localDevelopment: true,
  ...changes,
});

async function withDb<T>(changes: Partial<PrepareDbConfig>, check: (db: Db) => Promise<T>): Promise<T> {
  const db = await prepareDb(config(changes));
  try {
    return await check(db);
  } finally {
    await db.close();
  }
}

const boardHash = async (db: Db) =>
  (await db.query<{ password_hash: string | null }>('select password_hash from users where email = $1', [BOARD])).rows[0]?.password_hash;

describe('start-up: seeding is an explicit act, and the published password works only locally', () => {
  it('migrates an empty database without seeding it', async () => {
    await withDb({}, async (db) => assert.equal(await isEmpty(db), true));
  });

  it('seeds an empty database when asked (SEED_IF_EMPTY=1, local development)', async () => {
    await withDb({ seedIfEmpty: true }, async (db) => {
      assert.equal(await isEmpty(db), false);
      assert.equal(await verifyPassword(await boardHash(db), SEED_MEMBER_PASSWORD), true);
    });
  });

  it('outside local development, the seeded Board account no longer opens with the published password', async () => {
    await withDb({ localDevelopment: false }, async (db) => {
      assert.equal(await boardHash(db), null);
      const members = await db.query<{ count: number }>('select count(*)::int as count from users where password_hash is not null');
      assert.equal(Number(members.rows[0]?.count), 0, 'no seeded member keeps the published password');
    });
  });

  it('serves no /dev/mailbox unless the configuration turns it on', async () => {
    await withDb({}, async (db) => {
      const app = await buildApp({ db, config: { corsOrigins: [], publicApiUrl: 'http://api.test' } });
      try {
        assert.equal((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode, 404);
        assert.equal((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode, 404);
      } finally {
        await app.close();
      }
    });
  });
});
