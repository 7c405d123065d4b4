import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDb } from './startup';

const config = loadConfig();
const db = await prepareDb(config, (message) => console.info(message));
const app = await buildApp({ db, config, logger: process.env.LOG_REQUESTS === '1' });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.info(`${signal}: shutting down`);
  try {
    await app.close();
  } finally {
    // An open PGlite keeps the process alive: always close it.
    await db.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error('API failed to start:', error);
  await db.close();
  process.exit(1);
}
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
console.info(`API listening on http://${config.host}:${config.port} (${where})`);
