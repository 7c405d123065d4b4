import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, type ProfileUpdateBody, sameEmail, type User } from '@valley/shared/schemas/account';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import {
  ACTIVATION_LIFETIME_MS,
  ACCOUNT_TOKEN_PATTERN,
  accountTokenOwner,
  consumeAccountToken,
  consumeEmailChangeToken,
  issueAccountToken,
  liveAccountToken,
  retireAccountTokens,
} from '../auth/account-tokens';
import { type BotCheckSettings, verifyBotCheck } from '../auth/bot-check';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { deviceOf, forgetDevices, rememberDevice } from '../auth/device-tokens';
import { claimAttempt, liftDeviceLock, liftLoginLocks, loginRules, refundAttempt, throttle } from '../auth/throttle';
import { bearerToken, hashToken, issueAccessToken, revokeAccessToken, revokeAccessTokensOf, TOKEN_EXPIRES_IN_SECONDS } from '../auth/tokens';
import type { Config } from '../config';
import { DEFAULT_BOT_CHECK_DIFFICULTY, DEFAULT_SUPPORT_EMAIL, DEV_BOT_CHECK_SECRET } from '../config';
import { badRequest, HttpError } from '../http/errors';
import { route } from '../http/route';
import { sanitizeRichText } from '../lib/rich-text';
import { enqueueMail } from '../mail/outbox';
import {
  activationMail,
  choosePasswordMail,
  emailChangeMail,
  emailChangeNoticeMail,
  emailTakenMail,
  existingAccountMail,
  resetMail,
  shareMail,
  signInLinkMail,
  supportMail,
} from '../mail/templates';
import { resolveImageField } from '../uploads/images';

/** The settings these routes read; buildApp passes its config, tests pass only what they change. */
export type AccountRouteConfig = Pick<Config, 'publicApiUrl'> &
  Partial<Pick<Config, 'publicSiteUrl' | 'botCheckSecret' | 'botCheckDifficulty' | 'supportEmail'>>;

export const DEFAULT_SITE_URL = 'http://localhost:3000';

// member-area §8: the texts the client shows.
export const LOGIN_FAILED = 'Wrong password or account is not activated';
export const REGISTERED = 'Please check your email to activate your account!';
export const FORGOT_SENT = 'Check your email to complete the password reset process.';
export const PASSWORD_RESET = 'Password reset successfully! Login again please.';
export const SUPPORT_RECEIVED = 'Avalbl support received your message!';
export const LOGGED_OUT = 'Logged out successfully';
export const RESET_LINK_INVALID = 'This password reset link is not valid or has expired. Ask for a new one.';
export const OLD_PASSWORD_WRONG = 'The old password is not correct';
// Decision 075: the mailed sign-in link (the spec has no words for it).
export const SIGN_IN_LINK_SENT = 'If that address has an account, a sign-in link is on its way to it. It works for 15 minutes.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is not valid or has expired. Ask for a new one.';

/**
 * POST /users/forgot and /api/login/link answer no sooner than this, so the clock does not tell a known address (token and mail
 * written) from an unknown one.
 */
export const FORGOT_MIN_MS = 150;

export function botCheckSettings(config: AccountRouteConfig): BotCheckSettings {
  return { secret: config.botCheckSecret ?? DEV_BOT_CHECK_SECRET, difficulty: config.botCheckDifficulty ?? DEFAULT_BOT_CHECK_DIFFICULTY };
}

const USER_COLUMNS = `id, first_name, last_name, email, role, phone, city, zip_code, state, country, company_name, company_address,
  company_city, company_zip, company_content, company_image, website, social_link, calendar, img, profile_started, eat, stay, explore`;

type UserRow = Omit<User, 'profile_started' | 'interests_list' | 'new_image'> & {
  profile_started: Date | string | null;
  eat: boolean;
  stay: boolean;
  explore: boolean;
};

/** A profile text: undefined (not sent) stays undefined, blank becomes null. */
const text = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Accounts (member-area §2, §7, §8). Everything that decides a request is in the database, so any instance can answer any request
 * (decision 010).
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, config: AccountRouteConfig): void {
  const { db, now } = ctx;
  const site = (config.publicSiteUrl ?? DEFAULT_SITE_URL).replace(/\/$/, '');
  const api = config.publicApiUrl.replace(/\/$/, '');
  const botCheck = botCheckSettings(config);
  const supportEmail = config.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  const activationLink = (token: string) => `${api}/api/activate/${token}`;
  // Hash the dummy password now, so the first sign-in for an unknown address is not the slow one.
  void dummyPasswordHash();

  async function loadUser(id: number): Promise<User> {
    const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new HttpError(401, 'Sign in to see this');
    const { eat, stay, explore, profile_started, ...fields } = row;
    return {
      ...fields,
      id: Number(row.id),
      img: ctx.mediaUrl(row.img),
      company_image: ctx.mediaUrl(row.company_image),
      new_image: null,
      profile_started: iso(profile_started),
      interests_list: [...(eat ? (['Eat'] as const) : []), ...(stay ? (['Stay'] as const) : []), ...(explore ? (['Explore'] as const) : [])],
    };
  }

  // ---------- registration and activation ----------

  route(app, contract.register, async ({ body, request }) => {
    const at = now();
    const email = body.email.toLowerCase();
    await throttle(db, 'register', { account: email, ip: request.ip }, at);
    await verifyBotCheck(db, botCheck, body.token, at);
    // Hashed whoever owns the address, so a new and a taken address cost the same.
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into users (email, first_name, last_name, role, password_hash, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6) on conflict (email) do nothing returning id`,
        [email, body.firstname, body.lastname, body.role, passwordHash, at],
      );
      const created = rows[0];
      if (created) {
        const token = await issueAccountToken(tx, Number(created.id), 'activate', at);
        await enqueueMail(tx, { to: email, ...activationMail({ firstName: body.firstname, link: activationLink(token) }), kind: 'activation' }, at);
        return;
      }
      // Taken: the answer stays the same; the mailbox hears about it instead.
      const existing = await tx.query<{ id: number; first_name: string; activated_at: Date | null }>(
        'select id, first_name, activated_at from users where email = $1 for update',
        [email],
      );
      const user = existing.rows[0];
      if (!user) return;
      const userId = Number(user.id);
      if (user.activated_at) {
        const content = existingAccountMail({ firstName: user.first_name, loginUrl: `${site}/login`, forgotUrl: `${site}/forgot` });
        await enqueueMail(tx, { to: email, ...content, kind: 'existing-account' }, at);
        return;
      }
      // Not activated: nobody has proven the mailbox, so neither typed password is kept and the
      // earlier activation links stop working; the mail lets whoever reads it choose one (decision 030).
      // The row keeps its names and role: a later registrant changes nothing about the account (decision 075).
      await tx.query('update users set password_hash = null, updated_at = $2 where id = $1', [userId, at]);
      await retireAccountTokens(tx, userId, 'activate', at);
      const token = await issueAccountToken(tx, userId, 'reset', at, { lifetimeMs: ACTIVATION_LIFETIME_MS });
      await enqueueMail(tx, { to: email, ...choosePasswordMail({ firstName: user.first_name, link: `${site}/reset/${token}` }), kind: 'choose-password' }, at);
    });
    return { status: 'OK' as const, message: REGISTERED };
  });

  /** The mailed activation link; a link used before (a mail scanner may open it first) still lands on "activated" when the account is. */
  app.get<{ Params: { token: string } }>('/api/activate/:token', async (request, reply) => {
    const at = now();
    const token = request.params.token;
    let activated = false;
    const userId = await consumeAccountToken(db, token, 'activate', at);
    if (userId !== null) {
      await db.query('update users set activated_at = coalesce(activated_at, $2), updated_at = $2 where id = $1', [userId, at]);
      activated = true;
    } else if (ACCOUNT_TOKEN_PATTERN.test(token)) {
      const { rows } = await db.query(
        `select 1 from account_tokens t join users u on u.id = t.user_id
          where t.token_hash = $1 and t.purpose = 'activate' and t.used_at is not null and u.activated_at is not null`,
        [hashToken(token)],
      );
      activated = rows.length > 0;
    }
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return reply.redirect(`${site}/login?${activated ? 'activated=1' : 'activation=expired'}`, 303);
  });

  // ---------- sessions ----------

  route(app, contract.login, async ({ body, request }) => {
    const at = now();
    const email = body.username.toLowerCase();
    const { rows } = await db.query<{ id: number; password_hash: string | null; activated_at: Date | null }>(
      'select id, password_hash, activated_at from users where email = $1',
      [email],
    );
    const user = rows[0];
    const userId = user ? Number(user.id) : undefined;
    // A client with this account's current device token spends only its own failures (decision 030); a token it had before is
    // no one's device any more (decision 075), so its failures are a new device's.
    const device = await deviceOf(db, body.device_token, userId, at);
    // A mailed sign-in link gives this browser a budget of its own too, whatever locks the account (decision 075).
    const link = body.sign_in_link === undefined ? undefined : await liveAccountToken(db, body.sign_in_link, 'sign-in', at);
    if (body.sign_in_link !== undefined && (!link || link.userId !== userId)) throw badRequest(SIGN_IN_LINK_INVALID);
    const claim = await claimAttempt(db, loginRules({ email, ip: request.ip, device: device?.retired ? undefined : device?.id, link: link?.id }), at);
    // Always one argon2 verification (the dummy hash for an unknown address): same time, same answer.
    const matches = await verifyPassword(user?.password_hash, body.password);
    if (!user || !matches || !user.activated_at || !user.password_hash) throw new HttpError(401, LOGIN_FAILED);
    const id = Number(user.id);
    // The link is spent only by a sign-in that worked (a mail scanner opening it, or a typo, costs nothing); once, even if raced.
    if (link && (await consumeAccountToken(db, body.sign_in_link ?? '', 'sign-in', at)) !== id) throw badRequest(SIGN_IN_LINK_INVALID);
    await refundAttempt(db, claim);
    if (link && device && !device.retired) await liftDeviceLock(db, email, device.id);
    if (needsRehash(user.password_hash)) await db.query('update users set password_hash = $2 where id = $1', [id, await hashPassword(body.password)]);
    const { token } = await issueAccessToken(db, id, at);
    const deviceToken = await rememberDevice(db, id, device, at);
    await db.query('update users set last_login_at = $2 where id = $1', [id, at]);
    return { access_token: token, token_type: 'Bearer' as const, expires_in: TOKEN_EXPIRES_IN_SECONDS, device_token: deviceToken };
  });

  /** Mails a sign-in link (decision 075): the account's owner gets in from a new browser while guessers have it locked. */
  route(app, contract.signInLink, async ({ body, request }) => {
    const started = performance.now();
    const at = now();
    const email = body.email.toLowerCase();
    await throttle(db, 'signInLink', { account: email, ip: request.ip }, at);
    const { rows } = await db.query<{ id: number; first_name: string }>(
      'select id, first_name from users where email = $1 and activated_at is not null and password_hash is not null',
      [email],
    );
    const user = rows[0];
    if (user) {
      await db.transaction(async (tx) => {
        const token = await issueAccountToken(tx, Number(user.id), 'sign-in', at);
        const content = signInLinkMail({ firstName: user.first_name, link: `${site}/login?link=${token}`, forgotUrl: `${site}/forgot` });
        await enqueueMail(tx, { to: email, ...content, kind: 'sign-in-link' }, at);
      });
    }
    const wait = FORGOT_MIN_MS - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    return { message: SIGN_IN_LINK_SENT };
  });

  route(app, contract.logout, async ({ request }) => {
    const token = bearerToken(request);
    if (token) await revokeAccessToken(db, token, now());
    return { message: LOGGED_OUT };
  });

  route(app, contract.user, async ({ member }) => loadUser(member.id));

  // ---------- forgot and reset ----------

  route(app, contract.forgotPassword, async ({ body, request }) => {
    const started = performance.now();
    const at = now();
    const email = body.email.toLowerCase();
    await throttle(db, 'forgot', { account: email, ip: request.ip }, at);
    const { rows } = await db.query<{ id: number; first_name: string }>('select id, first_name from users where email = $1', [email]);
    const user = rows[0];
    if (user) {
      await db.transaction(async (tx) => {
        const token = await issueAccountToken(tx, Number(user.id), 'reset', at);
        await enqueueMail(tx, { to: email, ...resetMail({ firstName: user.first_name, link: `${site}/reset/${token}` }), kind: 'reset' }, at);
      });
    }
    const wait = FORGOT_MIN_MS - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    return { message: FORGOT_SENT };
  });

  route(app, contract.resetPassword, async ({ body, request }) => {
    const at = now();
    await throttle(db, 'reset', { ip: request.ip }, at);
    const userId = await accountTokenOwner(db, body.forgotToken, 'reset', at);
    if (userId === null) throw badRequest(RESET_LINK_INVALID);
    if (body.oldPassword) {
      const { rows } = await db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [userId]);
      if (!(await verifyPassword(rows[0]?.password_hash, body.oldPassword))) throw badRequest(OLD_PASSWORD_WRONG);
    }
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      // Spent here, in the same transaction as the new password: of two concurrent resets one wins.
      if ((await consumeAccountToken(tx, body.forgotToken, 'reset', at)) !== userId) throw badRequest(RESET_LINK_INVALID);
      // The mailed link proves the address, so it also activates an account never activated.
      await tx.query(
        'update users set password_hash = $2, password_changed_at = $3, activated_at = coalesce(activated_at, $3), updated_at = $3 where id = $1',
        [userId, passwordHash, at],
      );
      await revokeAccessTokensOf(tx, userId, at);
      await retireAccountTokens(tx, userId, 'reset', at);
      // The mailbox is proven: sign-in locks are lifted, and a pending change of address (perhaps
      // by whoever made the member reset) is cancelled. Devices are forgotten like sessions.
      await retireAccountTokens(tx, userId, 'email', at);
      await retireAccountTokens(tx, userId, 'sign-in', at);
      await forgetDevices(tx, userId);
      const { rows } = await tx.query<{ email: string }>('select email from users where id = $1', [userId]);
      if (rows[0]) await liftLoginLocks(tx, rows[0].email);
    });
    return { message: PASSWORD_RESET };
  });

  // ---------- support and sharing ----------

  route(app, contract.supportMessage, async ({ body, request }) => {
    const at = now();
    const email = body.email.toLowerCase();
    await throttle(db, 'support', { account: email, ip: request.ip }, at);
    await verifyBotCheck(db, botCheck, body.token, at);
    await enqueueMail(db, { to: supportEmail, replyTo: email, ...supportMail({ from: email, content: body.content }), kind: 'support' }, at);
    return { message: SUPPORT_RECEIVED };
  });

  const siteOrigin = new URL(site).origin;
  /** A page of the public site, or null: the API mails no other links (it is not an open relay). */
  function sitePage(raw: string): URL | null {
    try {
      const url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, site) : new URL(raw);
      if (url.origin !== siteOrigin || url.username || url.password) return null;
      return url;
    } catch {
      return null;
    }
  }

  route(app, contract.shareLink, async ({ body, member, request }) => {
    const at = now();
    const url = sitePage(body.url);
    if (!url) throw badRequest(`url: only pages of ${site} can be shared`);
    await throttle(db, 'share', { account: member.id, ip: request.ip, recipient: body.email }, at);
    const { rows } = await db.query<{ first_name: string; last_name: string }>('select first_name, last_name from users where id = $1', [member.id]);
    const fromName = rows[0] ? `${rows[0].first_name} ${rows[0].last_name}`.trim() : 'A member';
    await enqueueMail(db, { to: body.email.toLowerCase(), ...shareMail({ fromName, url: url.href }), kind: 'share' }, at);
    return { message: `Link shared with ${body.email}` };
  });

  // ---------- profile ----------

  route(app, contract.profileUpdate, async ({ body, member, request }) => {
    const at = now();
    const email = body.email.toLowerCase();
    // A new sign-in address needs the password and waits for the link mailed to it (decision 030).
    const newEmail = sameEmail(email, member.email) ? null : email;
    if (newEmail) {
      if (!body.current_password) throw badRequest(`current_password: ${CURRENT_PASSWORD_REQUIRED}`);
      await throttle(db, 'emailChange', { account: member.id, ip: request.ip, recipient: newEmail }, at);
      const { rows } = await db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [member.id]);
      if (!(await verifyPassword(rows[0]?.password_hash, body.current_password))) throw badRequest(`current_password: ${CURRENT_PASSWORD_WRONG}`);
    }
    const uploads = { ...ctx.uploads, db };
    const set = new Map<string, unknown>([
      ['first_name', body.first_name],
      ['last_name', body.last_name],
    ]);
    const plainFields = [
      'phone',
      'city',
      'zip_code',
      'company_name',
      'company_address',
      'company_city',
      'company_zip',
      'website',
      'social_link',
      'calendar',
    ] as const;
    for (const field of plainFields) {
      const value = text(body[field]);
      if (value !== undefined) set.set(field, value);
    }
    for (const field of ['state', 'country'] as const) {
      const value = text(body[field]);
      if (value !== undefined) set.set(field, value?.toUpperCase() ?? null);
    }
    if (body.company_content !== undefined) set.set('company_content', sanitizeRichText(body.company_content) || null);
    // new_image is the newly chosen avatar: absent, null or '' keeps the current one.
    if (body.new_image) set.set('img', await resolveImageField(uploads, body.new_image, 'avatar', member.id, 'new_image'));
    // company_image is the field itself: absent keeps it, null or '' removes it, the stored URL keeps it.
    if (body.company_image !== undefined) set.set('company_image', await resolveImageField(uploads, body.company_image, 'company', member.id, 'company_image'));
    for (const field of ['eat', 'stay', 'explore'] as const satisfies ReadonlyArray<keyof ProfileUpdateBody>) {
      if (body[field] !== undefined) set.set(field, body[field]);
    }
    const columns = [...set.keys()];
    const values = [...set.values()];
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ first_name: string }>(
        `update users set ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')},
           profile_started = coalesce(profile_started, $2), updated_at = $2
         where id = $1 returning first_name`,
        [member.id, at, ...values],
      );
      if (newEmail) await requestEmailChange(tx, { id: member.id, email: member.email, firstName: rows[0]?.first_name ?? body.first_name }, newEmail, at);
    });
    // The same answer whether or not the new address is taken: the member as saved, address unchanged.
    return loadUser(member.id);
  });

  /**
   * Mails the link to the new address (or, when it has an account already, a notice that gives nothing away) and tells the current one.
   * The token is issued either way, so both cases write the same rows.
   */
  async function requestEmailChange(tx: Queryable, member: { id: number; email: string; firstName: string }, newEmail: string, at: Date) {
    const token = await issueAccountToken(tx, member.id, 'email', at, { newEmail });
    const { rows } = await tx.query('select 1 from users where email = $1', [newEmail]);
    if (rows.length > 0) {
      await enqueueMail(tx, { to: newEmail, ...emailTakenMail({ loginUrl: `${site}/login`, forgotUrl: `${site}/forgot` }), kind: 'email-change-taken' }, at);
    } else {
      await enqueueMail(
        tx,
        { to: newEmail, ...emailChangeMail({ firstName: member.firstName, link: `${api}/api/profile/email/${token}` }), kind: 'email-change' },
        at,
      );
    }
    await enqueueMail(
      tx,
      { to: member.email, ...emailChangeNoticeMail({ firstName: member.firstName, newEmail, forgotUrl: `${site}/forgot` }), kind: 'email-change-notice' },
      at,
    );
  }

  /** The link mailed to a new address: makes it the sign-in address, once, if it is still free. */
  app.get<{ Params: { token: string } }>('/api/profile/email/:token', async (request, reply) => {
    const at = now();
    let outcome: 'confirmed' | 'expired' | 'taken' = 'expired';
    try {
      await db.transaction(async (tx) => {
        const change = await consumeEmailChangeToken(tx, request.params.token, at);
        if (!change) return;
        const { rows } = await tx.query('select 1 from users where email = $1', [change.newEmail]);
        if (rows.length > 0) {
          outcome = 'taken';
          return;
        }
        await tx.query('update users set email = $2, updated_at = $3 where id = $1', [change.userId, change.newEmail, at]);
        await retireAccountTokens(tx, change.userId, 'email', at);
        outcome = 'confirmed';
      });
    } catch (error) {
      // Registered by someone else between the check and the update.
      if (!isUniqueViolation(error)) throw error;
      outcome = 'taken';
    }
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return reply.redirect(`${site}/profile?email=${outcome}`, 303);
  });

  route(app, contract.profileInterests, async ({ body, member }) => {
    await db.query('update users set eat = coalesce($2, eat), stay = coalesce($3, stay), explore = coalesce($4, explore), updated_at = $5 where id = $1', [
      member.id,
      body.eat ?? null,
      body.stay ?? null,
      body.explore ?? null,
      now(),
    ]);
    return loadUser(member.id);
  });
}
