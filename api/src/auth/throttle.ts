import { tooManyAttempts } from '@valley/shared/schemas/account';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/errors';

/**
 * Throttles kept in the database, so every API instance counts the same hits (decision 030): fixed windows (throttle_hits, keys
 * `<action>:<scope>:<value>`) and, for sign-in failures, growing delays (throttle_backoff).
 */
export interface ThrottleRule {
  /** The counter's key; only the rule's own window is counted. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface BackoffLimit {
  /** Failures that cost nothing. */
  free: number;
  /** The wait after failure number `free`; each further failure doubles it... */
  delayMs: number;
  /** ... up to this. */
  maxDelayMs: number;
}

export interface BackoffRule extends BackoffLimit {
  key: string;
  /** A success deletes the counter (a client's own), instead of taking back only its own attempt. */
  clearOnSuccess: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Window = { limit: number; windowMs: number };

/** What a member can create: the four kinds of content and reservation requests wait for the Board; favorites do not (decision 075). */
export type CreateKind = 'destination' | 'event' | 'tip' | 'itinerary' | 'reservation' | 'favorite';

/**
 * `account` is the member or the e-mail typed, known or not, so a 429 says nothing about who has an account; `recipient` is an address someone else typed.
 * The site's own inboxes get no recipient limit: it would let anyone close the form for everyone (decision 030).
 */
export const LIMITS = {
  login: {
    /** Failed sign-ins to one account from one client (its device token, else its address): 5 free, then 30 s doubling to 15 min. */
    client: { free: 5, delayMs: 30 * SECOND, maxDelayMs: 15 * MINUTE },
    /**
     * Failed sign-ins to one account from every client without its device token (or its sign-in link): 10 free, then 1 min doubling
     * to 15 min, so a new browser waits minutes, not an hour (decision 075).
     */
    account: { free: 10, delayMs: MINUTE, maxDelayMs: 15 * MINUTE },
    /** Failed sign-ins from one client address, across accounts (clients with a device token are not counted): 50 in 15 minutes. */
    ip: { limit: 50, windowMs: 15 * MINUTE },
  },
  /** Registration: 3 per address typed (each mails it) and 10 per client address an hour. */
  register: { account: { limit: 3, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR } },
  /** Forgot password: 5 mails per account and 20 per address an hour. */
  forgot: { account: { limit: 5, windowMs: HOUR }, ip: { limit: 20, windowMs: HOUR } },
  /** Reset with a token: 20 tries per address in 15 minutes (tokens are 256-bit; this only curbs noise). */
  reset: { ip: { limit: 20, windowMs: 15 * MINUTE } },
  /** Support: 5 messages per sender address and 10 per client address an hour. */
  support: { account: { limit: 5, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR } },
  /** Advertiser requests (each mails the board): 3 per sender address and 10 per client address an hour. */
  advertise: { account: { limit: 3, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR } },
  /** Sharing a link by mail: 20 per member, 50 per client address and 5 per recipient an hour. */
  share: { account: { limit: 20, windowMs: HOUR }, ip: { limit: 50, windowMs: HOUR }, recipient: { limit: 5, windowMs: HOUR } },
  /** Reservation requests (each mails the destination and the Board): 10 per member, 20 per client address, 20 per destination address an hour. */
  reservation: { account: { limit: 10, windowMs: HOUR }, ip: { limit: 20, windowMs: HOUR }, recipient: { limit: 20, windowMs: HOUR } },
  /** Board copies of reservation requests: past this, a copy is skipped (the request still waits in the review queue). */
  reservationBoardCopy: { recipient: { limit: 60, windowMs: HOUR } },
  /** Changing the sign-in address (mails the old and the new one): 5 per member, 20 per client address, 3 per new address an hour. */
  emailChange: { account: { limit: 5, windowMs: HOUR }, ip: { limit: 20, windowMs: HOUR }, recipient: { limit: 3, windowMs: HOUR } },
  /** Newsletter sign-ups (the list is mailed later): 3 per address typed and 10 per client address an hour. */
  contact: { account: { limit: 3, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR } },
  /** Sign-in links (decision 075): 3 mails per address typed and 10 per client address an hour. */
  signInLink: { account: { limit: 3, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR } },
  /**
   * Review decisions mailed to the member: 300 per Board member and 20 per member told an hour. Past them the mail waits for a later
   * hour (mailSlot); the decision is never refused (decision 075).
   */
  review: { account: { limit: 300, windowMs: HOUR }, recipient: { limit: 20, windowMs: HOUR } },
  /** Claim codes mailed to a listing's own address (decision 088): 5 per member, 10 per client address and 3 per listing address an hour. */
  claim: { account: { limit: 5, windowMs: HOUR }, ip: { limit: 10, windowMs: HOUR }, recipient: { limit: 3, windowMs: HOUR } },
  /** Codes tried (each code also allows only CLAIM_CODE_TRIES wrong ones): 20 per member and 50 per client address an hour. */
  claimVerify: { account: { limit: 20, windowMs: HOUR }, ip: { limit: 50, windowMs: HOUR } },
  /** Corrections visitors suggest (decision 089; each may mail the listing's owner): 10 per client address an hour and 10 per listing a day. */
  correction: { ip: { limit: 10, windowMs: HOUR }, listing: { limit: 10, windowMs: DAY } },
  /** Uploaded images: 60 per member an hour, one hit per image (uploads/upload-limits.ts, decision 031). */
  upload: { account: { limit: 60, windowMs: HOUR } },
  /**
   * Creates per member (decision 075), counted in the create's transaction so only what was made counts. Each kind an hour is about
   * a person's pace typing that form without a break; the totals (what waits for the Board: every kind but favorites) bound the queue
   * one member can fill. Reservation requests keep their own per-member limit (`reservation.account`) and count in the totals.
   */
  create: {
    /** A business has one to a few: ten an hour is a chamber entering its members. */
    destination: { limit: 10, windowMs: HOUR },
    /** One a minute for an hour: a venue typing in its season (a repeating event is one create). */
    event: { limit: 60, windowMs: HOUR },
    /** One every two minutes. */
    tip: { limit: 30, windowMs: HOUR },
    /** At least three stops each: one every three minutes. */
    itinerary: { limit: 20, windowMs: HOUR },
    /** A heart is one tap; a browser's saved favorites are sent together after sign-in. Never reviewed, so not in the totals. */
    favorite: { limit: 300, windowMs: HOUR },
    /** Everything that waits for the Board, per member: an hour ... */
    overall: { limit: 100, windowMs: HOUR },
    /** ... and a day. */
    overallDay: { limit: 200, windowMs: DAY },
  },
} as const satisfies Record<
  string,
  | Partial<Record<'account' | 'ip' | 'recipient' | 'listing', Window>>
  | { client: BackoffLimit; account: BackoffLimit; ip: Window }
  | Record<Exclude<CreateKind, 'reservation'> | 'overall' | 'overallDay', Window>
>;

/** The actions counted in fixed windows by `throttle`; sign-in and creates have their own rules (loginRules, createRules). */
export type ThrottledAction = Exclude<keyof typeof LIMITS, 'login' | 'create'>;

/** Windows older than this are deleted now and then. */
const KEEP_MS = 24 * HOUR;
/** A sign-in counter with no attempt for this long starts again from nothing. */
const FORGET_MS = 24 * HOUR;
/** About one hit in this many prunes old windows: no timer, no per-process state. */
const PRUNE_EVERY = 50;

const normalise = (value: string | number) => String(value).trim().toLowerCase();
const windowStartOf = (rule: ThrottleRule, now: Date) => new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
const secondsUntil = (end: number, now: Date) => Math.max(1, Math.ceil((end - now.getTime()) / 1000));

/** The 429 every throttle answers: Retry-After in seconds and the wait in the message. */
export const tooMany = (retryAfter: number) => new HttpError(429, tooManyAttempts(retryAfter), { 'Retry-After': String(retryAfter) });

/** Counts one hit; answers the hits so far in the current window and the seconds until it ends. */
export async function hit(db: Queryable, rule: ThrottleRule, now = new Date()): Promise<{ hits: number; retryAfter: number }> {
  const windowStart = windowStartOf(rule, now);
  const { rows } = await db.query<{ hits: number }>(
    `insert into throttle_hits (key, window_start, hits) values ($1, $2, 1)
     on conflict (key, window_start) do update set hits = throttle_hits.hits + 1
     returning hits`,
    [rule.key, windowStart],
  );
  return { hits: Number(rows[0]?.hits ?? 0), retryAfter: secondsUntil(windowStart.getTime() + rule.windowMs, now) };
}

/** Deletes windows that ended long ago and sign-in counters long quiet. */
export async function pruneThrottle(db: Queryable, now = new Date()): Promise<void> {
  await db.query('delete from throttle_hits where window_start < $1', [new Date(now.getTime() - KEEP_MS)]);
  await db.query('delete from throttle_backoff where updated_at < $1 and locked_until < $2', [new Date(now.getTime() - FORGET_MS), now]);
}

/** The rules of an action for an account (e-mail or member id), a client address, the addresses mailed and the listing it is about. */
export function rulesFor(
  action: ThrottledAction,
  scope: { account?: string | number; ip?: string; recipient?: string | null | ReadonlyArray<string | null>; listing?: number },
): ThrottleRule[] {
  const limits: Partial<Record<'account' | 'ip' | 'recipient' | 'listing', Window>> = LIMITS[action];
  const rules: ThrottleRule[] = [];
  if (limits.account && scope.account !== undefined) rules.push({ key: `${action}:account:${normalise(scope.account)}`, ...limits.account });
  if (limits.ip && scope.ip) rules.push({ key: `${action}:ip:${scope.ip}`, ...limits.ip });
  if (limits.listing && scope.listing !== undefined) rules.push({ key: `${action}:listing:${scope.listing}`, ...limits.listing });
  const recipients = new Set(
    [scope.recipient ?? []]
      .flat()
      .filter((address): address is string => Boolean(address))
      .map(normalise),
  );
  if (limits.recipient) for (const address of recipients) rules.push({ key: `${action}:recipient:${address}`, ...limits.recipient });
  return rules;
}

/**
 * Counts a hit on every rule; past any limit, throws 429 with Retry-After (the longest wait).
 * Every counter is hit even when an earlier one is over, so a blocked address still counts against the account and the other way round.
 */
export async function enforce(db: Queryable, rules: ThrottleRule[], now = new Date()): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const result = await hit(db, rule, now);
    if (result.hits > rule.limit) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  if (Math.random() * PRUNE_EVERY < 1) await pruneThrottle(db, now);
  if (retryAfter > 0) throw tooMany(retryAfter);
}

/** The throttle of one action: `await throttle(db, 'share', { account: member.id, ip: request.ip, recipient: body.email })`. */
export const throttle = (db: Queryable, action: ThrottledAction, scope: Parameters<typeof rulesFor>[1], now = new Date()) =>
  enforce(db, rulesFor(action, scope), now);

/** Counts one hit and answers whether the rule still allows it, without refusing anything (e.g. a copy that may be skipped). */
export async function withinLimit(db: Queryable, rule: ThrottleRule, now = new Date()): Promise<boolean> {
  return (await hit(db, rule, now)).hits <= rule.limit;
}

// ---------- creates: per member, per kind and in total ----------

/** The windows one create of `kind` by a member counts in: its kind's (none for reservations, see LIMITS.create) and, unless a favorite, the totals. */
export function createRules(memberId: number, kind: CreateKind): ThrottleRule[] {
  const rules: ThrottleRule[] = [];
  if (kind !== 'reservation') rules.push({ key: `create:${kind}:${memberId}`, ...LIMITS.create[kind] });
  if (kind !== 'favorite') {
    rules.push({ key: `create:overall:${memberId}`, ...LIMITS.create.overall }, { key: `create:day:${memberId}`, ...LIMITS.create.overallDay });
  }
  return rules;
}

/**
 * Refuses a create whose windows are already full, reading only: called before costly work (images). The create itself is counted by
 * `enforce(tx, rules)` in its own transaction, so a refused or failed create counts nothing and concurrent ones queue on the counter's row.
 */
export async function checkRoom(db: Queryable, rules: ThrottleRule[], now = new Date()): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const windowStart = windowStartOf(rule, now);
    const { rows } = await db.query<{ hits: number }>('select hits from throttle_hits where key = $1 and window_start = $2', [rule.key, windowStart]);
    if (Number(rows[0]?.hits ?? 0) >= rule.limit) retryAfter = Math.max(retryAfter, secondsUntil(windowStart.getTime() + rule.windowMs, now));
  }
  if (retryAfter > 0) throw tooMany(retryAfter);
}

// ---------- mail that may wait ----------

/**
 * Counts one mail on each rule and answers when it may be sent: now (null) while every window has room; past a limit, the start of the
 * first later window with room, counted there, so no window ever sends more than its limit (the 21st mail of an hour with 20 goes at
 * the next hour). For mail that must not refuse what caused it (a Board decision): it waits in the outbox instead (decision 075).
 */
export async function mailSlot(db: Queryable, rules: ThrottleRule[], now = new Date()): Promise<Date | null> {
  let slot = 0;
  for (const rule of rules) {
    for (let at = now; ; at = new Date(windowStartOf(rule, at).getTime() + rule.windowMs)) {
      if ((await hit(db, rule, at)).hits <= rule.limit) {
        if (at !== now) slot = Math.max(slot, at.getTime());
        break;
      }
    }
  }
  return slot > 0 ? new Date(slot) : null;
}

// ---------- sign-in: count failures, with growing delays ----------

/** The wait after the `failures`-th failure of a rule. */
export const backoffDelay = (rule: BackoffLimit, failures: number): number =>
  failures < rule.free ? 0 : Math.min(rule.maxDelayMs, rule.delayMs * 2 ** (failures - rule.free));

const loginAccountKey = (email: string) => `login:account:${normalise(email)}`;
const loginClientPrefix = (email: string) => `login:client:${normalise(email)}:`;

const deviceKey = (email: string, device: number) => `${loginClientPrefix(email)}device:${device}`;

/**
 * The rules of one sign-in: a client with the account's current device token, or with a live sign-in link of the account (its id), has
 * only its own budget; any other client also spends the account's shared one and its address's window.
 */
export function loginRules({ email, ip, device, link }: { email: string; ip: string; device?: number; link?: number }): {
  windows: ThrottleRule[];
  backoffs: BackoffRule[];
} {
  const own = (key: string): BackoffRule => ({ key, ...LIMITS.login.client, clearOnSuccess: true });
  if (link !== undefined) return { windows: [], backoffs: [own(`${loginClientPrefix(email)}link:${link}`)] };
  if (device !== undefined) return { windows: [], backoffs: [own(deviceKey(email, device))] };
  const backoffs: BackoffRule[] = [own(`${loginClientPrefix(email)}ip:${ip}`)];
  backoffs.push({ key: loginAccountKey(email), ...LIMITS.login.account, clearOnSuccess: false });
  return { windows: [{ key: `login:ip:${ip}`, ...LIMITS.login.ip }], backoffs };
}

/** An attempt let through: counted as a failure until refundAttempt takes it back. */
export interface AttemptClaim {
  windows: { key: string; windowStart: Date }[];
  backoffs: BackoffRule[];
}

/**
 * Counts the attempt as a failure before the password is checked, under row locks, so parallel guesses cannot slip past; refundAttempt
 * takes it back. A refused attempt counts nothing, so hammering a locked account does not lengthen the lock.
 */
export async function claimAttempt(db: Db, rules: { windows: ThrottleRule[]; backoffs: BackoffRule[] }, now = new Date()): Promise<AttemptClaim> {
  // A flood mostly hits a lock that is already on: refuse it with one read, no transaction.
  const { rows: locked } = await db.query<{ until: Date | string | null }>(
    'select max(locked_until) as until from throttle_backoff where key = any($1) and locked_until > $2',
    [rules.backoffs.map((rule) => rule.key), now],
  );
  if (locked[0]?.until) throw tooMany(secondsUntil(new Date(locked[0].until).getTime(), now));
  const retryAfter = await db.transaction(async (tx) => {
    let wait = 0;
    const counts: number[] = [];
    for (const rule of rules.backoffs) {
      await tx.query('insert into throttle_backoff (key, failures, locked_until, updated_at) values ($1, 0, $2, $2) on conflict (key) do nothing', [
        rule.key,
        now,
      ]);
      const { rows } = await tx.query<{ failures: number; locked_until: Date | string; updated_at: Date | string }>(
        'select failures, locked_until, updated_at from throttle_backoff where key = $1 for update',
        [rule.key],
      );
      const row = rows[0];
      const lockedUntil = row ? new Date(row.locked_until).getTime() : 0;
      if (lockedUntil > now.getTime()) wait = Math.max(wait, secondsUntil(lockedUntil, now));
      const forgotten = !row || new Date(row.updated_at).getTime() < now.getTime() - FORGET_MS;
      counts.push(forgotten ? 0 : Number(row.failures));
    }
    for (const rule of rules.windows) {
      const windowStart = windowStartOf(rule, now);
      await tx.query('insert into throttle_hits (key, window_start, hits) values ($1, $2, 0) on conflict (key, window_start) do nothing', [
        rule.key,
        windowStart,
      ]);
      const { rows } = await tx.query<{ hits: number }>('select hits from throttle_hits where key = $1 and window_start = $2 for update', [
        rule.key,
        windowStart,
      ]);
      if (Number(rows[0]?.hits ?? 0) >= rule.limit) wait = Math.max(wait, secondsUntil(windowStart.getTime() + rule.windowMs, now));
    }
    if (wait > 0) return wait;
    for (const [index, rule] of rules.backoffs.entries()) {
      const failures = (counts[index] ?? 0) + 1;
      await tx.query('update throttle_backoff set failures = $2, locked_until = $3, updated_at = $4 where key = $1', [
        rule.key,
        failures,
        new Date(now.getTime() + backoffDelay(rule, failures)),
        now,
      ]);
    }
    for (const rule of rules.windows) {
      await tx.query('update throttle_hits set hits = hits + 1 where key = $1 and window_start = $2', [rule.key, windowStartOf(rule, now)]);
    }
    return 0;
  });
  if (Math.random() * PRUNE_EVERY < 1) await pruneThrottle(db, now);
  if (retryAfter > 0) throw tooMany(retryAfter);
  return { windows: rules.windows.map((rule) => ({ key: rule.key, windowStart: windowStartOf(rule, now) })), backoffs: rules.backoffs };
}

/** The password was right: a client's own counter starts again, the shared ones only forget this attempt. */
export async function refundAttempt(db: Queryable, claim: AttemptClaim): Promise<void> {
  for (const rule of claim.backoffs) {
    if (rule.clearOnSuccess) await db.query('delete from throttle_backoff where key = $1', [rule.key]);
    else await db.query('update throttle_backoff set failures = greatest(failures - 1, 0) where key = $1', [rule.key]);
  }
  for (const window of claim.windows) {
    await db.query('update throttle_hits set hits = greatest(hits - 1, 0) where key = $1 and window_start = $2', [window.key, window.windowStart]);
  }
}

/** A sign-in link proved the mailbox on this device: whatever failures were made with its token before, it starts again. */
export async function liftDeviceLock(db: Queryable, email: string, device: number): Promise<void> {
  await db.query('delete from throttle_backoff where key = $1', [deviceKey(email, device)]);
}

/** A password reset proves the mailbox: every sign-in lock of the account is lifted. */
export async function liftLoginLocks(db: Queryable, email: string): Promise<void> {
  await db.query('delete from throttle_backoff where key = $1 or starts_with(key, $2)', [loginAccountKey(email), loginClientPrefix(email)]);
}
