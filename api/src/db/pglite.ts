import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

export interface PgliteOptions {
  /** A directory for a persistent database; omit for an in-memory one. */
  dataDir?: string;
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

const noop = () => {};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** PGlite has no locking of its own: two processes on one data dir corrupt it, so claim it first. */
function claim(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && alive(holder)) {
      throw new Error(`PGlite data dir ${dataDir} is in use by process ${holder}; stop it or set DATA_DIR`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

export async function openPglite({ dataDir }: PgliteOptions = {}): Promise<Db> {
  let release = noop;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = claim(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
