import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Migrations are `NNN-name.sql`, applied in file-name order. */
export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .toSorted()
    .map((file) => ({ version: file.slice(0, 3), name: file.replace(/\.sql$/, ''), sql: readFileSync(dir + file, 'utf8') }));
}

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const { rows } = await db.query<{ version: string }>('select version from schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
    done.push(migration.name);
  }
  return done;
}
