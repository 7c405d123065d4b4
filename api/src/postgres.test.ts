import { after, describe, it } from 'node:test';
import { openPostgres } from './db/postgres';
import { apiSuite } from './test-support/api-suite';
import { contentSuite } from './test-support/content-suite';
import { postgresAvailability, startPostgresServer } from './test-support/postgres-server';
import { seededApp, type TestContext } from './test-support/seeded-app';

// The same suite against a real PostgreSQL server. Without one the run fails, unless
// SKIP_POSTGRES_TESTS=1 says to skip: a silent skip would hide the gap.
const skip = process.env.SKIP_POSTGRES_TESTS === '1';
const availability = postgresAvailability();

if (skip) {
  it('API over PostgreSQL', { skip: 'SKIP_POSTGRES_TESTS=1' }, () => {});
} else if (!availability.available) {
  it('API over PostgreSQL', () => {
    throw new Error(`PostgreSQL is not available (${availability.reason}); install it or set SKIP_POSTGRES_TESTS=1`);
  });
} else {
  const server = await startPostgresServer();
  let context: TestContext | undefined;
  after(async () => {
    await context?.close();
    await server.stop();
  });
  context = await seededApp(openPostgres(server.url, { max: 4 }));
  const ready = context;
  describe('API over PostgreSQL', () => {
    apiSuite(() => ready);
    contentSuite(() => ready);
  });
}
