import type { Config } from './config';
import type { Db } from './db/db';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seed';

/** Opens the configured database, applies migrations and seeds an empty one (images go to config.mediaDir). */
export async function prepareDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'mediaDir' | 'seedScale'>>,
  log: (message: string) => void = () => {},
): Promise<Db> {
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    if (await seedIfEmpty(db, { mediaDir: config.mediaDir, scale: config.seedScale, log })) log('Seeded an empty database');
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
