import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** A real PostgreSQL server when DATABASE_URL is set, else the embedded PGlite in dataDir. */
export async function openDb({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite({ dataDir });
}
