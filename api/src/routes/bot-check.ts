import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { AppContext } from '../app';
import { issueChallenge } from '../auth/bot-check';
import { type AccountRouteConfig, botCheckSettings } from './account';

/** Registered by hand rather than with route(): a public GET would be memoised and publicly cached there, and every caller needs its own challenge. */
export function registerBotCheckRoutes(app: FastifyInstance, { now }: AppContext, config: AccountRouteConfig): void {
  const settings = botCheckSettings(config);
  const endpoint = contract.botCheckChallenge;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { response: { 200: endpoint.response } },
    config: { endpoint },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueChallenge(settings, now());
    },
  });
}
