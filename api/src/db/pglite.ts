import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

export interface PgliteOptions {
  /** A directory for a persistent database; omit for an in-memory one. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir`, to start from a saved state (fast test setup). */
  loadDataDir?: Blob | File;
}

export interface PgliteDb extends Db {
  /** Saves the whole database as a tarball (for `loadDataDir`). */
  dump(): Promise<Blob | File>;
}

type Runner = Pick<PGlite, 'query' | 'exec'>;

function wrap(runner: Runner): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<T>(sql, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  };
}

export async function openPglite({ dataDir, loadDataDir }: PgliteOptions = {}): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}
