import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';

/** In-flight requests get this long to finish before every connection is cut. */
export const DRAIN_MS = 7_000;
/** The process exits by then whatever still runs, so a deploy's replacement waits at most ~10 s. */
export const EXIT_DEADLINE_MS = 9_500;

/**
 * Requests already sent on open connections are read within a few turns of the event loop, but a busy machine can leave the process
 * unscheduled for a while: idle connections are cut only after this, so a request sent an instant before the signal is answered.
 */
export const READ_GRACE_MS = 500;

const draining = new WeakSet<FastifyInstance>();

/** Once closing starts every answer closes its connection, so clients move to another instance instead of holding this one open (decision 029). */
export function registerDrain(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining.has(app)) reply.header('connection', 'close');
    return payload;
  });
}

interface CloseOptions {
  app: FastifyInstance;
  db: Db;
  /** Loops the process runs (the outbox's sender, the review reminders): stopped before the database closes. */
  background?: ({ stop(): Promise<void> } | undefined)[];
  log: Pick<Console, 'info' | 'warn' | 'error'>;
}

/**
 * SIGTERM: answer what clients already sent, stop accepting, let in-flight requests finish, release the database (PGlite's lock too),
 * and answer the exit code (decision 029).
 */
export async function closeGracefully({ app, db, background = [], log }: CloseOptions): Promise<number> {
  const started = performance.now();
  const cut = setTimeout(() => {
    log.warn(`Requests still running after ${DRAIN_MS} ms: closing every connection`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), EXIT_DEADLINE_MS);
  });
  let reaper: NodeJS.Timeout | undefined;
  const work = (async () => {
    try {
      draining.add(app);
      await Promise.all(background.map((loop) => loop?.stop()));
      // Read what clients already sent (answered, with Connection: close) before idle connections are cut.
      await new Promise((resolve) => setTimeout(resolve, READ_GRACE_MS));
      // Answers already being written when the signal came may leave a connection idle later: reap those too.
      reaper = setInterval(() => app.server.closeIdleConnections(), 250);
      await app.close();
    } finally {
      clearTimeout(cut);
      clearInterval(reaper);
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
