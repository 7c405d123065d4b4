import type { Queryable } from '../db/db';

/** Marks a value for a jsonb column (arrays otherwise go to PostgreSQL array columns). */
export class Json {
  constructor(readonly value: unknown) {}
}
export const json = (value: unknown) => new Json(value);

/** Inserts rows in one statement (objects share their keys) and returns the new ids in order. */
export async function insertRows(db: Queryable, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as object);
  const params: unknown[] = [];
  const values = rows.map(
    (row) =>
      `(${columns
        .map((column) => {
          const value = row[column];
          params.push(value instanceof Json ? JSON.stringify(value.value) : value);
          return `$${params.length}`;
        })
        .join(', ')})`,
  );
  const hasId = !['globals', 'destination_category_links', 'destination_experiences', 'destination_activities', 'destination_amenities', 'event_category_links', 'news_post_categories'].includes(table);
  const { rows: inserted } = await db.query<{ id: number }>(
    `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}${hasId ? ' returning id' : ''}`,
    params,
  );
  return inserted.map((row) => row.id);
}

/** After inserting explicit ids, moves the serial sequence past them. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
}
