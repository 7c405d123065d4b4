import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { AuditEntry, PendingItem, ReviewKind } from '@valley/shared/schemas/member';
import type { AppContext } from '../app';
import type { Member } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { mailSlot, rulesFor } from '../auth/throttle';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { toLocalIso } from '@valley/shared/time';
import { confirmListing } from '../members/freshness';
import { forwardReservation, notifyReviewDecision, notifyRevert } from '../members/notices';
import { memberDocument } from '../members/review-flow';
import { reviewChanges } from '../members/review-changes';
import { type ContentReviewKind, isOverdue, REVIEW_KINDS as KINDS, waitingItems } from '../members/review-queue';

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
    await app.contentChanged();
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

  // ---------------------------------------------------------------- trusted partners and their audit log (decision 087)

  route(app, contract.reviewPartners, async ({ member }) => {
    requireBoard(member);
    const { rows } = await db.query<{ id: number; first_name: string; last_name: string; email: string; trusted_at: Date | string }>(
      'select id, first_name, last_name, email, trusted_at from users where trusted_at is not null order by trusted_at, id',
    );
    return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, email: row.email, trusted_at: toLocalIso(new Date(row.trusted_at)) }));
  });

  route(app, contract.reviewTrust, async ({ body, member }) => {
    requireBoard(member);
    const { rows } = await db.query<{ id: number; first_name: string; last_name: string; role: string }>(
      'select id, first_name, last_name, role from users where email = $1',
      [body.email.toLowerCase()],
    );
    const partner = rows[0];
    if (!partner) throw notFound('No member has that e-mail address');
    if (partner.role === 'Board') throw badRequest('email: The board’s own edits are not reviewed; trust is for partners');
    await db.query(
      `update users set trusted_at = case when $2 then coalesce(trusted_at, $3) end, trusted_by = case when $2 then coalesce(trusted_by, $4) end where id = $1`,
      [partner.id, body.trusted, now(), member.id],
    );
    const name = `${partner.first_name} ${partner.last_name}`;
    return { message: body.trusted ? `Trusted: ${name}` : `No longer trusted: ${name}` };
  });

  interface AuditRow {
    id: number;
    kind: ContentReviewKind;
    item_id: number;
    member_id: number | null;
    before: unknown;
    after: unknown;
    published_at: Date | string;
    reverted_at: Date | string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    reverter: string | null;
    latest: boolean;
  }
  const AUDIT_COLUMNS = `a.id, a.kind, a.item_id, a.member_id, a.before, a.after, a.published_at, a.reverted_at, u.first_name, u.last_name, u.email,
    r.first_name || ' ' || r.last_name as reverter,
    not exists (select 1 from edit_audit later where later.kind = a.kind and later.item_id = a.item_id and later.id > a.id and later.reverted_at is null) as latest
    from edit_audit a left join users u on u.id = a.member_id left join users r on r.id = a.reverted_by`;

  /** An entry as the board sees it: what it changed, where the item is, and whether a revert would put back what it replaced. */
  const auditEntry = async (q: Queryable, row: AuditRow): Promise<AuditEntry> => {
    const { kind, path } = KINDS[row.kind];
    const { rows } = await q.query<{ slug: string }>(`select slug from ${kind.table} where id = $1`, [row.item_id]);
    const live = rows[0];
    // Revertable while the item is still as this edit left it: no later edit, published or approved, would be lost.
    const unchangedSince =
      live !== undefined &&
      row.latest &&
      row.reverted_at === null &&
      (await reviewChanges(q, row.kind, row.after, await kind.load(q, row.item_id), ctx.mediaUrl)).every((change) => !change.changed);
    return {
      id: row.id,
      kind: row.kind,
      item_id: row.item_id,
      title: kind.title(row.after),
      path: live ? `${path}${live.slug}` : null,
      member: { id: row.member_id, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || 'A former member', email: row.email },
      published_at: toLocalIso(new Date(row.published_at)),
      changes: await reviewChanges(q, row.kind, row.before, row.after, ctx.mediaUrl),
      reverted_at: row.reverted_at === null ? null : toLocalIso(new Date(row.reverted_at)),
      reverted_by: row.reverter,
      revertable: unchangedSince,
    };
  };

  route(app, contract.reviewAudit, async ({ member }) => {
    requireBoard(member);
    const { rows } = await db.query<AuditRow>(`select ${AUDIT_COLUMNS} order by a.published_at desc, a.id desc limit 100`);
    const entries: AuditEntry[] = [];
    for (const row of rows) entries.push(await auditEntry(db, row));
    return entries;
  });

  route(app, contract.reviewRevert, async ({ body, member }) => {
    requireBoard(member);
    const title = await db.transaction(async (tx) => {
      const { rows } = await tx.query<AuditRow>(`select ${AUDIT_COLUMNS} where a.id = $1 for update of a`, [body.id]);
      const row = rows[0];
      if (!row) throw notFound('No published edit has that id');
      const entry = await auditEntry(tx, row);
      if (row.reverted_at !== null) throw new HttpError(409, `Already reverted: ${entry.title}`);
      if (!entry.path) throw notFound(`${entry.title} no longer exists`);
      if (!entry.revertable) throw new HttpError(409, `${entry.title} has changed since this edit: revert the later change first`);
      const { kind } = KINDS[row.kind];
      await kind.write(tx, row.item_id, row.before);
      await tx.query('update edit_audit set reverted_at = $2, reverted_by = $3 where id = $1', [row.id, now(), member.id]);
      if (row.email) {
        const sendAfter = await mailTime(tx, member, row.email);
        await notifyRevert(tx, { to: row.email, kind: row.kind, title: kind.title(row.before), link: `${ctx.publicSiteUrl}${entry.path}`, sendAfter }, now());
      }
      return kind.title(row.before);
    });
    await app.contentChanged();
    return { message: `Reverted: ${title}` };
  });
}
