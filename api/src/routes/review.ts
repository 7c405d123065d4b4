import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { PendingItem, ReviewKind } from '@valley/shared/schemas/member';
import type { AppContext } from '../app';
import type { Member } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { mailSlot, rulesFor } from '../auth/throttle';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { toLocalIso } from '@valley/shared/time';
import { confirmListing } from '../members/freshness';
import { destinationKind, eventKind, itineraryKind, tipKind } from '../members/kinds';
import { forwardReservation, notifyReviewDecision } from '../members/notices';
import { type ContentKind, memberDocument } from '../members/review-flow';

const KINDS: Record<Exclude<ReviewKind, 'reservation'>, { kind: ContentKind<unknown>; path: string }> = {
  destination: { kind: destinationKind as ContentKind<unknown>, path: '/d/' },
  event: { kind: eventKind as ContentKind<unknown>, path: '/events/' },
  tip: { kind: tipKind as ContentKind<unknown>, path: '/tips/' },
  itinerary: { kind: itineraryKind as ContentKind<unknown>, path: '/itineraries/' },
};

interface ReviewRow {
  id: number;
  slug: string;
  title: string;
  approved: boolean;
  draft: unknown;
  review_status: string;
  updated_at: Date | string;
  owner_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** A reservation request's own fields, as the forward repeats them. */
interface ForwardedRequest {
  start_at: string;
  end_at: string;
  guest_email: string;
  guest_phone: string;
  message: string | null;
}

function requireBoard(member: Member): void {
  if (member.role !== 'Board') throw new HttpError(403, 'Only the tourism board can review content');
}

/** The tourism board's queue: list what waits, approve it (publishing it) or turn it down with a reason. */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext & { publicSiteUrl: string }): void {
  const { db, now } = ctx;
  // Each decision mails the member in its transaction; past the hourly allowances (decision 030) the mail waits for a later hour
  // and the decision stands (decision 075): refusing it would let one member's flood stop the Board.
  const mailTime = (tx: Queryable, board: Member, to: string | null) => mailSlot(tx, rulesFor('review', { account: board.id, recipient: to }), now());

  const rowOf = async (kind: Exclude<ReviewKind, 'reservation'>, id: number): Promise<ReviewRow> => {
    const { kind: spec } = KINDS[kind];
    const { rows } = await db.query<ReviewRow>(
      `select x.id, x.slug, x.${spec.titleColumn} as title, x.approved, x.draft, x.review_status, x.updated_at, x.owner_id, u.first_name, u.last_name, u.email
         from ${spec.table} x left join users u on u.id = x.owner_id where x.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row || row.review_status !== 'pending') throw notFound('Nothing waits for review with that id');
    return row;
  };

  route(app, contract.reviewPending, async ({ member }) => {
    requireBoard(member);
    const items: PendingItem[] = [];
    for (const [name, { kind }] of Object.entries(KINDS) as [Exclude<ReviewKind, 'reservation'>, (typeof KINDS)['destination']][]) {
      const { rows } = await db.query<ReviewRow>(
        `select x.id, x.slug, x.${kind.titleColumn} as title, x.approved, x.draft, x.review_status, x.updated_at, x.owner_id, u.first_name, u.last_name, u.email
           from ${kind.table} x left join users u on u.id = x.owner_id where x.review_status = 'pending' order by x.updated_at, x.id`,
      );
      for (const row of rows) {
        const proposed = (await memberDocument(db, kind, row)) as Record<string, unknown>;
        items.push({
          kind: name,
          id: row.id,
          title: String(proposed[kind.titleColumn] ?? row.title),
          change: row.approved ? 'edit' : 'new',
          owner: { id: row.owner_id, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || 'The board', email: row.email },
          submitted_at: toLocalIso(new Date(row.updated_at)),
          proposed,
        });
      }
    }
    const { rows: reservations } = await db.query<{
      id: number;
      name: string;
      created_at: Date | string;
      user_id: number;
      first_name: string;
      last_name: string;
      email: string;
      start_at: string;
      end_at: string;
      message: string | null;
    }>(
      `select r.id, d.name, r.created_at, r.user_id, u.first_name, u.last_name, u.email, r.start_at::text, r.end_at::text, r.message
         from reservations r join destinations d on d.id = r.destination_id join users u on u.id = r.user_id
        where not r.approved order by r.created_at, r.id`,
    );
    for (const row of reservations) {
      items.push({
        kind: 'reservation',
        id: row.id,
        title: `Reservation at ${row.name}`,
        change: 'new',
        owner: { id: row.user_id, name: `${row.first_name} ${row.last_name}`, email: row.email },
        submitted_at: toLocalIso(new Date(row.created_at)),
        proposed: { start: row.start_at, end: row.end_at, message: row.message },
      });
    }
    return items.toSorted((a, b) => a.submitted_at.localeCompare(b.submitted_at));
  });

  route(app, contract.reviewApprove, async ({ body, member }) => {
    requireBoard(member);
    if (body.kind === 'reservation') {
      const forwarded = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ email: string; name: string; phone: string | null; destination_email: string | null } & ForwardedRequest>(
          `update reservations r set approved = true from users u, destinations d
            where r.id = $1 and not r.approved and u.id = r.user_id and d.id = r.destination_id
            returning u.email, d.name, d.phone, d.email as destination_email, r.start_at::text, r.end_at::text, r.email as guest_email, r.phone as guest_phone, r.message`,
          [body.id],
        );
        const row = rows[0];
        if (!row) throw notFound('Nothing waits for review with that id');
        // Forwarding is what sends the request to the destination (decision 091).
        const request = { start_at: row.start_at, end_at: row.end_at, email: row.guest_email, phone: row.guest_phone, reservation: row.message };
        const mailed = await forwardReservation(tx, { destination: { name: row.name, email: row.destination_email }, request, memberEmail: row.email }, now());
        const sendAfter = await mailTime(tx, member, row.email);
        await notifyReviewDecision(tx, { to: row.email, kind: 'reservation', title: row.name, approved: true, sendAfter }, now());
        return mailed ? `Forwarded to ${row.name}` : `Forwarded: ${row.name} has no e-mail address, so call them${row.phone ? ` at ${row.phone}` : ''}`;
      });
      return { message: forwarded };
    }
    const { kind, path } = KINDS[body.kind];
    const row = await rowOf(body.kind, body.id);
    await db.transaction(async (tx) => {
      if (row.approved && row.draft) await kind.write(tx, row.id, await memberDocument(tx, kind, row));
      await tx.query(
        `update ${kind.table} set approved = true, draft = null, review_status = 'approved', review_note = null, reviewed_at = now(), reviewed_by = $2 where id = $1`,
        [row.id, member.id],
      );
      // An approved destination, new or edited, counts as confirmed right now (decision 090).
      if (body.kind === 'destination') await confirmListing(tx, row.id, now());
      if (row.email) {
        const sendAfter = await mailTime(tx, member, row.email);
        const link = `${ctx.publicSiteUrl}${path}${row.slug}`;
        await notifyReviewDecision(tx, { to: row.email, kind: body.kind, title: row.title, approved: true, link, sendAfter }, now());
      }
    });
    app.contentChanged();
    return { message: `Approved: ${row.title}` };
  });

  route(app, contract.reviewReject, async ({ body, member }) => {
    requireBoard(member);
    if (body.kind === 'reservation') {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ email: string; name: string }>(
          `delete from reservations r using users u, destinations d
            where r.id = $1 and not r.approved and u.id = r.user_id and d.id = r.destination_id returning u.email, d.name`,
          [body.id],
        );
        const row = rows[0];
        if (!row) throw notFound('Nothing waits for review with that id');
        const sendAfter = await mailTime(tx, member, row.email);
        await notifyReviewDecision(tx, { to: row.email, kind: 'reservation', title: row.name, approved: false, reason: body.reason, sendAfter }, now());
      });
      return { message: 'Reservation request declined' };
    }
    const { kind } = KINDS[body.kind];
    const row = await rowOf(body.kind, body.id);
    await db.transaction(async (tx) => {
      // The edit stays with the member to fix; what is public stays public.
      await tx.query(`update ${kind.table} set review_status = 'rejected', review_note = $3, reviewed_at = now(), reviewed_by = $2 where id = $1`, [
        row.id,
        member.id,
        body.reason,
      ]);
      if (row.email) {
        const sendAfter = await mailTime(tx, member, row.email);
        await notifyReviewDecision(tx, { to: row.email, kind: body.kind, title: row.title, approved: false, reason: body.reason, sendAfter }, now());
      }
    });
    return { message: `Sent back: ${row.title}` };
  });
}
