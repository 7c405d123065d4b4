import type { Queryable } from '../db/db';

/** Marks a value for a jsonb column (arrays otherwise go to PostgreSQL array columns). */
export class Json {
  constructor(readonly value: unknown) {}
}
export const json = (value: unknown) => new Json(value);

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMS = 20_000;

/** Inserts rows (objects sharing their keys) in as few statements as the parameter limit allows. */
export async function insertRows(db: Queryable, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = [];
    const values = rows.slice(start, start + perStatement).map((row) => {
      const keys = Object.keys(row);
      if (keys.length !== columns.length || keys.some((key, index) => key !== columns[index])) {
        throw new Error(`${table}: every row must have the columns ${columns.join(', ')}`);
      }
      return `(${columns
        .map((column) => {
          const value = row[column];
          params.push(value instanceof Json ? JSON.stringify(value.value) : value);
          return `$${params.length}`;
        })
        .join(', ')})`;
    });
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, params);
  }
}

/** After inserting explicit ids, moves the serial sequence past them. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
}
