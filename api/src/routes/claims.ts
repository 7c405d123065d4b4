import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import {
  CLAIM_CODE_DIGITS,
  CLAIM_CODE_LIFETIME_HOURS,
  CLAIM_CODE_TRIES,
  type BoardClaim,
  type ClaimWay,
  type MemberClaim,
  maskEmail,
} from '@valley/shared/schemas/claim';
import { toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import { mailSlot, rulesFor, throttle } from '../auth/throttle';
import { hashToken, type Member } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { idOrSlug } from '../lib/search';
import { claimCodeMail, claimDecisionMail, claimMovedMail } from '../mail/listing-mails';
import { enqueueMail } from '../mail/outbox';

/** Claiming a listing (issue 46, decision 088): a code mailed to the listing's own address proves it, or the board decides. */

const CODE_LIFETIME_MS = CLAIM_CODE_LIFETIME_HOURS * 3_600_000;

interface ClaimRow {
  id: number;
  destination_id: number;
  destination_name: string;
  destination_slug: string;
  user_id: number;
  way: ClaimWay;
  status: MemberClaim['status'];
  note: string | null;
  code_hash: Buffer | Uint8Array | null;
  code_sent_to: string | null;
  code_expires_at: Date | string | null;
  code_attempts: number;
  board_note: string | null;
  created_at: Date | string;
}

const CLAIM_SELECT = `select c.id, c.destination_id, d.name as destination_name, d.slug as destination_slug, c.user_id, c.way, c.status, c.note,
    c.code_hash, c.code_sent_to, c.code_expires_at, c.code_attempts, c.board_note, c.created_at
  from listing_claims c join destinations d on d.id = c.destination_id`;

const localIso = (value: Date | string | null) => (value === null ? null : toLocalIso(new Date(value)));

const toMemberClaim = (row: ClaimRow): MemberClaim => ({
  id: row.id,
  destination_id: row.destination_id,
  destination_name: row.destination_name,
  destination_slug: row.destination_slug,
  way: row.way,
  status: row.status,
  code_sent_to: row.code_sent_to && maskEmail(row.code_sent_to),
  code_expires_at: row.way === 'code' && row.status === 'open' ? localIso(row.code_expires_at) : null,
  note: row.note,
  board_note: row.board_note,
  created_at: localIso(row.created_at) ?? '',
});

interface ListingRow {
  id: number;
  slug: string;
  name: string;
  email: string | null;
  owner_id: number | null;
}

/** An approved listing by id or slug; others are not claimable (and their existence is not told). */
async function listingOf(db: Queryable, key: { column: 'id' | 'slug'; value: string | number }): Promise<ListingRow> {
  const { rows } = await db.query<ListingRow>(`select id, slug, name, email, owner_id from destinations where ${key.column} = $1 and approved`, [key.value]);
  const row = rows[0];
  if (!row) throw notFound('Destination not found');
  return row;
}

/** How a claim of the listing by the member would be proved, and why the board decides when it does. */
function wayFor(listing: ListingRow): { way: ClaimWay; because: 'owned' | 'no-email' | null } {
  if (listing.owner_id !== null) return { way: 'board', because: 'owned' };
  if (!listing.email) return { way: 'board', because: 'no-email' };
  return { way: 'code', because: null };
}

/** A fresh code and its hash, salted with the claim it belongs to (the code itself is never stored). */
function newCode(claimId: number): { code: string; hash: Buffer } {
  const code = String(randomInt(0, 10 ** CLAIM_CODE_DIGITS)).padStart(CLAIM_CODE_DIGITS, '0');
  return { code, hash: codeHash(claimId, code) };
}
const codeHash = (claimId: number, code: string) => hashToken(`claim:${claimId}:${code}`);

function requireDestinationMember(member: Member): void {
  if (member.role !== 'Destination') throw new HttpError(403, 'Only Destination members can claim a listing. Register your business as a Destination.');
}

function requireBoard(member: Member): void {
  if (member.role !== 'Board') throw new HttpError(403, 'Only the tourism board can decide claims');
}

const nameOf = (row: { first_name: string | null; last_name: string | null }) => [row.first_name, row.last_name].filter(Boolean).join(' ');

const claimById = async (q: Queryable, id: number, lock = false): Promise<ClaimRow | undefined> =>
  (await q.query<ClaimRow>(`${CLAIM_SELECT} where c.id = $1${lock ? ' for update of c' : ''}`, [id])).rows[0];

const openClaimOf = async (q: Queryable, destinationId: number, memberId: number): Promise<ClaimRow | undefined> =>
  (await q.query<ClaimRow>(`${CLAIM_SELECT} where c.destination_id = $1 and c.user_id = $2 and c.status = 'open'`, [destinationId, memberId])).rows[0];

/**
 * The listing becomes the member's, Verified: any pending edit of a former owner goes (it was theirs to make), and other open code
 * claims of it now wait for the board, since a listing with an owner is never taken by a code. Its content did not change, so its
 * "last updated" stays.
 */
const giveListing = async (tx: Queryable, claim: ClaimRow, at: Date): Promise<number | null> => {
  const { rows } = await tx.query<{ owner_id: number | null }>('select owner_id from destinations where id = $1 for update', [claim.destination_id]);
  const former = rows[0]?.owner_id ?? null;
  await tx.query(`update destinations set owner_id = $2, verified_at = $3, draft = null, review_status = 'approved', review_note = null where id = $1`, [
    claim.destination_id,
    claim.user_id,
    at,
  ]);
  await tx.query(
    `update listing_claims set way = 'board', code_hash = null, code_expires_at = null, updated_at = $3
      where destination_id = $1 and id <> $2 and status = 'open' and way = 'code'`,
    [claim.destination_id, claim.id, at],
  );
  return former !== null && Number(former) !== claim.user_id ? Number(former) : null;
};

export function registerClaimRoutes(app: FastifyInstance, ctx: AppContext & { publicSiteUrl: string }): void {
  const { db, now } = ctx;

  route(app, contract.claimListing, async ({ params, member }) => {
    const listing = await listingOf(db, idOrSlug(params.id));
    const { way, because } = wayFor(listing);
    const own = listing.owner_id !== null && Number(listing.owner_id) === member.id;
    const claim = await openClaimOf(db, listing.id, member.id);
    return {
      id: listing.id,
      slug: listing.slug,
      name: listing.name,
      way,
      board_because: because,
      email_hint: way === 'code' && listing.email ? maskEmail(listing.email) : null,
      own,
      claim: claim ? toMemberClaim(claim) : null,
    };
  });

  route(app, contract.myClaims, async ({ member }) => {
    const { rows } = await db.query<ClaimRow>(`${CLAIM_SELECT} where c.user_id = $1 order by c.created_at desc, c.id desc`, [member.id]);
    return rows.map(toMemberClaim);
  });

  route(app, contract.claimStart, async ({ body, member, request }) => {
    requireDestinationMember(member);
    const listing = await listingOf(db, { column: 'id', value: body.destination });
    if (listing.owner_id !== null && Number(listing.owner_id) === member.id) throw badRequest(`You already manage ${listing.name}`);
    const { way } = wayFor(listing);
    const at = now();
    const earlier = await openClaimOf(db, listing.id, member.id);
    if (earlier?.way === 'board' || (earlier && way === 'board')) {
      // A claim the board decides waits once: asking again only adds what the member now says.
      await db.query(
        `update listing_claims set way = 'board', code_hash = null, code_expires_at = null, note = coalesce($2, note), updated_at = $3 where id = $1`,
        [earlier.id, body.note, at],
      );
      const claim = await claimById(db, earlier.id);
      if (!claim) throw new Error('claim vanished');
      return toMemberClaim(claim);
    }
    if (way === 'board') {
      const { rows } = await db.query<{ id: number }>(
        `insert into listing_claims (destination_id, user_id, way, note, created_at, updated_at) values ($1, $2, 'board', $3, $4, $4)
         on conflict (destination_id, user_id) where status = 'open' do nothing returning id`,
        [listing.id, member.id, body.note, at],
      );
      const claim = await (rows[0] ? claimById(db, rows[0].id) : openClaimOf(db, listing.id, member.id));
      if (!claim) throw new Error('claim vanished');
      return toMemberClaim(claim);
    }
    // A code to the listing's own address: the business's mailbox, not the member's, is the proof. Each mail is counted.
    const email = listing.email as string;
    await throttle(db, 'claim', { account: member.id, ip: request.ip, recipient: email }, at);
    const claimId = await db.transaction(async (tx) => {
      const { rows: users } = await tx.query<{ first_name: string | null; last_name: string | null }>('select first_name, last_name from users where id = $1', [
        member.id,
      ]);
      const expires = new Date(at.getTime() + CODE_LIFETIME_MS);
      let id = earlier?.id;
      let code: string;
      if (id === undefined) {
        // The hash is salted with the claim's id, so the id comes first.
        const { rows: next } = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('listing_claims', 'id'))::int as id`);
        id = Number(next[0]?.id);
        const fresh = newCode(id);
        code = fresh.code;
        const { rows } = await tx.query<{ id: number }>(
          `insert into listing_claims (id, destination_id, user_id, way, note, code_hash, code_sent_to, code_expires_at, created_at, updated_at)
           values ($1, $2, $3, 'code', $4, $5, $6, $7, $8, $8) on conflict (destination_id, user_id) where status = 'open' do nothing returning id`,
          [id, listing.id, member.id, body.note, fresh.hash, email, expires, at],
        );
        if (!rows[0]) throw new HttpError(409, 'You just claimed this listing: look for the code in its mailbox');
      } else {
        // Claiming again sends a new code: the one before stops working, and the wrong tries start again.
        const fresh = newCode(id);
        code = fresh.code;
        await tx.query(
          `update listing_claims set code_hash = $2, code_sent_to = $3, code_expires_at = $4, code_attempts = 0, note = coalesce($5, note), updated_at = $6 where id = $1`,
          [id, fresh.hash, email, expires, body.note, at],
        );
      }
      const content = claimCodeMail({
        listing: listing.name,
        member: nameOf(users[0] ?? { first_name: null, last_name: null }) || member.email,
        memberEmail: member.email,
        code,
      });
      await enqueueMail(tx, { to: email, ...content, kind: 'claim-code' }, at);
      return id;
    });
    const claim = await claimById(db, claimId);
    if (!claim) throw new Error('claim vanished');
    return toMemberClaim(claim);
  });

  route(app, contract.claimVerify, async ({ body, member, request }) => {
    requireDestinationMember(member);
    const at = now();
    await throttle(db, 'claimVerify', { account: member.id, ip: request.ip }, at);
    const outcome = await db.transaction(async (tx) => {
      const claim = await claimById(tx, body.claim, true);
      // Another member's claim answers as a missing one.
      if (!claim || claim.user_id !== member.id || claim.status !== 'open') throw notFound('No open claim with that id');
      if (claim.way !== 'code' || !claim.code_hash) throw badRequest('This claim waits for the board: no code proves it');
      if (claim.code_attempts >= CLAIM_CODE_TRIES) throw badRequest('Too many wrong codes: send a new code');
      if (!claim.code_expires_at || new Date(claim.code_expires_at).getTime() <= at.getTime()) throw badRequest('The code has expired: send a new code');
      const right = timingSafeEqual(Buffer.from(claim.code_hash), codeHash(claim.id, body.code));
      if (!right) {
        await tx.query('update listing_claims set code_attempts = code_attempts + 1, updated_at = $2 where id = $1', [claim.id, at]);
        return { wrong: CLAIM_CODE_TRIES - claim.code_attempts - 1 };
      }
      const { rows } = await tx.query<{ owner_id: number | null }>('select owner_id from destinations where id = $1 for update', [claim.destination_id]);
      if ((rows[0]?.owner_id ?? null) !== null) {
        // Someone else proved it first: a listing with an owner moves only by the board's decision.
        await tx.query(`update listing_claims set way = 'board', code_hash = null, code_expires_at = null, updated_at = $2 where id = $1`, [claim.id, at]);
      } else {
        await giveListing(tx, claim, at);
        await tx.query(`update listing_claims set status = 'proved', code_hash = null, updated_at = $2 where id = $1`, [claim.id, at]);
      }
      return { wrong: null };
    });
    // A wrong code is counted (committed above), then refused.
    if (outcome.wrong !== null) {
      throw badRequest(
        outcome.wrong > 0
          ? `That code is not right: ${outcome.wrong} ${outcome.wrong === 1 ? 'try' : 'tries'} left`
          : 'That code is not right: send a new code',
      );
    }
    await app.contentChanged();
    const claim = await claimById(db, body.claim);
    if (!claim) throw new Error('claim vanished');
    return toMemberClaim(claim);
  });

  route(app, contract.claimsPending, async ({ member }) => {
    requireBoard(member);
    const { rows } = await db.query<
      ClaimRow & {
        member_first: string | null;
        member_last: string | null;
        member_email: string;
        owner_id: number | null;
        owner_first: string | null;
        owner_last: string | null;
        owner_email: string | null;
        listing_email: string | null;
        listing_phone: string | null;
      }
    >(
      `select c.id, c.destination_id, d.name as destination_name, d.slug as destination_slug, c.user_id, c.way, c.status, c.note, c.code_hash,
              c.code_sent_to, c.code_expires_at, c.code_attempts, c.board_note, c.created_at,
              u.first_name as member_first, u.last_name as member_last, u.email as member_email,
              d.owner_id, o.first_name as owner_first, o.last_name as owner_last, o.email as owner_email, d.email as listing_email, d.phone as listing_phone
         from listing_claims c join destinations d on d.id = c.destination_id join users u on u.id = c.user_id left join users o on o.id = d.owner_id
        where c.status = 'open' order by c.created_at, c.id`,
    );
    return rows.map((row): BoardClaim => ({
      ...toMemberClaim(row),
      // The board sees the whole address: it may phone or write to the business itself.
      code_sent_to: row.code_sent_to,
      member: { id: row.user_id, name: nameOf({ first_name: row.member_first, last_name: row.member_last }) || row.member_email, email: row.member_email },
      owner:
        row.owner_id === null
          ? null
          : {
              id: Number(row.owner_id),
              name: nameOf({ first_name: row.owner_first, last_name: row.owner_last }) || (row.owner_email ?? ''),
              email: row.owner_email ?? '',
            },
      listing_email: row.listing_email,
      listing_phone: row.listing_phone,
    }));
  });

  route(app, contract.claimDecide, async ({ body, member }) => {
    requireBoard(member);
    const at = now();
    const message = await db.transaction(async (tx) => {
      const claim = await claimById(tx, body.claim, true);
      if (!claim || claim.status !== 'open') throw notFound('No open claim with that id');
      const { rows: users } = await tx.query<{ email: string }>('select email from users where id = $1', [claim.user_id]);
      const to = users[0]?.email;
      // Like review decisions (decision 075): past the hourly allowances the mail waits, the decision stands.
      const sendAfter = to ? await mailSlot(tx, rulesFor('review', { account: member.id, recipient: to }), at) : null;
      const link = `${ctx.publicSiteUrl}/d/${claim.destination_slug}`;
      if (body.approve) {
        const former = await giveListing(tx, claim, at);
        if (former !== null) {
          const { rows } = await tx.query<{ email: string }>('select email from users where id = $1', [former]);
          if (rows[0]) await enqueueMail(tx, { to: rows[0].email, ...claimMovedMail({ listing: claim.destination_name }), kind: 'claim' }, at);
        }
      }
      await tx.query(
        `update listing_claims set status = $2, board_note = $3, decided_by = $4, decided_at = $5, code_hash = null, updated_at = $5 where id = $1`,
        [claim.id, body.approve ? 'approved' : 'rejected', body.note, member.id, at],
      );
      if (to) {
        const content = claimDecisionMail({ listing: claim.destination_name, approved: body.approve, note: body.note, link });
        await enqueueMail(tx, { to, ...content, kind: 'claim', sendAfter }, at);
      }
      return body.approve ? `${claim.destination_name} now belongs to the member` : `Claim of ${claim.destination_name} turned down`;
    });
    if (body.approve) await app.contentChanged();
    return { message };
  });
}
