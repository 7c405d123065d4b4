import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { DATABASE_UNAVAILABLE, errorBody } from '../http/errors';

export function registerHealthRoutes(app: FastifyInstance, { db }: AppContext): void {
  // Liveness: the process answers.
  app.get('/health', async () => ({ status: 'ok' }));
  // Readiness: the database answers too.
  app.get('/ready', async (request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.code(503).header('retry-after', '5').send(errorBody(503, DATABASE_UNAVAILABLE));
    }
  });
}
