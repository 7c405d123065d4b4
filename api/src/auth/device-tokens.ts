import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { hashToken } from './tokens';

// Device tokens (OWASP's device cookie, decision 030) give a client its own failure budget, so guesses from elsewhere cannot lock it out.
// Only SHA-256s are stored; the token never signs anyone in. It rotates on every successful sign-in (decision 075): the sign-in answers
// the device's next token, and the one it replaced is kept as retired, so a copy used later is recognised.

/** A device unused this long is forgotten. */
export const DEVICE_IDLE_LIFETIME_MS = 180 * 24 * 3_600_000;

const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** What a presented token is to this member: their device's current token, one it had before (`retired`), or nothing (undefined). */
export interface PresentedDevice {
  id: number;
  retired: boolean;
  token: string;
}

/** The device of this member a token names, current or retired; otherwise undefined. */
export async function deviceOf(db: Queryable, token: string | undefined, userId: number | undefined, now = new Date()): Promise<PresentedDevice | undefined> {
  if (!token || !DEVICE_TOKEN_PATTERN.test(token)) return undefined;
  // Looked up by the token alone, so the query costs the same whether or not the account exists.
  const { rows } = await db.query<{ id: number; user_id: number; retired: boolean }>(
    `select id, user_id, false as retired from login_devices where token_hash = $1 and last_used_at > $2
     union all
     select d.id, d.user_id, true as retired from login_device_retired r join login_devices d on d.id = r.device_id
      where r.token_hash = $1 and d.last_used_at > $2`,
    [hashToken(token), new Date(now.getTime() - DEVICE_IDLE_LIFETIME_MS)],
  );
  const row = rows[0];
  return row && userId !== undefined && Number(row.user_id) === userId ? { id: Number(row.id), retired: Boolean(row.retired), token } : undefined;
}

async function newDevice(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('insert into login_devices (user_id, token_hash, created_at, last_used_at) values ($1, $2, $3, $3)', [userId, hashToken(token), now]);
  if (Math.random() < 0.02) {
    const forgotten = new Date(now.getTime() - DEVICE_IDLE_LIFETIME_MS);
    await db.query('delete from login_devices where last_used_at < $1', [forgotten]);
    await db.query('delete from login_device_retired where retired_at < $1', [forgotten]);
  }
  return token;
}

/**
 * After a successful sign-in: the device token the client keeps from now on. The device's current token is replaced by a new one (the
 * old one retired); a retired token signing in means two clients hold copies of one device, so that device is forgotten, tokens and
 * all, and this client starts a new one; anything else starts a new device.
 */
export async function rememberDevice(db: Queryable, userId: number, presented: PresentedDevice | undefined, now = new Date()): Promise<string> {
  if (presented?.retired) {
    await db.query('delete from login_devices where id = $1', [presented.id]);
    return newDevice(db, userId, now);
  }
  if (presented) {
    const token = randomBytes(32).toString('base64url');
    // Only if the token is still the current one: of two sign-ins with the same token at once, the second starts a new device.
    const { rows } = await db.query('update login_devices set token_hash = $3, last_used_at = $4 where id = $1 and token_hash = $2 returning id', [
      presented.id,
      hashToken(presented.token),
      hashToken(token),
      now,
    ]);
    if (rows.length > 0) {
      await db.query('insert into login_device_retired (token_hash, device_id, retired_at) values ($1, $2, $3) on conflict (token_hash) do nothing', [
        hashToken(presented.token),
        presented.id,
        now,
      ]);
      return token;
    }
  }
  return newDevice(db, userId, now);
}

/** A password reset forgets every device of the member (as it signs every session out). */
export async function forgetDevices(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from login_devices where user_id = $1', [userId]);
}
