import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { AppContext } from '../app';
import type { Member } from '../auth/tokens';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { confirmListing, freshnessOf, staleReport } from '../members/freshness';

/** "Still accurate" on a listing, and the board's report of those that have gone unconfirmed (decision 090). */
export function registerFreshnessRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  route(app, contract.listingConfirm, async ({ body, member }) => {
    const { rows } = await db.query<{ id: number; name: string; approved: boolean; owner_id: number | null; last_confirmed_at: Date }>(
      'select id, name, approved, owner_id, last_confirmed_at from destinations where id = $1',
      [body.id],
    );
    const row = rows[0];
    // The owner confirms their listing; the board may confirm any (after phoning a business that has no account, say).
    if (!row || !mayConfirm(member, row.owner_id)) throw notFound('Destination not found');
    if (!row.approved) throw badRequest('This destination is not public yet: the board confirms it when it approves it');
    const at = now();
    const before = freshnessOf(row.last_confirmed_at, at);
    await confirmListing(db, row.id, at);
    // A hidden listing is back in listings, search and maps, and every page stops marking it.
    if (before.state === 'hidden') await app.contentChanged();
    return { message: `Confirmed: ${row.name}`, freshness: freshnessOf(at, at) };
  });

  route(app, contract.staleListings, async ({ member }) => {
    if (member.role !== 'Board') throw new HttpError(403, 'Only the tourism board can see the stale listings report');
    return staleReport(db, now());
  });
}

const mayConfirm = (member: Member, ownerId: number | null) => member.role === 'Board' || (ownerId !== null && Number(ownerId) === member.id);
