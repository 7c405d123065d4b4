import { loadConfig } from '../config';
import { openDb } from '../db/open';
import { migrate } from '../db/migrate';
import { restoreMediaFiles, seedIfEmpty } from '../seed/seed';

// `pnpm seed`: migrate, then seed the configured database if it has no content (otherwise only draw missing images).
// Outside local development the seeded members get no password (api/README.md, "Production").
const config = loadConfig();
const db = await openDb(config);
try {
  const applied = await migrate(db);
  if (applied.length > 0) console.info(`Applied migrations: ${applied.join(', ')}`);
  if (await seedIfEmpty(db, { mediaDir: config.mediaDir, scale: config.seedScale, log: console.info, memberPasswords: config.localDevelopment })) {
    console.info(`Seeded the database; images are in ${config.mediaDir}.`);
    if (!config.localDevelopment) console.info('Not local development: the seeded members have no password.');
  } else {
    const drawn = await restoreMediaFiles(db, { mediaDir: config.mediaDir });
    console.info(`The database already has content; ${drawn > 0 ? `drew ${drawn} missing images` : 'nothing to do'}.`);
  }
} finally {
  await db.close();
}
