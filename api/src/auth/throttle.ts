import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';

/**
 * Fixed-window counters in the database (table throttle_hits), so every API instance counts the
 * same hits. A key is `<action>:<scope>:<value>`, e.g. `login:account:ann@example.com` or
 * `login:ip:203.0.113.9`. A fixed window lets through at most twice the limit across a window edge,
 * which is fine for slowing guessing down.
 */
export interface ThrottleRule {
  /** The counter's key; only the rule's own window is counted. */
  key: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits, per account (the e-mail typed, known or not, so the limit says nothing about who has
 * an account) and per client address (request.ip; see TRUST_PROXY).
 */
export const LIMITS = {
  /** Sign-in: 10 tries per account and 50 per address in 15 minutes. */
  login: { account: { limit: 10, windowMs: 15 * MINUTE }, ip: { limit: 50, windowMs: 15 * MINUTE } },
  /** Registration: 3 per address typed (each mails it) and 10 per client address an hour. */
  register: { account: { limit: 3, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR } },
  /** Forgot password: 5 mails per account and 20 per address an hour. */
  forgot: { account: { limit: 5, windowMs: HOUR }, ip: { limit: 20, windowMs: HOUR } },
  /** Reset with a token: 20 tries per address in 15 minutes (tokens are 256-bit; this only curbs noise). */
  reset: { ip: { limit: 20, windowMs: 15 * MINUTE } },
  /** Support: 5 messages per sender address and 10 per client address an hour. */
  support: { account: { limit: 5, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR } },
  /** Sharing a link by mail: 20 per member and 50 per client address an hour. */
  share: { account: { limit: 20, windowMs: HOUR }, ip: { limit: 50, windowMs: HOUR } },
  /** Uploaded images: 60 per member an hour, one hit per image (uploads/upload-limits.ts, decision 031). */
  upload: { account: { limit: 60, windowMs: HOUR } },
} as const;

export type ThrottledAction = keyof typeof LIMITS;

/** Windows older than this are deleted now and then. */
const KEEP_MS = 24 * HOUR;
/** About one hit in this many prunes old windows: no timer, no per-process state. */
const PRUNE_EVERY = 50;

/** Counts one hit; answers the hits so far in the current window and the seconds until it ends. */
export async function hit(db: Queryable, rule: ThrottleRule, now = new Date()): Promise<{ hits: number; retryAfter: number }> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const { rows } = await db.query<{ hits: number }>(
    `insert into throttle_hits (key, window_start, hits) values ($1, $2, 1)
     on conflict (key, window_start) do update set hits = throttle_hits.hits + 1
     returning hits`,
    [rule.key, new Date(windowStart)],
  );
  const retryAfter = Math.max(1, Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000));
  return { hits: Number(rows[0]?.hits ?? 0), retryAfter };
}

/** Deletes windows that ended long ago. */
export async function pruneThrottle(db: Queryable, now = new Date()): Promise<void> {
  await db.query('delete from throttle_hits where window_start < $1', [new Date(now.getTime() - KEEP_MS)]);
}

/** The rules of an action for an account (e-mail or member id) and a client address. */
export function rulesFor(action: ThrottledAction, scope: { account?: string | number; ip?: string }): ThrottleRule[] {
  const limits: { account?: { limit: number; windowMs: number }; ip?: { limit: number; windowMs: number } } = LIMITS[action];
  const rules: ThrottleRule[] = [];
  if (limits.account && scope.account !== undefined) rules.push({ key: `${action}:account:${String(scope.account).trim().toLowerCase()}`, ...limits.account });
  if (limits.ip && scope.ip) rules.push({ key: `${action}:ip:${scope.ip}`, ...limits.ip });
  return rules;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';

/**
 * Counts a hit on every rule; past any limit, throws 429 with Retry-After (the longest wait).
 * Every counter is hit even when an earlier one is over, so a blocked address still counts against
 * the account and the other way round.
 */
export async function enforce(db: Queryable, rules: ThrottleRule[], now = new Date()): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const result = await hit(db, rule, now);
    if (result.hits > rule.limit) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  if (Math.random() * PRUNE_EVERY < 1) await pruneThrottle(db, now);
  if (retryAfter > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfter) });
}

/** The throttle of one action: `await throttle('login', { account: email, ip: request.ip })`. */
export const throttle = (db: Queryable, action: ThrottledAction, scope: { account?: string | number; ip?: string }, now = new Date()) =>
  enforce(db, rulesFor(action, scope), now);
