import { loadConfig } from '../config';
import { openDb } from '../db/open';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';

/** `pnpm seed`: migrate, then seed the configured database if it has no content. */
const config = loadConfig();
const db = await openDb(config);
try {
  const applied = await migrate(db);
  if (applied.length > 0) console.info(`Applied migrations: ${applied.join(', ')}`);
  console.info((await seedIfEmpty(db)) ? 'Seeded the database.' : 'The database already has content; nothing to do.');
} finally {
  await db.close();
}
