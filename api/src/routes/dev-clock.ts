import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';

/** The furthest a journey may move the API's time either way. */
const MAX_OFFSET_MS = 400 * 86_400_000;

/**
 * The API's time moved on by an offset (DEV_CLOCK=1, which config.ts refuses for a site that is not local): it is the app's clock seam
 * (`AppDeps.clock`), so what a week later looks like (decision 089) is tested by moving it, not by waiting.
 */
export class DevClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  get offset(): number {
    return this.offsetMs;
  }
  set(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
}

/** GET /dev/clock answers the API's time; POST /dev/clock `{ "offset_ms": n }` sets how far it is from the real one (0 puts it back). */
export function registerDevClockRoutes(app: FastifyInstance, clock: DevClock): void {
  const state = () => ({ now: clock.now().toISOString(), offset_ms: clock.offset });
  app.get('/dev/clock', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return state();
  });
  app.post<{ Body: { offset_ms?: unknown } }>('/dev/clock', async (request, reply) => {
    const offset = request.body?.offset_ms;
    if (typeof offset !== 'number' || !Number.isInteger(offset) || Math.abs(offset) > MAX_OFFSET_MS) {
      throw badRequest(`offset_ms: a whole number of milliseconds, at most ${MAX_OFFSET_MS} either way`);
    }
    clock.set(offset);
    // Public answers computed at the old time (events from today, say) must not outlive it.
    await app.contentChanged();
    reply.header('cache-control', 'no-store');
    return state();
  });
}
