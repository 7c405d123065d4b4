import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { DEFAULT_MEDIA_DIR } from '../media/store';
import { seedDatabase } from '../seed/seed';

/** A database as most test files start: migrated, or migrated and seeded for today. */
export type TestDatabase = 'migrated' | 'seeded';

/**
 * Where `npm test` saved both states once before the files run (make-test-templates.ts), as PGlite data folders. A fresh PGlite costs
 * ~2.7 s of initdb and the seed ~3 s more; a copy of a saved folder opens in ~2.8 s, a tarball loaded into memory took ~4.5 s and ~2 s
 * more of a core (api/README.md). A file run on its own (no folder set) makes its database from scratch.
 */
const TEMPLATES_DIR = process.env.VALLEY_API_TEST_TEMPLATES;

async function build(kind: TestDatabase, dataDir?: string): Promise<Db> {
  const db = await openPglite({ dataDir });
  await migrate(db);
  if (kind === 'seeded') await seedDatabase(db, { mediaDir: DEFAULT_MEDIA_DIR });
  return db;
}

/** A new PGlite in the state `kind`, each one the test file's own: a copy of the saved folder, removed when it closes. */
export async function testPglite(kind: TestDatabase): Promise<Db> {
  if (!TEMPLATES_DIR) return build(kind);
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'valley-api-test-')), 'data');
  cpSync(path.join(TEMPLATES_DIR, kind), dataDir, { recursive: true });
  const db = await openPglite({ dataDir });
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        rmSync(path.dirname(dataDir), { recursive: true, force: true });
      }
    },
  };
}

/** Saves both states into `dir`, each folder moved into place whole once its database has closed. */
export async function writeTemplates(dir: string): Promise<void> {
  const work = `${dir}.part`;
  rmSync(work, { recursive: true, force: true });
  const migrated = path.join(work, 'migrated');
  await (await build('migrated', migrated)).close();
  const seeded = path.join(work, 'seeded');
  cpSync(migrated, seeded, { recursive: true });
  const db = await openPglite({ dataDir: seeded });
  try {
    await seedDatabase(db, { mediaDir: DEFAULT_MEDIA_DIR });
  } finally {
    await db.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
}
