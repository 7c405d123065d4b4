import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { solveChallenge } from '@valley/shared/bot-check';
import { contract } from '@valley/shared/api/contract';
import { buildApp } from './app';
import { ACTIVATION_LIFETIME_MS, RESET_LIFETIME_MS, SIGN_IN_LINK_LIFETIME_MS } from './auth/account-tokens';
import { BOT_CHECK_EXPIRED, BOT_CHECK_INVALID, BOT_CHECK_REPLAYED, CHALLENGE_LIFETIME_MS } from './auth/bot-check';
import { ARGON2_PARAMS } from './auth/passwords';
import { LIMITS } from './auth/throttle';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, tooManyAttempts } from '@valley/shared/schemas/account';
import { TOKEN_ABSOLUTE_LIFETIME_MS, TOKEN_EXPIRES_IN_SECONDS, TOKEN_IDLE_LIFETIME_MS } from './auth/tokens';
import { DEFAULT_MEDIA_DIR } from './media/store';
import {
  FORGOT_SENT,
  LOGGED_OUT,
  LOGIN_FAILED,
  OLD_PASSWORD_WRONG,
  PASSWORD_RESET,
  REGISTERED,
  RESET_LINK_INVALID,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINK_SENT,
  SUPPORT_RECEIVED,
} from './routes/account';
import { SEED_MEMBER_PASSWORD } from './seed/seed';
import { testPglite } from './test-support/templates';

const SITE = 'http://site.test';
const API = 'http://api.test';
const SUPPORT = 'help@valley.test';
const DIFFICULTY = 4;

// One seeded in-memory PGlite for the file, and a clock the tests move.
let current = Date.UTC(2026, 5, 1, 12, 0, 0);
const clock = () => new Date(current);
const advance = (ms: number) => {
  current += ms;
};

const db = await testPglite('seeded');
const config = {
  corsOrigins: [],
  publicApiUrl: API,
  publicSiteUrl: SITE,
  mediaDir: DEFAULT_MEDIA_DIR,
  botCheckDifficulty: DIFFICULTY,
  supportEmail: SUPPORT,
  devMailbox: true,
};
const app = await buildApp({ db, config, clock });
after(async () => {
  await app.close();
  await db.close();
});

// ---------- helpers ----------

let addressCounter = 0;
/** A client address of its own, so one test's throttle counters never touch another's. */
const freshIp = () => `198.51.100.${++addressCounter}`;

interface Call {
  body?: unknown;
  token?: string;
  ip?: string;
}
const call = (method: InjectOptions['method'], url: string, { body, token, ip = '192.0.2.1' }: Call = {}) =>
  app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const botToken = async () => {
  const { challenge, difficulty } = contract.botCheckChallenge.response.parse((await call('GET', '/api/bot-check/challenge')).json());
  return solveChallenge(challenge, difficulty);
};

interface MailboxItem {
  to: string;
  subject: string;
  kind: string;
  text: string;
  links: string[];
  reply_to: string | null;
}
const mailsTo = async (address: string): Promise<MailboxItem[]> => (await call('GET', `/dev/mailbox.json?to=${encodeURIComponent(address)}`)).json();
const linkIn = (mail: MailboxItem | undefined, prefix: string) => {
  const link = mail?.links.find((candidate) => candidate.startsWith(prefix));
  assert.ok(link, `no ${prefix} link in ${JSON.stringify(mail)}`);
  return link;
};

const register = async (email: string, password = 'hiking-boots', ip = freshIp()) =>
  call('POST', '/api/register', { ip, body: { role: 'Local', firstname: 'Robin', lastname: 'Hart', email, password, token: await botToken() } });
const login = (username: string, password: string, ip = freshIp(), device?: string) =>
  call('POST', '/api/login', { ip, body: { username, password, ...(device === undefined ? {} : { device_token: device }) } });
const deviceOf = (response: LightMyRequestResponse) => contract.login.response.parse(response.json()).device_token;
const accessToken = async (username: string, password: string) => {
  const response = await login(username, password);
  assert.equal(response.statusCode, 200, response.body);
  return contract.login.response.parse(response.json()).access_token;
};
const activationPath = (link: string) => link.slice(API.length);
const resetTokenOf = (link: string) => link.slice(`${SITE}/reset/`.length);
const forgot = (email: string, ip = freshIp()) => call('POST', '/users/forgot', { ip, body: { email } });
const reset = (forgotToken: string, newPassword: string, extra: Record<string, unknown> = {}) =>
  call('PUT', '/users/forgot', { ip: freshIp(), body: { forgotToken, newPassword, confirmPassword: newPassword, ...extra } });
const seededEmail = async (offset: number) =>
  (await db.query<{ email: string }>(`select email from users where role <> 'Board' order by id offset $1 limit 1`, [offset])).rows[0]?.email ?? '';
/** A member of its own for a test: registered, activated, signing in with SEED_MEMBER_PASSWORD. */
const activeMember = async (name: string) => {
  const email = `${name}@example.org`;
  assert.equal((await register(email, SEED_MEMBER_PASSWORD)).statusCode, 200);
  assert.equal((await call('GET', activationPath(linkIn((await mailsTo(email))[0], `${API}/api/activate/`)))).headers.location, `${SITE}/login?activated=1`);
  return email;
};
const sameAnswer = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
  assert.equal(a.statusCode, b.statusCode);
  assert.deepEqual(a.json(), b.json());
};

const updateProfile = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/profile/update', { token, ip: freshIp(), body: { first_name: 'Lee', last_name: 'Moss', ...body } });
const confirmPath = (link: string) => link.slice(API.length);

const day = (offset: number) => new Date(current + offset * 86_400_000).toISOString().slice(0, 10);
const mailCount = async (kind: string) => (await db.query<{ n: number }>('select count(*)::int as n from outbox where kind = $1', [kind])).rows[0]?.n ?? 0;
// The seed gives destinations no address: one gets the front desk's.
const destinationWithMail = async () =>
  (
    await db.query<{ id: number; email: string }>(
      `update destinations set email = 'front.desk@example.org' where id = (select min(id) from destinations where approved) returning id, email`,
    )
  ).rows[0]!;
const reserve = (token: string, destination: number, ip: string) =>
  call('POST', '/api/reservations/create', {
    token,
    ip,
    body: { start_at: day(30), end_at: day(32), email: 'guest@example.org', phone: '814-555-0100', destination, reservation: 'A table for two.' },
  });
const assertTooMany = (response: LightMyRequestResponse) => {
  assert.equal(response.statusCode, 429, response.body);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= 3600, `Retry-After ${response.headers['retry-after']}`);
  assert.equal(response.json().message, tooManyAttempts(retryAfter));
};
const shareWithFriend = (token: string) =>
  call('POST', '/api/share/link', { token, ip: freshIp(), body: { url: `${SITE}/d/penns-cave`, email: 'popular.friend@example.org' } });

// ---------- registration and activation ----------

describe('registration and activation', () => {
  it('register → activation mail → the link activates once → sign-in works', async () => {
    const email = 'Robin.Hart@Example.org';
    const registered = await register(email);
    assert.equal(registered.statusCode, 200, registered.body);
    assert.deepEqual(registered.json(), { status: 'OK', message: REGISTERED });

    // Not activated yet: the §8 login failure, exactly.
    const early = await login('robin.hart@example.org', 'hiking-boots');
    assert.equal(early.statusCode, 401);
    assert.deepEqual(early.json(), { statusCode: 401, error: 'Unauthorized', message: LOGIN_FAILED });

    const [mail, ...others] = await mailsTo('robin.hart@example.org');
    assert.equal(others.length, 0);
    assert.equal(mail?.kind, 'activation');
    const link = linkIn(mail, `${API}/api/activate/`);
    const first = await call('GET', activationPath(link));
    assert.equal(first.statusCode, 303);
    assert.equal(first.headers.location, `${SITE}/login?activated=1`);
    assert.equal(first.headers['cache-control'], 'no-store');

    // Spent: opening it again changes nothing (and still lands on "activated", the account is).
    const { rows } = await db.query<{ used: number }>(`select count(*)::int as used from account_tokens where purpose = 'activate' and used_at is not null`);
    const again = await call('GET', activationPath(link));
    assert.equal(again.headers.location, `${SITE}/login?activated=1`);
    const { rows: afterReuse } = await db.query<{ used: number }>(
      `select count(*)::int as used from account_tokens where purpose = 'activate' and used_at is not null`,
    );
    assert.equal(afterReuse[0]?.used, rows[0]?.used);

    const signedIn = await login('robin.hart@example.org', 'hiking-boots');
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const answer = contract.login.response.parse(signedIn.json());
    assert.equal(answer.token_type, 'Bearer');
    assert.equal(answer.expires_in, TOKEN_EXPIRES_IN_SECONDS);
    assert.ok(Buffer.from(answer.access_token, 'base64url').length >= 16, 'at least 128 bits');
    const user = contract.user.response.parse((await call('GET', '/api/user', { token: answer.access_token })).json());
    assert.equal(user.email, 'robin.hart@example.org');
    assert.equal(user.role, 'Local');
    assert.equal(user.profile_started, null);
    const { rows: stored } = await db.query<{ last_login_at: Date | null }>('select last_login_at from users where email = $1', ['robin.hart@example.org']);
    assert.equal(stored[0]?.last_login_at?.getTime(), current);
  });

  it('a taken address gets the same answer; its owner is told, the password is not changed', async () => {
    const email = await seededEmail(1);
    const again = await register(email, 'another-password');
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), { status: 'OK', message: REGISTERED });
    const [notice] = await mailsTo(email);
    assert.equal(notice?.kind, 'existing-account');
    assert.match(notice?.text ?? '', /already have one/);
    linkIn(notice, `${SITE}/forgot`);
    assert.equal((await login(email, 'another-password')).statusCode, 401);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD)).statusCode, 200);
  });

  // Decision 030: a second registration of an address not yet activated discards the pending
  // password and mails a choose-your-password link, so whoever reads the mailbox sets the only one.
  for (const order of ['attacker first', 'victim first'] as const) {
    it(`pre-account hijacking, ${order}: only the mailbox holder's password ever signs in`, async () => {
      const email = `prey.${order.split(' ')[0]}@example.org`;
      const attacker = () => register(email, 'attacker-password');
      const victim = () => register(email, 'victim-password');
      const first = await (order === 'attacker first' ? attacker() : victim());
      const second = await (order === 'attacker first' ? victim() : attacker());
      assert.equal(second.statusCode, 200);
      assert.equal(second.body, first.body, 'the second registration answers byte for byte like the first');
      assert.deepEqual(second.json(), { status: 'OK', message: REGISTERED });

      const [latest, earlier] = await mailsTo(email);
      assert.equal(latest?.kind, 'choose-password');
      assert.ok(!latest?.links.some((link) => link.startsWith(`${API}/api/activate/`)), 'no activation link in the newest mail');
      // The first registration's activation link no longer activates anything.
      const oldActivation = linkIn(earlier, `${API}/api/activate/`);
      assert.equal((await call('GET', activationPath(oldActivation))).headers.location, `${SITE}/login?activation=expired`);
      for (const password of ['attacker-password', 'victim-password']) assert.equal((await login(email, password)).statusCode, 401, password);

      // The mailbox holder follows the newest mail and chooses the password.
      const chosen = await reset(resetTokenOf(linkIn(latest, `${SITE}/reset/`)), 'mailbox-holder');
      assert.equal(chosen.statusCode, 200, chosen.body);
      assert.equal((await login(email, 'attacker-password')).statusCode, 401);
      assert.equal((await login(email, 'mailbox-holder')).statusCode, 200);
      // A later registration cannot change it any more.
      await attacker();
      assert.equal((await mailsTo(email))[0]?.kind, 'existing-account');
      assert.equal((await login(email, 'attacker-password')).statusCode, 401);
      assert.equal((await login(email, 'mailbox-holder')).statusCode, 200);
    });
  }

  // Issue 42, finding 14: the later registrant's names and role (e.g. 'Destination') never land on the row.
  it('registering an address not yet activated again never changes its name or role', async () => {
    const email = 'first.comer@example.org';
    const first = await call('POST', '/api/register', {
      ip: freshIp(),
      body: { role: 'Visitor', firstname: 'Robin', lastname: 'Hart', email, password: 'hiking-boots', token: await botToken() },
    });
    assert.equal(first.statusCode, 200);
    const again = await call('POST', '/api/register', {
      ip: freshIp(),
      body: { role: 'Destination', firstname: 'Mallory', lastname: 'Grabber', email, password: 'other-password', token: await botToken() },
    });
    sameAnswer(again, first);
    const { rows } = await db.query<{ first_name: string; last_name: string; role: string }>('select first_name, last_name, role from users where email = $1', [
      email,
    ]);
    assert.deepEqual({ ...rows[0] }, { first_name: 'Robin', last_name: 'Hart', role: 'Visitor' });
    // The mail that lets the mailbox holder choose the password greets the account's own name.
    const [latest] = await mailsTo(email);
    assert.equal(latest?.kind, 'choose-password');
    assert.match(latest?.text ?? '', /^Hello Robin,/);
    assert.equal((await reset(resetTokenOf(linkIn(latest, `${SITE}/reset/`)), 'mailbox-holder')).statusCode, 200);
    const user = contract.user.response.parse((await call('GET', '/api/user', { token: await accessToken(email, 'mailbox-holder') })).json());
    assert.deepEqual([user.first_name, user.last_name, user.role], ['Robin', 'Hart', 'Visitor']);
  });

  it('an activation link works until 48 hours and not after', async () => {
    await register('early.bird@example.org');
    await register('late.owl@example.org');
    const early = linkIn((await mailsTo('early.bird@example.org'))[0], `${API}/api/activate/`);
    const late = linkIn((await mailsTo('late.owl@example.org'))[0], `${API}/api/activate/`);
    advance(ACTIVATION_LIFETIME_MS - 1_000);
    assert.equal((await call('GET', activationPath(early))).headers.location, `${SITE}/login?activated=1`);
    advance(2_000);
    assert.equal((await call('GET', activationPath(late))).headers.location, `${SITE}/login?activation=expired`);
    assert.equal((await login('late.owl@example.org', 'hiking-boots')).statusCode, 401);
    assert.equal((await login('early.bird@example.org', 'hiking-boots')).statusCode, 200);
    assert.equal((await call('GET', '/api/activate/not-a-token')).headers.location, `${SITE}/login?activation=expired`);
  });

  it('stores argon2id with the OWASP parameters, read from the hash string', async () => {
    await register('param.check@example.org', 'checking-params');
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from users where email = $1', ['param.check@example.org']);
    const stored = rows[0]?.password_hash ?? '';
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/.exec(stored);
    assert.ok(match, stored);
    assert.equal(Number(match[1]), 19_456);
    assert.ok(Number(match[1]) >= 19 * 1024, 'at least 19 MiB');
    assert.ok(Number(match[2]) >= 2, 'at least 2 iterations');
    assert.equal(Number(match[2]), ARGON2_PARAMS.timeCost);
    assert.equal(Number(match[3]), 1);
    assert.ok(!stored.includes('checking-params'));
  });

  it('validates the form with the §5 messages', async () => {
    const response = await call('POST', '/api/register', {
      ip: freshIp(),
      body: { role: 'Pirate', firstname: ' ', lastname: '', email: 'nope', password: '123', token: 'x' },
    });
    assert.equal(response.statusCode, 400);
    const { message } = response.json();
    for (const text of ['Interest is required', 'First Name is required', 'Last Name is required']) assert.match(message, new RegExp(text));
    const more = await call('POST', '/api/register', {
      ip: freshIp(),
      body: { role: 'Visitor', firstname: 'A', lastname: 'B', email: 'nope', password: '123', token: 'x' },
    });
    assert.match(more.json().message, /Invalid email address.*Must be 6 characters or more/);
  });
});

// ---------- enumeration ----------

describe('no user enumeration', () => {
  it('a wrong password, an unknown e-mail and a not-activated account answer alike, in alike time', async () => {
    const known = await seededEmail(2);
    await register('not.yet@example.org', 'right-password');
    const wrong = await login(known, 'not-the-password');
    const unknown = await login('nobody.here@example.org', 'not-the-password');
    const inactive = await login('not.yet@example.org', 'right-password');
    sameAnswer(wrong, unknown);
    sameAnswer(wrong, inactive);
    assert.deepEqual(wrong.json(), { statusCode: 401, error: 'Unauthorized', message: LOGIN_FAILED });
    assert.deepEqual(Object.keys(wrong.headers).toSorted(), Object.keys(unknown.headers).toSorted());

    // Both pay for one argon2 verification: an unknown address is not answered markedly faster.
    const time = async (email: string) => {
      const started = performance.now();
      await login(email, 'not-the-password');
      return performance.now() - started;
    };
    let knownMs = 0;
    let unknownMs = 0;
    for (let round = 0; round < 4; round += 1) {
      knownMs += await time(known);
      unknownMs += await time(`ghost${round}@example.org`);
    }
    assert.ok(unknownMs > knownMs * 0.4, `unknown ${unknownMs.toFixed(1)} ms vs known ${knownMs.toFixed(1)} ms`);
  });

  it('forgot answers alike for a known and an unknown address; only the known one gets mail', async () => {
    const known = await seededEmail(3);
    const a = await forgot(known);
    const b = await forgot('nobody.else@example.org');
    sameAnswer(a, b);
    assert.deepEqual(a.json(), { message: FORGOT_SENT });
    assert.equal((await mailsTo(known))[0]?.kind, 'reset');
    assert.deepEqual(await mailsTo('nobody.else@example.org'), []);
  });
});

// ---------- password reset and sign-out ----------

describe('password reset and sessions', () => {
  it('a reset token works until its hour is up, once, and signs every earlier session out', async () => {
    const email = await seededEmail(4);
    const first = await accessToken(email, SEED_MEMBER_PASSWORD);
    const second = await accessToken(email, SEED_MEMBER_PASSWORD);
    assert.equal((await forgot(email)).statusCode, 200);
    const link = linkIn((await mailsTo(email))[0], `${SITE}/reset/`);
    const token = resetTokenOf(link);

    const mismatch = await call('PUT', '/users/forgot', {
      ip: freshIp(),
      body: { forgotToken: token, newPassword: 'new-secret', confirmPassword: 'other-secret' },
    });
    assert.equal(mismatch.statusCode, 400);
    assert.match(mismatch.json().message, /Password and Confirm Password must match\./);

    advance(RESET_LIFETIME_MS - 1_000);
    const done = await reset(token, 'new-secret', { oldPassword: '' });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { message: PASSWORD_RESET });
    for (const old of [first, second]) assert.equal((await call('GET', '/api/user', { token: old })).statusCode, 401);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD)).statusCode, 401);
    assert.equal((await login(email, 'new-secret')).statusCode, 200);
    const { rows } = await db.query<{ password_changed_at: Date }>('select password_changed_at from users where email = $1', [email]);
    assert.equal(rows[0]?.password_changed_at.getTime(), current);

    const reused = await reset(token, 'third-secret');
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, RESET_LINK_INVALID);
  });

  it('a reset token is refused after its hour, and a newer one replaces it', async () => {
    const email = await seededEmail(5);
    await forgot(email);
    const expired = resetTokenOf(linkIn((await mailsTo(email))[0], `${SITE}/reset/`));
    advance(RESET_LIFETIME_MS + 1_000);
    assert.equal((await reset(expired, 'later-secret')).json().message, RESET_LINK_INVALID);

    await forgot(email);
    const older = resetTokenOf(linkIn((await mailsTo(email))[0], `${SITE}/reset/`));
    await forgot(email);
    const newer = resetTokenOf(linkIn((await mailsTo(email))[0], `${SITE}/reset/`));
    assert.notEqual(older, newer);
    assert.equal((await reset(older, 'older-secret')).statusCode, 400);
    const wrongOld = await reset(newer, 'newer-secret', { oldPassword: 'not-my-password' });
    assert.equal(wrongOld.json().message, OLD_PASSWORD_WRONG);
    assert.equal((await reset(newer, 'newer-secret', { oldPassword: SEED_MEMBER_PASSWORD })).statusCode, 200);
  });

  it('logout revokes the token it carries, and only that one', async () => {
    const email = await seededEmail(6);
    const token = await accessToken(email, SEED_MEMBER_PASSWORD);
    const other = await accessToken(email, SEED_MEMBER_PASSWORD);
    assert.equal((await call('GET', '/api/user', { token })).statusCode, 200);
    const out = await call('POST', '/api/logout', { token });
    assert.equal(out.statusCode, 200);
    assert.deepEqual(out.json(), { message: LOGGED_OUT });
    assert.equal((await call('GET', '/api/user', { token })).statusCode, 401);
    assert.equal((await call('POST', '/api/logout', { token })).statusCode, 401);
    assert.equal((await call('GET', '/api/user', { token: other })).statusCode, 200);
  });

  it('an access token dies after 7 idle days and after 30 days however used', async () => {
    const email = await seededEmail(7);
    const idle = await accessToken(email, SEED_MEMBER_PASSWORD);
    const busy = await accessToken(email, SEED_MEMBER_PASSWORD);
    advance(TOKEN_IDLE_LIFETIME_MS - 60_000);
    assert.equal((await call('GET', '/api/user', { token: busy })).statusCode, 200);
    advance(120_000);
    assert.equal((await call('GET', '/api/user', { token: idle })).statusCode, 401);
    for (let elapsed = TOKEN_IDLE_LIFETIME_MS + 60_000; elapsed + 5 * 86_400_000 < TOKEN_ABSOLUTE_LIFETIME_MS; elapsed += 5 * 86_400_000) {
      advance(5 * 86_400_000);
      assert.equal((await call('GET', '/api/user', { token: busy })).statusCode, 200);
    }
    advance(TOKEN_ABSOLUTE_LIFETIME_MS);
    assert.equal((await call('GET', '/api/user', { token: busy })).statusCode, 401);
  });
});

// ---------- throttling ----------

describe('throttling', () => {
  it('per account from clients without its device token, even from changing addresses: 429 with Retry-After, then the wait ends', async () => {
    const email = await seededEmail(8);
    const { free, delayMs } = LIMITS.login.account;
    for (let attempt = 0; attempt < free; attempt += 1) assert.equal((await login(email, 'guess-guess', freshIp())).statusCode, 401);
    const blocked = await login(email, SEED_MEMBER_PASSWORD, freshIp());
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().statusCode, 429);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.equal(retryAfter, delayMs / 1000);
    assert.equal(blocked.json().message, tooManyAttempts(retryAfter));
    // An unknown address is throttled the same way: the 429 says nothing about who has an account.
    for (let attempt = 0; attempt < free; attempt += 1) await login('no.such.member@example.org', 'guess-guess', freshIp());
    sameAnswer(await login('no.such.member@example.org', 'guess-guess', freshIp()), blocked);
    advance(retryAfter * 1000);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, freshIp())).statusCode, 200);
  });

  it("an attacker's flood from other addresses does not stop the owner signing in from their own client", async () => {
    const email = await activeMember('flooded.owner');
    const ownerIp = freshIp();
    let device = deviceOf(await login(email, SEED_MEMBER_PASSWORD, ownerIp));
    const otherDevice = deviceOf(await login(await activeMember('flooded.neighbour'), SEED_MEMBER_PASSWORD, ownerIp));
    // A new address per guess, then one address hammering.
    const statuses: number[] = [];
    for (let guess = 0; guess < 20; guess += 1) statuses.push((await login(email, `guess-${guess}`, freshIp())).statusCode);
    const attackerIp = freshIp();
    for (let guess = 0; guess < 10; guess += 1) statuses.push((await login(email, `again-${guess}`, attackerIp)).statusCode);
    assert.ok(statuses.filter((status) => status === 429).length >= 15, `the attacker is slowed: ${statuses.join(' ')}`);

    const owner = await login(email, SEED_MEMBER_PASSWORD, ownerIp, device);
    assert.equal(owner.statusCode, 200, 'the owner, from their client');
    device = deviceOf(owner);
    // Another account's device token, or none, is not the owner's client.
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ownerIp, otherDevice)).statusCode, 429);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ownerIp)).statusCode, 429);
    // The owner's client keeps its own budget: a typo or two still leave the right password working.
    assert.equal((await login(email, 'typo-typo', ownerIp, device)).statusCode, 401);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ownerIp, device)).statusCode, 200);
  });

  it('one client gets growing delays after a few failures; a success clears them', async () => {
    const email = await activeMember('slow.typist');
    const ip = freshIp();
    const device = deviceOf(await login(email, SEED_MEMBER_PASSWORD, ip));
    const { free, delayMs } = LIMITS.login.client;
    for (let attempt = 0; attempt < free; attempt += 1) assert.equal((await login(email, 'guess-guess', ip, device)).statusCode, 401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const blocked = await login(email, SEED_MEMBER_PASSWORD, ip, device);
      assert.equal(blocked.statusCode, 429, 'even the right password waits');
      waits.push(Number(blocked.headers['retry-after']));
      advance(waits[round]! * 1000);
      assert.equal((await login(email, 'guess-guess', ip, device)).statusCode, 401);
    }
    assert.deepEqual(waits, [delayMs / 1000, (2 * delayMs) / 1000, (4 * delayMs) / 1000]);
    advance(8 * delayMs);
    const success = await login(email, SEED_MEMBER_PASSWORD, ip, device);
    assert.equal(success.statusCode, 200);
    const rotated = deviceOf(success);
    for (let attempt = 0; attempt < free; attempt += 1)
      assert.equal((await login(email, 'guess-guess', ip, rotated)).statusCode, 401, 'the success cleared the count');
  });

  it('a guesser with a new address per try gets fewer and fewer tries', async () => {
    const email = await activeMember('distributed.target');
    const { free } = LIMITS.login.account;
    const deadline = current + 3_600_000;
    let tries = 0;
    while (clock().getTime() < deadline) {
      const response = await login(email, `guess-${tries}`, freshIp());
      if (response.statusCode === 429) advance(Number(response.headers['retry-after']) * 1000);
      else {
        assert.equal(response.statusCode, 401);
        tries += 1;
      }
    }
    assert.ok(tries <= free + 6, `${tries} guesses in an hour`);
  });

  it('counts failures, not successes: a member signs in again and again', async () => {
    const email = await activeMember('frequent.visitor');
    const ip = freshIp();
    for (let attempt = 0; attempt < 25; attempt += 1) assert.equal((await login(email, SEED_MEMBER_PASSWORD, ip)).statusCode, 200, `sign-in ${attempt + 1}`);
  });

  it('a password reset lifts the lock', async () => {
    const email = await activeMember('locked.owner');
    const ownerIp = freshIp();
    for (let attempt = 0; attempt < LIMITS.login.account.free; attempt += 1) await login(email, 'guess-guess', freshIp());
    for (let attempt = 0; attempt < LIMITS.login.client.free; attempt += 1) await login(email, 'my-old-guess', ownerIp);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ownerIp)).statusCode, 429);
    await forgot(email);
    assert.equal((await reset(resetTokenOf(linkIn((await mailsTo(email))[0], `${SITE}/reset/`)), 'after-the-flood')).statusCode, 200);
    assert.equal((await login(email, 'after-the-flood', ownerIp)).statusCode, 200);
  });

  it('per client address, across accounts', async () => {
    const ip = freshIp();
    const { limit } = LIMITS.login.ip;
    for (let attempt = 0; attempt < limit; attempt += 1) assert.equal((await login(`walker${attempt}@example.org`, 'guess-guess', ip)).statusCode, 401);
    const blocked = await login('one.more@example.org', 'guess-guess', ip);
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    assert.equal((await login('one.more@example.org', 'guess-guess', freshIp())).statusCode, 401);
  });

  it('forgot is throttled per account too', async () => {
    const { limit } = LIMITS.forgot.account;
    for (let attempt = 0; attempt < limit; attempt += 1) assert.equal((await forgot('flood.target@example.org')).statusCode, 200);
    const blocked = await forgot('flood.target@example.org');
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });
});

// ---------- device tokens and sign-in links (decision 075) ----------

/** Failed sign-ins from a new address each, until the account refuses clients without its device token. */
const lockForNewDevices = async (email: string) => {
  for (let attempt = 0; attempt <= LIMITS.login.account.free; attempt += 1) await login(email, 'guess-guess', freshIp());
  assert.equal((await login(email, SEED_MEMBER_PASSWORD, freshIp())).statusCode, 429, 'locked for new devices');
};
const askForLink = (email: string, ip = freshIp()) => call('POST', '/api/login/link', { ip, body: { email } });
const linkLogin = (username: string, password: string, link: string, device?: string, ip = freshIp()) =>
  call('POST', '/api/login', { ip, body: { username, password, sign_in_link: link, ...(device === undefined ? {} : { device_token: device }) } });
const signInLinkOf = (mail: MailboxItem | undefined) => new URL(linkIn(mail, `${SITE}/login?link=`)).searchParams.get('link') ?? '';

describe('device tokens rotate on every sign-in (issue 42, finding 15)', () => {
  it('each sign-in answers a new device token; the one it replaced no longer counts as the device', async () => {
    const email = await activeMember('rotating.owner');
    const ip = freshIp();
    const first = deviceOf(await login(email, SEED_MEMBER_PASSWORD, ip));
    const second = deviceOf(await login(email, SEED_MEMBER_PASSWORD, ip, first));
    assert.notEqual(second, first);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from login_devices d join users u on u.id = d.user_id where u.email = $1', [
      email,
    ]);
    assert.equal(rows[0]?.n, 1, 'rotated, not a second device');
    await lockForNewDevices(email);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ip, first)).statusCode, 429, 'the old token is a new device now');
    const third = await login(email, SEED_MEMBER_PASSWORD, ip, second);
    assert.equal(third.statusCode, 200, 'the current one keeps its own budget');
    assert.notEqual(deviceOf(third), second);
  });

  it("a thief's failures with a token the owner has since rotated away do not lock the owner", async () => {
    const email = await activeMember('robbed.owner');
    const ownerIp = freshIp();
    const stolen = deviceOf(await login(email, SEED_MEMBER_PASSWORD, ownerIp));
    const rotated = deviceOf(await login(email, SEED_MEMBER_PASSWORD, ownerIp, stolen));
    const thiefIp = freshIp();
    for (let guess = 0; guess < 3 * LIMITS.login.client.free; guess += 1) await login(email, `guess-${guess}`, thiefIp, stolen);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ownerIp, rotated)).statusCode, 200);
  });

  it('a rotated-away token that signs in with the right password retires its device: whoever holds the newer token is a new device', async () => {
    const email = await activeMember('copied.device');
    const copied = deviceOf(await login(email, SEED_MEMBER_PASSWORD, freshIp()));
    // Whoever copied it signs in first (they know the password too) and gets the newer token...
    const taken = deviceOf(await login(email, SEED_MEMBER_PASSWORD, freshIp(), copied));
    // ... then the owner signs in with the token the device had: a reuse, so that device's tokens stop counting.
    const reused = await login(email, SEED_MEMBER_PASSWORD, freshIp(), copied);
    assert.equal(reused.statusCode, 200);
    const fresh = deviceOf(reused);
    assert.ok(fresh !== copied && fresh !== taken, 'a new device token');
    await lockForNewDevices(email);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, freshIp(), taken)).statusCode, 429);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, freshIp(), fresh)).statusCode, 200);
  });

  it("a new device's lock lasts minutes, never an hour", async () => {
    const email = await activeMember('long.siege');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await login(email, `guess-${attempt}`, freshIp());
      if (response.statusCode === 429) {
        waits.push(Number(response.headers['retry-after']));
        advance(Number(response.headers['retry-after']) * 1000);
      } else assert.equal(response.statusCode, 401);
    }
    assert.ok(waits.length > 5, waits.join(' '));
    assert.equal(Math.max(...waits), 15 * 60, `waits ${waits.join(' ')}`);
    assert.equal(LIMITS.login.account.maxDelayMs, 15 * 60_000);
  });
});

describe('a mailed sign-in link lifts the lock for the browser that opens it (issue 42, finding 15)', () => {
  it('lets the owner in from a new browser while the account is locked, once, with the password', async () => {
    const email = await activeMember('sieged.owner');
    await lockForNewDevices(email);
    const asked = await askForLink(email);
    assert.equal(asked.statusCode, 200, asked.body);
    assert.deepEqual(asked.json(), { message: SIGN_IN_LINK_SENT });
    const [mail] = await mailsTo(email);
    assert.equal(mail?.kind, 'sign-in-link');
    const link = signInLinkOf(mail);
    assert.match(link, /^[A-Za-z0-9_-]{43}$/);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from account_tokens where token_hash = $1', [
      createHash('sha256').update(link).digest(),
    ]);
    assert.equal(rows[0]?.n, 1, 'stored as its SHA-256 only');

    // The link alone signs nobody in: a wrong password is still a 401, and the link still works after it.
    assert.equal((await linkLogin(email, 'wrong-password', link)).statusCode, 401);
    const signedIn = await linkLogin(email, SEED_MEMBER_PASSWORD, link);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const device = deviceOf(signedIn);
    // Once: the link is spent, the browser now has its device token, and the account stays locked for everyone else.
    assert.deepEqual((await linkLogin(email, SEED_MEMBER_PASSWORD, link)).json().message, SIGN_IN_LINK_INVALID);
    assert.equal((await linkLogin(email, SEED_MEMBER_PASSWORD, link)).statusCode, 400);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, freshIp())).statusCode, 429);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, freshIp(), device)).statusCode, 200);
  });

  it("lifts the lock a stolen current token's failures put on the owner's device", async () => {
    const email = await activeMember('stolen.current');
    const ownerIp = freshIp();
    const device = deviceOf(await login(email, SEED_MEMBER_PASSWORD, ownerIp));
    for (let guess = 0; guess <= LIMITS.login.client.free; guess += 1) await login(email, `guess-${guess}`, freshIp(), device);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ownerIp, device)).statusCode, 429);
    await askForLink(email);
    const signedIn = await linkLogin(email, SEED_MEMBER_PASSWORD, signInLinkOf((await mailsTo(email))[0]), device, ownerIp);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    // The stolen token is no longer the device: its guesses are a new device's, and the owner's device is free again.
    assert.equal((await login(email, 'guess-again', freshIp(), device)).statusCode, 401);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD, ownerIp, deviceOf(signedIn))).statusCode, 200);
  });

  it('expires after 15 minutes; a newer link replaces it; unknown addresses get the same answer and no mail', async () => {
    const email = await activeMember('slow.reader');
    await askForLink(email);
    const older = signInLinkOf((await mailsTo(email))[0]);
    await askForLink(email);
    const newer = signInLinkOf((await mailsTo(email))[0]);
    assert.equal((await linkLogin(email, SEED_MEMBER_PASSWORD, older)).statusCode, 400);
    advance(SIGN_IN_LINK_LIFETIME_MS + 1_000);
    assert.equal((await linkLogin(email, SEED_MEMBER_PASSWORD, newer)).statusCode, 400);
    // Another account's link is not this account's.
    const other = await activeMember('other.reader');
    await askForLink(other);
    assert.equal((await linkLogin(email, SEED_MEMBER_PASSWORD, signInLinkOf((await mailsTo(other))[0]))).statusCode, 400);

    sameAnswer(await askForLink('nobody.here@example.org'), await askForLink(email));
    assert.equal((await mailsTo('nobody.here@example.org')).length, 0);
    for (let ask = 0; ask < LIMITS.signInLink.account.limit; ask += 1) await askForLink('asked.often@example.org');
    assertTooMany(await askForLink('asked.often@example.org'));
  });
});

// ---------- bot check ----------

describe('bot check', () => {
  let sender = 0;
  // A sender and an address of their own each time: this test is about the bot check, not the throttle.
  const support = (token: unknown) =>
    call('POST', '/messages/support', { ip: freshIp(), body: { email: `visitor${++sender}@example.org`, content: 'Is the cave open on Mondays?', token } });

  it('hands out a fresh, uncached challenge each time', async () => {
    const a = await call('GET', '/api/bot-check/challenge');
    const b = await call('GET', '/api/bot-check/challenge');
    assert.equal(a.headers['cache-control'], 'no-store');
    assert.equal(a.headers.etag, undefined);
    const challenge = contract.botCheckChallenge.response.parse(a.json());
    assert.notEqual(challenge.challenge, b.json().challenge);
    assert.equal(challenge.difficulty, DIFFICULTY);
    assert.equal(new Date(challenge.expires_at).getTime(), current + CHALLENGE_LIFETIME_MS);
  });

  it('refuses missing, forged, unsolved, replayed and expired tokens with a clear 400; accepts a solved one once', async () => {
    const missing = await support(undefined);
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /Bot check is required/);
    const garbage = await support('hello:1');
    assert.equal(garbage.statusCode, 400);
    assert.equal(garbage.json().message, BOT_CHECK_INVALID);

    const solved = await botToken();
    const [challenge = '', nonce = ''] = [solved.slice(0, solved.lastIndexOf(':')), solved.slice(solved.lastIndexOf(':') + 1)];
    const [payload = '', signature = ''] = challenge.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ id: 'x', exp: current + 60_000, difficulty: 0 })).toString('base64url');
    assert.equal((await support(`${forgedPayload}.${signature}:0`)).json().message, BOT_CHECK_INVALID);
    // A nonce that does not do the work (with 4 bits, some nonce below 64 fails).
    const unsolved = await (async () => {
      for (let candidate = 0; candidate < 64; candidate += 1) {
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${challenge}:${candidate}`)));
        if ((digest[0] ?? 0) >> (8 - DIFFICULTY) !== 0) return `${payload}.${signature}:${candidate}`;
      }
      throw new Error('no failing nonce');
    })();
    assert.equal((await support(unsolved)).json().message, BOT_CHECK_INVALID);

    const ok = await support(`${challenge}:${nonce}`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { message: SUPPORT_RECEIVED });
    const replay = await support(solved);
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().message, BOT_CHECK_REPLAYED);

    const late = await botToken();
    advance(CHALLENGE_LIFETIME_MS + 1_000);
    assert.equal((await support(late)).json().message, BOT_CHECK_EXPIRED);
  });

  it('support mail goes to the support address with the sender as Reply-To; the message is required', async () => {
    const empty = await call('POST', '/messages/support', { ip: freshIp(), body: { email: 'asker@example.org', content: '  ', token: await botToken() } });
    assert.match(empty.json().message, /Message is required/);
    const sent = await call('POST', '/messages/support', {
      ip: freshIp(),
      body: { email: 'Asker@Example.org', content: 'Where do I park <b>downtown</b>?', token: await botToken() },
    });
    assert.equal(sent.statusCode, 200);
    const [mail] = await mailsTo(SUPPORT);
    assert.equal(mail?.kind, 'support');
    assert.equal(mail?.reply_to, 'asker@example.org');
    assert.match(mail?.text ?? '', /Where do I park <b>downtown<\/b>\?/);
    const { rows } = await db.query<{ html_body: string }>(`select html_body from outbox where kind = 'support' order by id desc limit 1`);
    assert.match(rows[0]?.html_body ?? '', /&lt;b&gt;downtown&lt;\/b&gt;/);
  });
});

// ---------- sharing, mailbox ----------

describe('sharing and the development mailbox', () => {
  it('mails links to pages of the public site only', async () => {
    const token = await accessToken(await seededEmail(9), SEED_MEMBER_PASSWORD);
    for (const url of ['https://evil.example/phish', `${SITE}.evil.example/d/x`, 'http://user:pw@site.test/d/x', 'javascript:alert(1)', '//evil.example/x']) {
      const refused = await call('POST', '/api/share/link', { token, body: { url, email: 'friend@example.org' } });
      assert.equal(refused.statusCode, 400, url);
      assert.match(refused.json().message, /only pages of http:\/\/site\.test can be shared/);
    }
    const shared = await call('POST', '/api/share/link', { token, body: { url: `${SITE}/d/penns-cave?from=share`, email: 'Friend@Example.org' } });
    assert.equal(shared.statusCode, 200, shared.body);
    assert.deepEqual(shared.json(), { message: 'Link shared with Friend@Example.org' });
    const [mail] = await mailsTo('friend@example.org');
    assert.equal(mail?.kind, 'share');
    assert.deepEqual(mail?.links, [`${SITE}/d/penns-cave?from=share`]);
    assert.equal((await call('POST', '/api/share/link', { body: { url: `${SITE}/d/x`, email: 'friend@example.org' } })).statusCode, 401);
  });

  it('/dev/mailbox lists messages newest first with clickable links, never cached', async () => {
    await register('mailbox.reader@example.org');
    const page = await call('GET', '/dev/mailbox');
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.equal(page.headers['cache-control'], 'no-store');
    const link = linkIn((await mailsTo('mailbox.reader@example.org'))[0], `${API}/api/activate/`);
    assert.ok(page.body.includes(`<a href="${link}">`), 'the activation link is clickable');
    assert.ok(page.body.indexOf('mailbox.reader@example.org') < page.body.indexOf('robin.hart@example.org'), 'newest first');
    const json = await call('GET', '/dev/mailbox.json');
    assert.equal(json.headers['cache-control'], 'no-store');

    const production = await buildApp({ db, config: { ...config, devMailbox: false }, clock });
    try {
      assert.equal((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode, 404);
      assert.equal((await production.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode, 404);
    } finally {
      await production.close();
    }
  });
});

// ---------- profile ----------

describe('profile', () => {
  it('update and interests round-trip through GET /api/user', async () => {
    const email = await seededEmail(10);
    const token = await accessToken(email, SEED_MEMBER_PASSWORD);
    await db.query('update users set profile_started = null where email = $1', [email]);
    const initial = contract.user.response.parse((await call('GET', '/api/user', { token })).json());
    assert.equal(initial.profile_started, null);

    const badPhone = await call('POST', '/api/profile/update', { token, body: { first_name: 'Sam', last_name: 'Fisher', email, phone: '8145551234' } });
    assert.equal(badPhone.statusCode, 400);
    assert.match(badPhone.json().message, /999-999-9999/);
    const noName = await call('POST', '/api/profile/update', { token, body: { first_name: '', last_name: 'Fisher', email } });
    assert.match(noName.json().message, /First Name is required/);

    const avatar = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const saved = await call('POST', '/api/profile/update', {
      token,
      body: {
        first_name: ' Samuel ',
        last_name: 'Fisher',
        email,
        phone: '814-555-1234',
        city: 'Philipsburg',
        zip_code: '16866',
        state: 'pa',
        country: 'us',
        company_name: 'Fisher Guides',
        company_content: '<p>Fly fishing <script>alert(1)</script><strong>trips</strong></p>',
        company_image: initial.img,
        new_image: `data:image/png;base64,${avatar.toString('base64')}`,
        website: 'https://fisher.example',
        social_link: '',
        eat: true,
        stay: false,
        explore: true,
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const user = contract.profileUpdate.response.parse(saved.json());
    assert.equal(user.first_name, 'Samuel');
    assert.equal(user.phone, '814-555-1234');
    assert.equal(user.state, 'PA');
    assert.equal(user.country, 'US');
    assert.equal(user.company_content, '<p>Fly fishing <strong>trips</strong></p>');
    assert.equal(user.company_image, initial.img, 'the stored image sent back unchanged is kept');
    assert.match(user.img ?? '', /^http:\/\/api\.test\/media\/uploads\/[0-9a-f]{32}\.40x40\.webp$/);
    assert.equal(user.social_link, null);
    assert.equal(user.new_image, null);
    assert.deepEqual(user.interests_list, ['Eat', 'Explore']);
    assert.equal(user.profile_started, new Date(current).toISOString());
    assert.deepEqual(contract.user.response.parse((await call('GET', '/api/user', { token })).json()), user);

    const foreignImage = await call('POST', '/api/profile/update', {
      token,
      body: { first_name: 'S', last_name: 'F', email, company_image: 'https://elsewhere.example/x.png' },
    });
    assert.equal(foreignImage.statusCode, 400);

    const interests = await call('POST', '/api/profile/interests', { token, body: { eat: false, stay: true } });
    assert.deepEqual(contract.profileInterests.response.parse(interests.json()).interests_list, ['Stay', 'Explore']);
  });
});

describe('changing the sign-in address (decision 030)', () => {
  it('needs the current password, takes effect once the link mailed to the new address is followed, and tells the old address', async () => {
    const email = await activeMember('lee.moss');
    const token = await accessToken(email, SEED_MEMBER_PASSWORD);
    const missing = await updateProfile(token, { email: 'lee.new@example.org', city: 'Bellefonte' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, `current_password: ${CURRENT_PASSWORD_REQUIRED}`);
    const wrong = await updateProfile(token, { email: 'lee.new@example.org', city: 'Bellefonte', current_password: 'not-my-password' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, `current_password: ${CURRENT_PASSWORD_WRONG}`);
    assert.equal(contract.user.response.parse((await call('GET', '/api/user', { token })).json()).city, null, 'a refused change saves nothing');
    assert.deepEqual(await mailsTo('lee.new@example.org'), []);

    const asked = await updateProfile(token, { email: 'Lee.New@Example.org', city: 'Bellefonte', current_password: SEED_MEMBER_PASSWORD });
    assert.equal(asked.statusCode, 200, asked.body);
    const user = contract.profileUpdate.response.parse(asked.json());
    assert.equal(user.email, email, 'the address waits for the link');
    assert.equal(user.city, 'Bellefonte', 'the rest of the profile is saved');
    assert.equal((await login('lee.new@example.org', SEED_MEMBER_PASSWORD)).statusCode, 401);

    const [notice] = await mailsTo(email);
    assert.equal(notice?.kind, 'email-change-notice');
    assert.match(notice?.text ?? '', /lee\.new@example\.org/);
    const [confirm] = await mailsTo('lee.new@example.org');
    assert.equal(confirm?.kind, 'email-change');
    const link = linkIn(confirm, `${API}/api/profile/email/`);
    const opened = await call('GET', confirmPath(link));
    assert.equal(opened.statusCode, 303);
    assert.equal(opened.headers.location, `${SITE}/profile?email=confirmed`);
    assert.equal(contract.user.response.parse((await call('GET', '/api/user', { token })).json()).email, 'lee.new@example.org');
    assert.equal((await login('lee.new@example.org', SEED_MEMBER_PASSWORD)).statusCode, 200);
    assert.equal((await login(email, SEED_MEMBER_PASSWORD)).statusCode, 401);
    assert.equal((await call('GET', confirmPath(link))).headers.location, `${SITE}/profile?email=expired`, 'the link works once');
    // The same address as now needs no password.
    assert.equal((await updateProfile(token, { email: 'LEE.NEW@example.org', city: 'Boalsburg' })).statusCode, 200);
  });

  it('answers the same whether or not the new address is taken; the rest still saves', async () => {
    const email = await activeMember('kit.vale');
    const token = await accessToken(email, SEED_MEMBER_PASSWORD);
    const takenAddress = await seededEmail(0);
    const taken = await updateProfile(token, { email: takenAddress, city: 'Milesburg', current_password: SEED_MEMBER_PASSWORD });
    const free = await updateProfile(token, { email: 'kit.elsewhere@example.org', city: 'Milesburg', current_password: SEED_MEMBER_PASSWORD });
    assert.equal(taken.statusCode, 200, taken.body);
    assert.equal(free.statusCode, 200, free.body);
    assert.equal(taken.body, free.body);
    assert.deepEqual(Object.keys(taken.headers).toSorted(), Object.keys(free.headers).toSorted());
    assert.equal(contract.user.response.parse(taken.json()).city, 'Milesburg');
    // The taken address's owner hears of it, gets no link, and keeps the address.
    const [heads] = await mailsTo(takenAddress);
    assert.equal(heads?.kind, 'email-change-taken');
    assert.ok(!heads?.links.some((link) => link.startsWith(`${API}/api/profile/email/`)));
    assert.equal((await login(takenAddress, SEED_MEMBER_PASSWORD)).statusCode, 200);
    assert.equal((await mailsTo(email)).filter((mail) => mail.kind === 'email-change-notice').length, 2, 'the old address hears of both');
  });

  it('a newer request retires the older link, and a link for an address taken since then changes nothing', async () => {
    const email = await activeMember('ash.grove');
    const token = await accessToken(email, SEED_MEMBER_PASSWORD);
    await updateProfile(token, { email: 'ash.first@example.org', current_password: SEED_MEMBER_PASSWORD });
    await updateProfile(token, { email: 'ash.second@example.org', current_password: SEED_MEMBER_PASSWORD });
    const first = linkIn((await mailsTo('ash.first@example.org'))[0], `${API}/api/profile/email/`);
    assert.equal((await call('GET', confirmPath(first))).headers.location, `${SITE}/profile?email=expired`);
    const second = linkIn((await mailsTo('ash.second@example.org'))[0], `${API}/api/profile/email/`);
    await activeMember('ash.second');
    assert.equal((await call('GET', confirmPath(second))).headers.location, `${SITE}/profile?email=taken`);
    assert.equal(contract.user.response.parse((await call('GET', '/api/user', { token })).json()).email, email);
  });
});

// ---------- mail throttles ----------

describe('every call that sends mail is throttled per client and per recipient (decision 030)', () => {
  it('200 reservation requests from one member send a bounded number of mails', async () => {
    const token = await accessToken(await activeMember('busy.booker'), SEED_MEMBER_PASSWORD);
    const destination = await destinationWithMail();
    const before = await mailCount('reservation');
    const ip = freshIp();
    const answers = [];
    for (let request = 0; request < 200; request += 1) answers.push(await reserve(token, destination.id, ip));
    const { limit } = LIMITS.reservation.account;
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, limit);
    assertTooMany(answers[limit]!);
    const boards = (await db.query(`select 1 from users where role = 'Board'`)).rows.length;
    assert.ok((await mailCount('reservation')) - before <= limit * (1 + boards));
  });

  it('a destination hears of a bounded number of requests an hour, however many members send them', async () => {
    const destination = await destinationWithMail();
    const { limit } = LIMITS.reservation.recipient;
    await db.query(`delete from throttle_hits where key like 'reservation:recipient:%'`);
    let accepted = 0;
    for (let member = 0; member * LIMITS.reservation.account.limit <= limit; member += 1) {
      const token = await accessToken(await activeMember(`many.booker${member}`), SEED_MEMBER_PASSWORD);
      for (let request = 0; request < LIMITS.reservation.account.limit; request += 1) {
        const answer = await reserve(token, destination.id, freshIp());
        if (answer.statusCode === 200) accepted += 1;
        else assertTooMany(answer);
      }
    }
    assert.equal(accepted, limit);
  });

  it('newsletter sign-ups: per client address and per address typed', async () => {
    const ip = freshIp();
    const { limit } = LIMITS.contact.ip;
    for (let signup = 0; signup < limit; signup += 1)
      assert.equal((await call('POST', '/contacts/create', { ip, body: { email: `reader${signup}@example.org` } })).statusCode, 200);
    assertTooMany(await call('POST', '/contacts/create', { ip, body: { email: 'one.more.reader@example.org' } }));
    for (let signup = 0; signup < LIMITS.contact.account.limit; signup += 1)
      await call('POST', '/contacts/create', { ip: freshIp(), body: { email: 'same.reader@example.org' } });
    assertTooMany(await call('POST', '/contacts/create', { ip: freshIp(), body: { email: 'Same.Reader@example.org' } }));
  });

  it('support messages: per sender and per client address', async () => {
    const ip = freshIp();
    const send = (email: string, from = ip) =>
      botToken().then((token) => call('POST', '/messages/support', { ip: from, body: { email, content: 'Hello?', token } }));
    for (let message = 0; message < LIMITS.support.account.limit; message += 1) assert.equal((await send('chatty@example.org', freshIp())).statusCode, 200);
    assertTooMany(await send('chatty@example.org', freshIp()));
    for (let message = 0; message < LIMITS.support.ip.limit; message += 1) assert.equal((await send(`asker${message}@example.org`)).statusCode, 200);
    assertTooMany(await send('one.more.asker@example.org'));
  });

  it('shared links: per recipient, from any number of members', async () => {
    const { limit } = LIMITS.share.recipient;
    const first = await accessToken(await activeMember('sharer.one'), SEED_MEMBER_PASSWORD);
    const second = await accessToken(await activeMember('sharer.two'), SEED_MEMBER_PASSWORD);
    for (let share = 0; share < limit; share += 1) assert.equal((await shareWithFriend(share % 2 === 0 ? first : second)).statusCode, 200);
    assertTooMany(await shareWithFriend(second));
    assert.equal((await mailsTo('popular.friend@example.org')).length, limit);
  });

  it('e-mail changes: per member and per new address', async () => {
    const email = await activeMember('restless.mover');
    const token = await accessToken(email, SEED_MEMBER_PASSWORD);
    const move = (to: string, as = token) =>
      call('POST', '/api/profile/update', {
        token: as,
        ip: freshIp(),
        body: { first_name: 'Rae', last_name: 'Mover', email: to, current_password: SEED_MEMBER_PASSWORD },
      });
    for (let change = 0; change < LIMITS.emailChange.account.limit; change += 1) assert.equal((await move(`mover${change}@example.org`)).statusCode, 200);
    assertTooMany(await move('mover.again@example.org'));
    for (let change = 0; change < LIMITS.emailChange.recipient.limit; change += 1) {
      const other = await accessToken(await activeMember(`wanter${change}`), SEED_MEMBER_PASSWORD);
      assert.equal((await move('wanted.address@example.org', other)).statusCode, 200);
    }
    const last = await accessToken(await activeMember('wanter.last'), SEED_MEMBER_PASSWORD);
    assertTooMany(await move('wanted.address@example.org', last));
    assert.equal((await mailsTo('wanted.address@example.org')).length, LIMITS.emailChange.recipient.limit);
  });
  // Review decisions are never refused: their mail waits instead (decision 075, member-flood.test.ts).
});

// ---------- several instances ----------

describe('two API instances over one database behave as one', () => {
  it('sessions, throttles and spent challenges are shared', async () => {
    const twin = await buildApp({ db, config, clock });
    try {
      const onTwin = (method: InjectOptions['method'], url: string, { body, token, ip = '192.0.2.1' }: Call = {}) =>
        twin.inject({
          method,
          url,
          remoteAddress: ip,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
      const email = await seededEmail(11);
      const token = await accessToken(email, SEED_MEMBER_PASSWORD);
      assert.equal((await onTwin('GET', '/api/user', { token })).statusCode, 200);
      assert.equal((await onTwin('POST', '/api/logout', { token })).statusCode, 200);
      assert.equal((await call('GET', '/api/user', { token })).statusCode, 401);

      // Attempts alternate between the instances; the account's limit counts them all.
      const { free } = LIMITS.login.account;
      for (let attempt = 0; attempt < free; attempt += 1) {
        const body = { username: 'shared.counter@example.org', password: 'guess-guess' };
        assert.equal(
          (attempt % 2 === 0 ? await call('POST', '/api/login', { ip: freshIp(), body }) : await onTwin('POST', '/api/login', { ip: freshIp(), body }))
            .statusCode,
          401,
        );
      }
      assert.equal(
        (await onTwin('POST', '/api/login', { ip: freshIp(), body: { username: 'shared.counter@example.org', password: 'guess-guess' } })).statusCode,
        429,
      );

      // A challenge from one instance is accepted by the other, once.
      const solved = await botToken();
      const body = (content: string) => ({ email: 'twin.sender@example.org', content, token: solved });
      assert.equal((await onTwin('POST', '/messages/support', { ip: freshIp(), body: body('first') })).statusCode, 200);
      assert.equal((await call('POST', '/messages/support', { ip: freshIp(), body: body('again') })).json().message, BOT_CHECK_REPLAYED);
    } finally {
      await twin.close();
    }
  });
});
