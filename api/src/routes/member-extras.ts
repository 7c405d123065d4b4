import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { type Favorite, type MemberReservation, RESERVATION_PAST_MESSAGE, reservationStartsInPast } from '@valley/shared/schemas/member';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { checkRoom, createRules, enforce, throttle } from '../auth/throttle';
import { createOnce, keyedCall } from '../http/idempotency';
import { route } from '../http/route';
import { dayKeyOf, toLocalIso } from '@valley/shared/time';
import { notifyReservationRequest } from '../members/notices';

interface ReservationRow {
  id: number;
  start_at: string;
  end_at: string;
  destination_id: number;
  destination_name: string;
  email: string;
  phone: string;
  message: string | null;
  approved: boolean;
}

const RESERVATION_SELECT = `select r.id, r.start_at::text, r.end_at::text, r.destination_id, d.name as destination_name, r.email, r.phone, r.message, r.approved
  from reservations r join destinations d on d.id = r.destination_id`;

const toReservation = (row: ReservationRow): MemberReservation => ({
  id: row.id,
  start: row.start_at,
  end: row.end_at,
  destination_id: row.destination_id,
  destination_name: row.destination_name,
  email: row.email,
  phone: row.phone,
  reservation: row.message,
  approved: row.approved ? 1 : 0,
});

type FavoriteKind = { column: 'destination_id' | 'event_id' | 'tip_id' | 'itinerary_id'; table: string; titleColumn: string; type: Favorite['type'] };

const FAVORITE_KINDS: Record<'destination' | 'event' | 'tip' | 'list', FavoriteKind> = {
  destination: { column: 'destination_id', table: 'destinations', titleColumn: 'name', type: 'Destination' },
  event: { column: 'event_id', table: 'events', titleColumn: 'title', type: 'Event' },
  tip: { column: 'tip_id', table: 'tips', titleColumn: 'title', type: 'Tip' },
  list: { column: 'itinerary_id', table: 'itineraries', titleColumn: 'title', type: 'List' },
};

/** A member's favorites with what each points at; items no longer public drop out of the list. */
async function favorites(db: Queryable, memberId: number, mediaUrl: AppContext['mediaUrl'], favoriteId?: number): Promise<Favorite[]> {
  const parts = Object.values(FAVORITE_KINDS).map(
    (kind) => `select f.id, '${kind.type}' as type, x.id as item_id, x.${kind.titleColumn} as title, f.created_at, x.slug, x.main_img
       from favorites f join ${kind.table} x on x.id = f.${kind.column} and x.approved
      where f.user_id = $1 ${favoriteId === undefined ? '' : 'and f.id = $2'}`,
  );
  const { rows } = await db.query<{
    id: number;
    type: Favorite['type'];
    item_id: number;
    title: string;
    created_at: Date | string;
    slug: string;
    main_img: string | null;
  }>(`${parts.join(' union all ')} order by created_at desc, id desc`, favoriteId === undefined ? [memberId] : [memberId, favoriteId]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    item_id: row.item_id,
    title: row.title,
    fav_at: toLocalIso(new Date(row.created_at)),
    slug: row.slug,
    main_img: mediaUrl(row.main_img),
  }));
}

/** Reservation requests and favorites of the signed-in member. */
export function registerMemberExtraRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, mediaUrl, now } = ctx;

  route(app, contract.myReservations, async ({ member }) => {
    const { rows } = await db.query<ReservationRow>(`${RESERVATION_SELECT} where r.user_id = $1 order by r.created_at desc, r.id desc`, [member.id]);
    return rows.map(toReservation);
  });

  route(app, contract.reservationCreate, async ({ body, member, request }) => {
    const call = keyedCall(request, member.id, contract.reservationCreate, body);
    const { rows: destinations } = await db.query<{ id: number; name: string; email: string | null }>(
      'select id, name, email from destinations where id = $1 and approved',
      [body.destination],
    );
    const destination = destinations[0];
    if (!destination) throw badRequest('destination: Destination is required');
    if (reservationStartsInPast(body.start_at, dayKeyOf(now()))) throw badRequest(`start_at: ${RESERVATION_PAST_MESSAGE}`);
    // Each request mails the Board (decision 030) and waits in its queue (decision 075) until forwarded to the destination (decision 091);
    // the destination's address counts too, so one business cannot be flooded through the board.
    await throttle(db, 'reservation', { account: member.id, ip: request.ip, recipient: destination.email }, now());
    const limits = createRules(member.id, 'reservation');
    await checkRoom(db, limits, now());
    // With an Idempotency-Key the answer is recorded in this transaction: a retry replays it, one row and one mail.
    return createOnce(db, call, now(), async (tx) => {
      await enforce(tx, limits, now());
      const { rows } = await tx.query<{ id: number }>(
        `insert into reservations (user_id, destination_id, start_at, end_at, email, phone, message) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [member.id, destination.id, body.start_at.slice(0, 10), body.end_at.slice(0, 10), body.email.toLowerCase(), body.phone, body.reservation],
      );
      const newId = rows[0]?.id;
      if (newId === undefined) throw new Error('reservation insert returned no id');
      // The board's copy and the member's in the same transaction: never one without the other.
      await notifyReservationRequest(tx, { destination, request: body, memberEmail: member.email }, now());
      const { rows: created } = await tx.query<ReservationRow>(`${RESERVATION_SELECT} where r.id = $1`, [newId]);
      const row = created[0];
      if (!row) throw new Error('reservation vanished');
      return toReservation(row);
    });
  });

  route(app, contract.myFavorites, async ({ member }) => favorites(db, member.id, mediaUrl));

  route(app, contract.favoriteCreate, async ({ body, member, request }) => {
    const call = keyedCall(request, member.id, contract.favoriteCreate, body);
    const [name, id] = (Object.entries({ destination: body.destination, event: body.event, tip: body.tip, list: body.list }).find(([, value]) => value) ??
      []) as [keyof typeof FAVORITE_KINDS, number];
    const kind = FAVORITE_KINDS[name];
    const { rows: target } = await db.query(`select 1 from ${kind.table} where id = $1 and approved`, [id]);
    if (target.length === 0) throw notFound(`${kind.type === 'List' ? 'Itinerary' : kind.type} not found`);
    // A toggle flood writes rows too: per member, in the toggle's transaction (decision 075).
    const limits = createRules(member.id, 'favorite');
    await checkRoom(db, limits, now());
    // Favoriting twice removes it (member-area §4), so a retried tap must replay, not toggle back: hence the key.
    return createOnce(db, call, ctx.now(), async (tx) => {
      await enforce(tx, limits, now());
      const { rows: removed } = await tx.query<{ id: number }>(`delete from favorites where user_id = $1 and ${kind.column} = $2 returning id`, [
        member.id,
        id,
      ]);
      if (removed.length > 0) return { favorited: false, message: 'Favorite removed!', favorite: null };
      const { rows } = await tx.query<{ id: number }>(`insert into favorites (user_id, ${kind.column}) values ($1, $2) on conflict do nothing returning id`, [
        member.id,
        id,
      ]);
      const favoriteId = rows[0]?.id;
      const [favorite] = favoriteId === undefined ? [] : await favorites(tx, member.id, mediaUrl, favoriteId);
      return { favorited: true, message: 'Favorite added!', favorite: favorite ?? null };
    });
  });

  route(app, contract.favoriteDelete, async ({ body, member }) => {
    const { rows } = await db.query('delete from favorites where id = $1 and user_id = $2 returning id', [body.id, member.id]);
    if (rows.length === 0) throw notFound('Favorite not found');
    return { message: 'Favorite removed!' };
  });
}
