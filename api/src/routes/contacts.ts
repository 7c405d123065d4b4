import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { AppContext } from '../app';
import { throttle } from '../auth/throttle';
import { route } from '../http/route';

/** Newsletter sign-ups. The answer never says whether an address was already listed. */
export function registerContactRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  route(app, contract.contactsCreate, async ({ body, request }) => {
    // The list is mailed: nobody may sign up a stranger (or thousands) unchecked.
    await throttle(db, 'contact', { account: body.email, ip: request.ip }, now());
    await db.query(`insert into contacts (email, source) values ($1, 'newsletter') on conflict (email) do nothing`, [body.email.toLowerCase()]);
    return { message: 'Thanks for signing up! Watch your inbox for the next valley newsletter.' };
  });
}
