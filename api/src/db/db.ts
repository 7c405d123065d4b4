/** The one database interface the API uses: PGlite (embedded) and pg (a real server) both fit it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; a throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** The database cannot be reached (down, restarting, refusing connections): the API answers 503, not 500. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
