/**
 * The API under test of bench/uploads.ts, in a process of its own so its resident memory is the server's alone.
 * Prints one JSON line `{ port, tokens }` (an access token per seeded member) when ready.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { issueAccessToken } from '../src/auth/tokens';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { LocalMediaStorage } from '../src/media/storage';
import { seedIfEmpty } from '../src/seed/seed';

const db = await openPglite();
await migrate(db);
await seedIfEmpty(db);
const uploadsDir = await mkdtemp(join(tmpdir(), 'valley-bench-uploads-'));
const app = await buildApp({ db, config: { corsOrigins: [], publicApiUrl: 'http://127.0.0.1' }, mediaStorage: new LocalMediaStorage(uploadsDir) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('the API did not get a TCP port');

const { rows } = await db.query<{ id: number }>("select id from users where role <> 'Board' order by id");
const tokens = await Promise.all(rows.map(async (row) => (await issueAccessToken(db, Number(row.id))).token));
console.info(JSON.stringify({ port: address.port, tokens }));

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await db.close();
  await rm(uploadsDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
