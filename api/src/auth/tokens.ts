import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';

/** An access token dies after this long however much it is used. */
export const TOKEN_ABSOLUTE_LIFETIME_MS = 30 * 24 * 3_600_000;
/** ... and after this long unused. */
export const TOKEN_IDLE_LIFETIME_MS = 7 * 24 * 3_600_000;
/** last_used_at is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type Role = 'Visitor' | 'Local' | 'Destination' | 'Board';

export interface Member {
  id: number;
  email: string;
  role: Role;
}

/** Tokens are stored as their SHA-256: a leaked table does not leak working tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** Issues an opaque token: 256 bits from the CSPRNG, base64url. */
export async function issueAccessToken(db: Queryable, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_ABSOLUTE_LIFETIME_MS);
  await db.query('insert into access_tokens (user_id, token_hash, created_at, last_used_at, expires_at) values ($1, $2, $3, $3, $4)', [
    userId,
    hashToken(token),
    now,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/** The bearer token of a request, or null when there is none. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The member a token belongs to, if it is live (not revoked, not expired, not idle too long). */
export async function memberForToken(db: Queryable, token: string, now = new Date()): Promise<Member | null> {
  const { rows } = await db.query<Member & { token_id: number; last_used_at: Date | string }>(
    `select u.id, u.email, u.role, t.id as token_id, t.last_used_at
       from access_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2 and t.last_used_at > $3`,
    [hashToken(token), now, new Date(now.getTime() - TOKEN_IDLE_LIFETIME_MS)],
  );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - new Date(row.last_used_at).getTime() > TOUCH_INTERVAL_MS) {
    await db.query('update access_tokens set last_used_at = $2 where id = $1', [row.token_id, now]);
  }
  return { id: row.id, email: row.email, role: row.role };
}

/** The signed-in member of a request; 401 without a live bearer token. */
export async function requireMember(db: Queryable, request: Pick<FastifyRequest, 'headers'>, now = new Date()): Promise<Member> {
  const token = bearerToken(request);
  const member = token ? await memberForToken(db, token, now) : null;
  if (!member) throw new HttpError(401, 'Sign in to see this');
  return member;
}

/** Signs one session out (logout): the token stops working at once on every instance. */
export async function revokeAccessToken(db: Queryable, token: string, now = new Date()): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('update access_tokens set revoked_at = $2 where token_hash = $1 and revoked_at is null returning id', [
    hashToken(token),
    now,
  ]);
  return rows.length > 0;
}

/** Signs every session of a member out that began before `now` (a password reset); answers how many. */
export async function revokeAccessTokensOf(db: Queryable, userId: number, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'update access_tokens set revoked_at = $2 where user_id = $1 and revoked_at is null and created_at <= $2 returning id',
    [userId, now],
  );
  return rows.length;
}

/** Seconds an access token lives at most: the `expires_in` of POST /api/login. */
export const TOKEN_EXPIRES_IN_SECONDS = TOKEN_ABSOLUTE_LIFETIME_MS / 1000;
