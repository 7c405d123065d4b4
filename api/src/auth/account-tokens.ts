import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { hashToken } from './tokens';

/**
 * Activation, reset, e-mail-change and sign-in links carry a 256-bit random token; only its SHA-256 is stored, and each works once
 * until it expires.
 */
export type AccountTokenPurpose = 'activate' | 'reset' | 'email' | 'sign-in';

/** An activation link works for 48 hours. */
export const ACTIVATION_LIFETIME_MS = 48 * 3_600_000;
/** A reset link works for 1 hour; asking again makes the older unused links stop working. */
export const RESET_LIFETIME_MS = 3_600_000;
/** The link that confirms a new sign-in address works for 24 hours; a newer request retires it. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 3_600_000;

/** A sign-in link works for 15 minutes (decision 075); asking again makes the older unused links stop working. */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;

const LIFETIME: Record<AccountTokenPurpose, number> = {
  activate: ACTIVATION_LIFETIME_MS,
  reset: RESET_LIFETIME_MS,
  email: EMAIL_CHANGE_LIFETIME_MS,
  'sign-in': SIGN_IN_LINK_LIFETIME_MS,
};
/** Rows expired this long ago are deleted now and then. */
const KEEP_MS = 30 * 24 * 3_600_000;

/** What a link token looks like; anything else is refused before touching the database. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export interface AccountTokenOptions {
  /** Instead of the purpose's usual lifetime (a reset link that stands in for an activation link lives as long as one). */
  lifetimeMs?: number;
  /** The address an 'email' token moves the account to. */
  newEmail?: string;
}

export async function issueAccountToken(
  db: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  now = new Date(),
  options: AccountTokenOptions = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // A new reset or e-mail link replaces the older ones (a mailbox holding several should not hold several keys).
  if (purpose !== 'activate') await retireAccountTokens(db, userId, purpose, now);
  await db.query('insert into account_tokens (user_id, purpose, token_hash, created_at, expires_at, new_email) values ($1, $2, $3, $4, $5, $6)', [
    userId,
    purpose,
    hashToken(token),
    now,
    new Date(now.getTime() + (options.lifetimeMs ?? LIFETIME[purpose])),
    purpose === 'email' ? (options.newEmail ?? null) : null,
  ]);
  if (Math.random() < 0.05) await db.query('delete from account_tokens where expires_at < $1', [new Date(now.getTime() - KEEP_MS)]);
  return token;
}

/** Makes every unused link of a purpose stop working now. */
export async function retireAccountTokens(db: Queryable, userId: number, purpose: AccountTokenPurpose, now = new Date()): Promise<void> {
  await db.query('update account_tokens set expires_at = $3 where user_id = $1 and purpose = $2 and used_at is null and expires_at > $3', [
    userId,
    purpose,
    now,
  ]);
}

/** A live (unused, unexpired) token's row and member, without spending it. */
export async function liveAccountToken(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<{ id: number; userId: number } | null> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<{ id: number; user_id: number }>(
    'select id, user_id from account_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3',
    [hashToken(token), purpose, now],
  );
  return rows[0] ? { id: Number(rows[0].id), userId: Number(rows[0].user_id) } : null;
}

/** The member a live (unused, unexpired) token belongs to, without spending it. */
export async function accountTokenOwner(db: Queryable, token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<number | null> {
  return (await liveAccountToken(db, token, purpose, now))?.userId ?? null;
}

/** Spends a live token: one conditional update, so of two concurrent uses only one succeeds. */
export async function consumeAccountToken(db: Queryable, token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<number | null> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<{ user_id: number }>(
    'update account_tokens set used_at = $3 where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3 returning user_id',
    [hashToken(token), purpose, now],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}

/** Spends a live e-mail-change token: the member and the address it moves them to. */
export async function consumeEmailChangeToken(db: Queryable, token: string, now = new Date()): Promise<{ userId: number; newEmail: string } | null> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<{ user_id: number; new_email: string }>(
    `update account_tokens set used_at = $2 where token_hash = $1 and purpose = 'email' and used_at is null and expires_at > $2 returning user_id, new_email`,
    [hashToken(token), now],
  );
  return rows[0] ? { userId: Number(rows[0].user_id), newEmail: rows[0].new_email } : null;
}
