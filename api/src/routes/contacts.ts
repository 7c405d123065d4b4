import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { AppContext } from '../app';
import { route } from '../http/route';

/** Newsletter sign-ups. The answer never says whether an address was already listed. */
export function registerContactRoutes(app: FastifyInstance, { db }: AppContext): void {
  route(app, contract.contactsCreate, async ({ body }) => {
    await db.query(`insert into contacts (email, source) values ($1, 'newsletter') on conflict (email) do nothing`, [body.email.toLowerCase()]);
    return { message: 'Thanks for signing up! Watch your inbox for the next valley newsletter.' };
  });
}
