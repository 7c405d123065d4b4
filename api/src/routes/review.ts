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
import { notifyReviewDecision } from '../members/notices';
import { memberDocument } from '../members/review-flow';
import { reviewChanges } from '../members/review-changes';
import { isOverdue, REVIEW_KINDS as KINDS, waitingItems } from '../members/review-queue';

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
    const at = now();
    const items: PendingItem[] = [];
    const { rows: requests } = await db.query<{ id: number; start_at: string; end_at: string; message: string | null }>(
      'select id, start_at::text, end_at::text, message from reservations where not approved',
    );
    const requestById = new Map(requests.map((row) => [row.id, row]));
    for (const item of await waitingItems(db)) {
      const common = {
        kind: item.kind,
        id: item.id,
        owner: { id: item.owner_id, name: item.owner_name, email: item.email },
        submitted_at: toLocalIso(item.submitted),
        waiting_hours: Math.max(0, Math.floor((at.getTime() - item.submitted.getTime()) / 3_600_000)),
        overdue: isOverdue(item.submitted, at),
      };
      if (item.kind === 'reservation') {
        const { start_at, end_at, message } = requestById.get(item.id) ?? { start_at: '', end_at: '', message: null };
        items.push({ ...common, title: item.title, change: 'new', proposed: { start: start_at, end: end_at, message }, changes: null });
        continue;
      }
      const { kind } = KINDS[item.kind];
      const proposed = (await memberDocument(db, kind, item)) as Record<string, unknown>;
      // An edit of something public is shown against what the public sees now.
      const edit = item.approved && item.draft !== null;
      items.push({
        ...common,
        title: String(proposed[kind.titleColumn] ?? item.title),
        change: item.approved ? 'edit' : 'new',
        proposed,
        changes: edit ? await reviewChanges(db, item.kind, await kind.load(db, item.id), proposed, ctx.mediaUrl) : null,
      });
    }
    return items;
  });

  route(app, contract.reviewApprove, async ({ body, member }) => {
    requireBoard(member);
    if (body.kind === 'reservation') {
      const forwarded = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ email: string; name: string }>(
          `update reservations r set approved = true from users u, destinations d
            where r.id = $1 and not r.approved and u.id = r.user_id and d.id = r.destination_id returning u.email, d.name`,
          [body.id],
        );
        const row = rows[0];
        if (!row) throw notFound('Nothing waits for review with that id');
        const sendAfter = await mailTime(tx, member, row.email);
        await notifyReviewDecision(tx, { to: row.email, kind: 'reservation', title: row.name, approved: true, sendAfter }, now());
        return row.name;
      });
      return { message: `Forwarded to ${forwarded}` };
    }
    const { kind, path } = KINDS[body.kind];
    const row = await rowOf(body.kind, body.id);
    await db.transaction(async (tx) => {
      if (row.approved && row.draft) await kind.write(tx, row.id, await memberDocument(tx, kind, row));
      await tx.query(
        `update ${kind.table} set approved = true, draft = null, review_status = 'approved', review_note = null, reviewed_at = now(), reviewed_by = $2 where id = $1`,
        [row.id, member.id],
      );
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
