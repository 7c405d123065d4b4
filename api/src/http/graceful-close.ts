import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';

/** In-flight requests get this long to finish before every connection is cut. */
export const DRAIN_MS = 7_000;
/** The process exits by then whatever still runs, so a deploy's replacement waits at most ~10 s. */
export const EXIT_DEADLINE_MS = 9_500;

/**
 * Fastify keeps a keep-alive connection 72 s: once closing starts, every answer still being
 * written closes its connection, so clients move to another instance instead of holding this one.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}

interface CloseOptions {
  app: FastifyInstance;
  db: Db;
  mailSender?: { stop(): Promise<void> };
  log: Pick<Console, 'info' | 'warn' | 'error'>;
}

/**
 * SIGTERM: stop accepting, let in-flight requests finish (idle connections close at once, busy
 * ones after their answer), release the database (PGlite's lock too), and answer the exit code.
 */
export async function closeGracefully({ app, db, mailSender, log }: CloseOptions): Promise<number> {
  const started = performance.now();
  const cut = setTimeout(() => {
    log.warn(`Requests still running after ${DRAIN_MS} ms: closing every connection`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), EXIT_DEADLINE_MS);
  });
  const work = (async () => {
    try {
      await mailSender?.stop();
      await app.close();
    } finally {
      clearTimeout(cut);
      // An open PGlite keeps the process alive and its data dir locked: always close it.
      await db.close();
    }
  })();
  try {
    const outcome = await Promise.race([work.then(() => 'closed' as const), deadline]);
    if (outcome === 'deadline') {
      log.error(`Shutdown did not finish in ${EXIT_DEADLINE_MS} ms: exiting anyway`);
      return 1;
    }
    log.info(`Closed in ${Math.round(performance.now() - started)} ms`);
    return 0;
  } catch (error) {
    log.error('Shutdown failed:', error);
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
