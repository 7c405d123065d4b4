import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { type Correction, CORRECTION_MESSAGES, CORRECTION_OWNER_DAYS } from '@valley/shared/schemas/correction';
import { addWallDays, toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import { type BotCheckSettings, verifyBotCheck } from '../auth/bot-check';
import { throttle } from '../auth/throttle';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { correctionMail } from '../mail/listing-mails';
import { enqueueMail } from '../mail/outbox';

/**
 * Corrections visitors suggest (issue 46, decision 089): the listing's owner sees them at once and is mailed; the board sees one when
 * the listing has no owner, or when its owner has not acted by `board_after`, a week later on New York clocks, measured by the app's
 * clock (so a test moves the clock instead of waiting).
 */

interface CorrectionRow {
  id: number;
  destination_id: number;
  destination_name: string;
  destination_slug: string;
  owner_id: number | null;
  field: Correction['field'];
  suggestion: string;
  email: string | null;
  status: Correction['status'];
  board_after: Date | string;
  created_at: Date | string;
}

const CORRECTION_SELECT = `select c.id, c.destination_id, d.name as destination_name, d.slug as destination_slug, d.owner_id, c.field,
    c.suggestion, c.email, c.status, c.board_after, c.created_at
  from listing_corrections c join destinations d on d.id = c.destination_id`;

/** Whether the board sees an open correction at `at`. */
const withBoard = (row: CorrectionRow, at: Date) => row.status === 'open' && (row.owner_id === null || new Date(row.board_after).getTime() <= at.getTime());

const toCorrection = (row: CorrectionRow, at: Date): Correction => ({
  id: row.id,
  destination_id: row.destination_id,
  destination_name: row.destination_name,
  destination_slug: row.destination_slug,
  field: row.field,
  suggestion: row.suggestion,
  email: row.email,
  status: row.status,
  with_board: withBoard(row, at),
  board_after: toLocalIso(new Date(row.board_after)),
  created_at: toLocalIso(new Date(row.created_at)),
});

export function registerCorrectionRoutes(app: FastifyInstance, ctx: AppContext & { publicSiteUrl: string; botCheck: BotCheckSettings }): void {
  const { db, now } = ctx;

  route(app, contract.correctionCreate, async ({ body, request }) => {
    const at = now();
    const { rows } = await db.query<{ id: number; name: string; owner_email: string | null }>(
      `select d.id, d.name, u.email as owner_email from destinations d left join users u on u.id = d.owner_id where d.id = $1 and d.approved`,
      [body.destination],
    );
    const listing = rows[0];
    if (!listing) throw notFound('Destination not found');
    // Per client and per listing (each may mail its owner), before the bot check is spent.
    await throttle(db, 'correction', { ip: request.ip, listing: listing.id }, at);
    await verifyBotCheck(db, ctx.botCheck, body.token, at);
    const email = body.email?.toLowerCase() ?? null;
    await db.transaction(async (tx) => {
      await tx.query(`insert into listing_corrections (destination_id, field, suggestion, email, board_after, created_at) values ($1, $2, $3, $4, $5, $6)`, [
        listing.id,
        body.field,
        body.suggestion,
        email,
        addWallDays(at, CORRECTION_OWNER_DAYS),
        at,
      ]);
      if (listing.owner_email) {
        const content = correctionMail({
          listing: listing.name,
          field: body.field,
          suggestion: body.suggestion,
          email,
          link: `${ctx.publicSiteUrl}/profile?tab=corrections`,
        });
        await enqueueMail(tx, { to: listing.owner_email, ...content, kind: 'correction', replyTo: email }, at);
      }
    });
    return { message: CORRECTION_MESSAGES.received };
  });

  route(app, contract.myCorrections, async ({ member }) => {
    const at = now();
    const { rows } = await db.query<CorrectionRow>(
      `${CORRECTION_SELECT} where d.owner_id = $1 order by (c.status = 'open') desc, c.created_at desc, c.id desc limit 500`,
      [member.id],
    );
    return rows.map((row) => toCorrection(row, at));
  });

  route(app, contract.correctionsPending, async ({ member }) => {
    if (member.role !== 'Board') throw new HttpError(403, 'Only the tourism board sees the corrections waiting for it');
    const at = now();
    const { rows } = await db.query<CorrectionRow>(
      `${CORRECTION_SELECT} where c.status = 'open' and (d.owner_id is null or c.board_after <= $1) order by c.created_at, c.id`,
      [at],
    );
    return rows.map((row) => toCorrection(row, at));
  });

  route(app, contract.correctionResolve, async ({ body, member }) => {
    const at = now();
    const { rows } = await db.query<CorrectionRow>(`${CORRECTION_SELECT} where c.id = $1 and c.status = 'open'`, [body.id]);
    const row = rows[0];
    const owner = row !== undefined && row.owner_id !== null && Number(row.owner_id) === member.id;
    const board = row !== undefined && member.role === 'Board' && withBoard(row, at);
    // Anyone else's correction answers as a missing one.
    if (!row || !(owner || board)) throw notFound('No open correction with that id');
    const { rows: done } = await db.query(
      `update listing_corrections set status = $2, resolved_by = $3, resolved_at = $4 where id = $1 and status = 'open' returning id`,
      [row.id, body.outcome, member.id, at],
    );
    if (done.length === 0) throw notFound('No open correction with that id');
    return { message: body.outcome === 'fixed' ? `Marked fixed: ${row.destination_name}` : `Marked not right: ${row.destination_name}` };
  });
}
