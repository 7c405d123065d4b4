import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../db/migrate';
import { openPglite, type PgliteDb } from '../db/pglite';
import { DEFAULT_MEDIA_DIR } from '../media/store';
import { seedDatabase } from '../seed/seed';

/** A database as most test files start: migrated, or migrated and seeded for today. */
export type TestDatabase = 'migrated' | 'seeded';

/**
 * Where `npm test` saved both states once before the files run (make-test-templates.ts). A fresh PGlite costs ~2.7 s of initdb and the
 * seed ~3 s more; loading a saved one ~1 s. A file run on its own (no folder set) makes its database from scratch.
 */
const TEMPLATES_DIR = process.env.VALLEY_API_TEST_TEMPLATES;

async function build(kind: TestDatabase): Promise<PgliteDb> {
  const db = await openPglite();
  await migrate(db);
  if (kind === 'seeded') await seedDatabase(db, { mediaDir: DEFAULT_MEDIA_DIR });
  return db;
}

/** A new in-memory PGlite in the state `kind`, each one the test file's own. */
export async function testPglite(kind: TestDatabase): Promise<PgliteDb> {
  if (!TEMPLATES_DIR) return build(kind);
  return openPglite({ loadDataDir: new Blob([readFileSync(path.join(TEMPLATES_DIR, `${kind}.tar`))]) });
}

/** Saves both states into `dir`, each file written whole. */
export async function writeTemplates(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const save = async (kind: TestDatabase) => {
    const file = path.join(dir, `${kind}.tar`);
    writeFileSync(`${file}.part`, Buffer.from(await (await db.dump()).arrayBuffer()));
    renameSync(`${file}.part`, file);
  };
  const db = await build('migrated');
  try {
    await save('migrated');
    await seedDatabase(db, { mediaDir: DEFAULT_MEDIA_DIR });
    await save('seeded');
  } finally {
    await db.close();
  }
}
