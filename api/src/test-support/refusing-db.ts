import type { Db } from '../db/db';

/** A database that refuses every call: for apps whose tests never reach it (or test that it failed). */
export function refusingDb(reason = 'no database in these tests'): Db {
  const refuse = () => Promise.reject(new Error(reason));
  return { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: () => Promise.resolve() };
}
