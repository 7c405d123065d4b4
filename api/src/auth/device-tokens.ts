import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { hashToken } from './tokens';

// Device tokens (OWASP's device cookie, decision 030) give a client its own failure budget, so guesses from elsewhere cannot lock it out.
// Only the SHA-256 is stored; the token never signs anyone in.

/** A device unused this long is forgotten. */
export const DEVICE_IDLE_LIFETIME_MS = 180 * 24 * 3_600_000;

const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** The id of the device a token names, when it was issued to this member; otherwise undefined. */
export async function deviceOf(db: Queryable, token: string | undefined, userId: number | undefined, now = new Date()): Promise<number | undefined> {
  if (!token || !DEVICE_TOKEN_PATTERN.test(token)) return undefined;
  // Looked up by the token alone, so the query costs the same whether or not the account exists.
  const { rows } = await db.query<{ id: number; user_id: number }>('select id, user_id from login_devices where token_hash = $1 and last_used_at > $2', [
    hashToken(token),
    new Date(now.getTime() - DEVICE_IDLE_LIFETIME_MS),
  ]);
  const row = rows[0];
  return row && userId !== undefined && Number(row.user_id) === userId ? Number(row.id) : undefined;
}

/** After a successful sign-in: the device token the client keeps (the one it sent, or a new one). */
export async function rememberDevice(db: Queryable, userId: number, known: { id: number; token: string } | undefined, now = new Date()): Promise<string> {
  if (known) {
    await db.query('update login_devices set last_used_at = $2 where id = $1', [known.id, now]);
    return known.token;
  }
  const token = randomBytes(32).toString('base64url');
  await db.query('insert into login_devices (user_id, token_hash, created_at, last_used_at) values ($1, $2, $3, $3)', [userId, hashToken(token), now]);
  if (Math.random() < 0.02) await db.query('delete from login_devices where last_used_at < $1', [new Date(now.getTime() - DEVICE_IDLE_LIFETIME_MS)]);
  return token;
}

/** A password reset forgets every device of the member (as it signs every session out). */
export async function forgetDevices(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from login_devices where user_id = $1', [userId]);
}
