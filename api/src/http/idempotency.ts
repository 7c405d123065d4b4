import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EndpointDef } from '@valley/shared/api/contract';
import type { Db, Queryable } from '../db/db';
import { HttpError } from './errors';

/**
 * `Idempotency-Key` on member creates (decision 031): the key is recorded with the answer in the create's transaction, so a retry
 * after a crash between the commit and the answer gets the first answer again, never a second row.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const MALFORMED_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID.';
export const KEY_REUSED_MESSAGE = 'Idempotency-Key was already used for a different request: send a new key with a new submission.';
export const KEY_IN_USE_MESSAGE = 'A request with this Idempotency-Key is still being processed: please try again in a moment.';

/** One keyed call: whose key, for which call, and the fingerprint of what was asked. */
export interface KeyedCall {
  memberId: number;
  key: string;
  /** `POST /api/tips/create` */
  endpoint: string;
  /** SHA-256 of the validated body. */
  hash: string;
}

/** The keyed call of a request, or null without a key; a malformed key is a 400. The body is the validated one, so key order does not matter. */
export function keyedCall(request: FastifyRequest, memberId: number, endpoint: EndpointDef, body: unknown): KeyedCall | null {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) throw new HttpError(400, MALFORMED_KEY_MESSAGE);
  return {
    memberId,
    key: header,
    endpoint: `${endpoint.method} ${endpoint.path}`,
    hash: createHash('sha256')
      .update(JSON.stringify(body ?? null))
      .digest('hex'),
  };
}

const expiry = (now: Date) => new Date(now.getTime() - KEY_LIFETIME_MS);

/** The recorded answer of a live key; 422 when the key was used for another call or body. Check it before costly work (uploads). */
export async function recordedAnswer(db: Queryable, call: KeyedCall, now: Date): Promise<{ answer: unknown } | null> {
  const { rows } = await db.query<{ endpoint: string; request_hash: string; response: unknown }>(
    'select endpoint, request_hash, response from idempotency_keys where user_id = $1 and key = $2 and created_at > $3',
    [call.memberId, call.key, expiry(now)],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.endpoint !== call.endpoint || row.request_hash !== call.hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  if (row.response === null) throw new HttpError(409, KEY_IN_USE_MESSAGE);
  return { answer: typeof row.response === 'string' ? JSON.parse(row.response) : row.response };
}

class KeyTaken extends Error {}

/** On PostgreSQL a second transaction claiming the same key waits here for the first, then finds it taken: no second row, no slug race. */
async function claimKey(tx: Queryable, call: KeyedCall, now: Date): Promise<void> {
  await tx.query('delete from idempotency_keys where user_id = $1 and created_at <= $2', [call.memberId, expiry(now)]);
  const { rows } = await tx.query(
    `insert into idempotency_keys (user_id, key, endpoint, request_hash, created_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id, key) do nothing returning 1`,
    [call.memberId, call.key, call.endpoint, call.hash, now],
  );
  if (rows.length === 0) throw new KeyTaken();
}

/**
 * Runs a create in a transaction; with a key, an earlier answer is replayed without running `create`, otherwise the key and the answer
 * are recorded in the same transaction (so `create` must build its answer with `tx`).
 */
export async function createOnce<T>(db: Db, call: KeyedCall | null, now: Date, create: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!call) return db.transaction(create);
  const earlier = await recordedAnswer(db, call, now);
  if (earlier) return earlier.answer as T;
  try {
    return await db.transaction(async (tx) => {
      await claimKey(tx, call, now);
      const answer = await create(tx);
      await tx.query('update idempotency_keys set response = $3 where user_id = $1 and key = $2', [call.memberId, call.key, JSON.stringify(answer)]);
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // Another request with this key committed first: answer what it answered.
    const winner = await recordedAnswer(db, call, now);
    if (!winner) throw new HttpError(409, KEY_IN_USE_MESSAGE);
    return winner.answer as T;
  }
}
