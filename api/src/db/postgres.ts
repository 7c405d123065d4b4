import { Pool, type PoolClient } from 'pg';
import { DatabaseUnavailableError, type Db, type Queryable } from './db';

/** Node socket errors and SQLSTATEs that mean "no usable connection", not "bad query". */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections; class 08: connection exceptions.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|is not queryable|Connection ended unexpectedly/i;

export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

const unavailableOr = (error: unknown) => (isConnectionError(error) ? new DatabaseUnavailableError(error) : error);

function wrap(client: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query(sql, params as unknown[]);
        return { rows: result.rows as T[] };
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  };
}

export interface PostgresOptions {
  max?: number;
  /** How long a request waits for a connection before answering 503 (the server may be gone). */
  connectionTimeoutMillis?: number;
  /** Told when an idle connection dies (the server restarted); the pool replaces it on demand. */
  onConnectionLost?: (error: Error) => void;
}

export function openPostgres(connectionString: string, { max = 10, connectionTimeoutMillis = 3_000, onConnectionLost }: PostgresOptions = {}): Db {
  const pool = new Pool({ connectionString, max, connectionTimeoutMillis, keepAlive: true });
  let lostLogged = 0;
  // Without a listener, an idle client terminated by a restarting server (57P01) kills the process.
  pool.on('error', (error) => {
    if (onConnectionLost) return onConnectionLost(error);
    if (Date.now() - lostLogged > 10_000) console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on demand`);
    lostLogged = Date.now();
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailableOr(error);
      }
      // A checked-out client has no pool listener: a server stop between two statements would be uncaught.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        if (isConnectionError(error)) broken ??= error as Error;
        else await client.query('rollback').catch((rollbackError: unknown) => (broken = rollbackError as Error));
        throw unavailableOr(error);
      } finally {
        client.removeListener('error', onError);
        // A broken connection is destroyed, not returned to the pool.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
