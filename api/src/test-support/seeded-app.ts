import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { DEFAULT_MEDIA_DIR } from '../media/store';
import { seedDatabase } from '../seed/seed';
import { testPglite } from './templates';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_API_URL = 'http://api.test';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The app over `db`, migrated and seeded, or without one over a seeded in-memory PGlite of its own (templates.ts); tests share
 * api/.data/media, since images are deterministic and only the first run draws them. `at` seeds the valley for that day and stops the
 * app's clock there (the recorded answers, scripts/gen-server-answers.mjs); `clock` is a time of the test's own (a day later).
 */
export async function seededApp(given?: Db, { at, clock }: { at?: Date; clock?: () => Date } = {}): Promise<TestContext> {
  const db = given ?? (await testPglite('seeded'));
  if (given) {
    await migrate(db);
    await seedDatabase(db, { mediaDir: DEFAULT_MEDIA_DIR, ...(at && { baseDate: at }) });
  }
  const app = await buildApp({
    db,
    // The bot check at difficulty 1: a test solves it at no cost (account.test.ts checks the real difficulty on an app of its own).
    config: { corsOrigins: [TEST_ORIGIN, 'http://127.0.0.1:3001'], publicApiUrl: TEST_API_URL, mediaDir: DEFAULT_MEDIA_DIR, botCheckDifficulty: 1 },
    ...(at && { clock: () => new Date(at) }),
    ...(clock && { clock }),
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
