import type { Config } from './config';
import type { Db } from './db/db';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { disablePublishedPasswords, seedIfEmpty } from './seed/seed';

export type PrepareDbConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'seedIfEmpty' | 'localDevelopment'> & Partial<Pick<Config, 'mediaDir' | 'seedScale'>>;

/**
 * Opens the configured database and migrates it; seeds an empty one only when asked (SEED_IF_EMPTY=1), and outside local
 * development makes sure the seed's published password opens no account (decision 029).
 */
export async function prepareDb(config: PrepareDbConfig, log: (message: string) => void = () => {}): Promise<Db> {
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedIfEmpty && (await seedIfEmpty(db, { mediaDir: config.mediaDir, scale: config.seedScale, log }))) log('Seeded an empty database');
    if (!config.localDevelopment) {
      const disabled = await disablePublishedPasswords(db);
      if (disabled > 0)
        log(`Removed the published seed password from ${disabled} seeded members (not local development); they can set one with "forgot password"`);
    }
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
