import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits } from '@valley/shared/bot-check';
import type { BotCheckChallenge } from '@valley/shared/schemas/account';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';

/**
 * The bot check: a self-hosted proof of work (decision 010). The challenge is HMAC-signed so any instance can check it without storing it;
 * spent challenges are recorded in used_challenges, shared by every instance.
 */
export interface BotCheckSettings {
  secret: string;
  /** Leading zero bits asked of new challenges. */
  difficulty: number;
}

/** A challenge must be solved and sent within this time (fetch it when the form is submitted). */
export const CHALLENGE_LIFETIME_MS = 15 * 60_000;

export const BOT_CHECK_INVALID = 'Bot check failed: the token is not valid. Fetch a new challenge and try again.';
export const BOT_CHECK_EXPIRED = 'Bot check expired: fetch a new challenge and try again.';
export const BOT_CHECK_REPLAYED = 'Bot check already used: fetch a new challenge and try again.';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload, 'utf8').digest();

export function issueChallenge(settings: BotCheckSettings, now = new Date()): BotCheckChallenge {
  const exp = now.getTime() + CHALLENGE_LIFETIME_MS;
  const payload = Buffer.from(JSON.stringify({ id: randomBytes(16).toString('base64url'), exp, difficulty: settings.difficulty })).toString('base64url');
  return {
    challenge: `${payload}.${sign(settings.secret, payload).toString('base64url')}`,
    difficulty: settings.difficulty,
    expires_at: new Date(exp).toISOString(),
  };
}

interface ChallengePayload {
  id: string;
  exp: number;
  difficulty: number;
}

/** The signed payload of a token's challenge, or null when the token is malformed or not ours. */
function readToken(secret: string, token: string): { payload: ChallengePayload; challenge: string } | null {
  const colon = token.lastIndexOf(':');
  if (colon < 0) return null;
  const challenge = token.slice(0, colon);
  if (!/^\d{1,16}$/.test(token.slice(colon + 1))) return null;
  const [encoded, signature, extra] = challenge.split('.');
  if (!encoded || !signature || extra !== undefined || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signature)) return null;
  const expected = sign(secret, encoded);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<ChallengePayload>;
    if (typeof payload.id !== 'string' || typeof payload.exp !== 'number' || typeof payload.difficulty !== 'number') return null;
    return { payload: payload as ChallengePayload, challenge };
  } catch {
    return null;
  }
}

/** Accepts a solved, unexpired, unspent challenge once (spending is one insert, so two instances cannot both accept it); otherwise a 400. */
export async function verifyBotCheck(db: Queryable, settings: BotCheckSettings, token: string, now = new Date()): Promise<void> {
  const read = readToken(settings.secret, token.trim());
  if (!read) throw new HttpError(400, BOT_CHECK_INVALID);
  const { payload } = read;
  if (payload.exp <= now.getTime()) throw new HttpError(400, BOT_CHECK_EXPIRED);
  if (leadingZeroBits(createHash('sha256').update(token.trim(), 'utf8').digest()) < payload.difficulty) throw new HttpError(400, BOT_CHECK_INVALID);
  const { rows } = await db.query('insert into used_challenges (id, expires_at) values ($1, $2) on conflict (id) do nothing returning id', [
    payload.id,
    new Date(payload.exp),
  ]);
  // Spent challenges only matter until they expire; prune now and then (no timer, no process state).
  if (Math.random() < 0.05) await db.query('delete from used_challenges where expires_at < $1', [now]);
  if (rows.length === 0) throw new HttpError(400, BOT_CHECK_REPLAYED);
}
