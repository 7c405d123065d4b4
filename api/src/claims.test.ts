import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import { CLAIM_CODE_TRIES } from '@valley/shared/schemas/claim';
import { buildApp } from './app';
import { issueAccessToken } from './auth/tokens';
import { DEFAULT_MEDIA_DIR } from './media/store';
import { TEST_API_URL, TEST_ORIGIN } from './test-support/seeded-app';
import { testPglite } from './test-support/templates';

// Claiming a listing (issue 46, decision 088): proof by a code mailed to the listing's own address, or the board's decision; role and
// ownership checked on every write; the public page says Verified.
const db = await testPglite('seeded');
let clock = new Date('2026-11-24T17:00:00Z');
const app = await buildApp({
  db,
  config: { corsOrigins: [TEST_ORIGIN], publicApiUrl: TEST_API_URL, mediaDir: DEFAULT_MEDIA_DIR },
  clock: () => clock,
});
after(async () => {
  await app.close();
  await db.close();
});

type Who = 'claimant' | 'rival' | 'local' | 'board' | 'anonymous';
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({
    method,
    url,
    headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    remoteAddress: `10.0.0.${Object.keys(tokens).indexOf(who) + 2}`,
  });
const one = async <T>(sql: string, params: unknown[] = []) => {
  const row = (await db.query<T>(sql, params)).rows[0];
  assert.ok(row, sql);
  return row;
};
/** The newest code mailed to an address, read from the outbox as the listing's owner would read the mail. */
const mailedCode = async (to: string) => {
  const { text_body } = await one<{ text_body: string }>(
    `select text_body from outbox where to_address = $1 and kind = 'claim-code' order by id desc limit 1`,
    [to],
  );
  const code = /code: (\d{6})/.exec(text_body)?.[1];
  assert.ok(code, text_body);
  return code;
};

let listing: { id: number; slug: string; email: string };
let noEmail: { id: number; slug: string };
let memberMade: { id: number; slug: string; owner_id: number };

before(async () => {
  for (const [who, role, offset] of [
    ['claimant', 'Destination', 0],
    ['rival', 'Destination', 1],
    ['local', 'Local', 0],
    ['board', 'Board', 0],
  ] as const) {
    const { id } = await one<{ id: number }>('select id from users where role = $1 order by id offset $2 limit 1', [role, offset]);
    ids[who] = Number(id);
    tokens[who] = (await issueAccessToken(db, Number(id), clock)).token;
  }
  listing = await one(`select id, slug, email from destinations where approved and owner_id is null and email is not null order by id limit 1`);
  noEmail = await one(
    `update destinations set email = null where id = (select id from destinations where approved and owner_id is null order by id offset 1 limit 1) returning id, slug`,
  );
  memberMade = await one(
    `select id, slug, owner_id from destinations where approved and owner_id is not null and owner_id <> all($1::int[]) order by id limit 1`,
    [[ids.claimant, ids.rival]],
  );
});

const page = async (slug: string) => contract.destinationGet.response.parse((await app.inject({ method: 'GET', url: `/destinations/get/${slug}` })).json());

describe('a listing nobody owns', () => {
  it('says so on its public page, unlike one a member made', async () => {
    assert.deepEqual((({ claimed, verified }) => ({ claimed, verified }))(await page(listing.slug)), { claimed: false, verified: false });
    assert.deepEqual((({ claimed, verified }) => ({ claimed, verified }))(await page(memberMade.slug)), { claimed: true, verified: false });
  });

  it('tells a member a code proves it, and where the code goes without giving the address away', async () => {
    const response = await call('claimant', 'GET', `/api/claims/listing/${listing.slug}`);
    assert.equal(response.statusCode, 200);
    const target = contract.claimListing.response.parse(response.json());
    assert.equal(target.way, 'code');
    assert.equal(target.board_because, null);
    assert.equal(target.email_hint, `${listing.email.slice(0, 2)}•••${listing.email.slice(listing.email.indexOf('@'))}`);
    assert.equal(target.claim, null);
    const none = contract.claimListing.response.parse((await call('claimant', 'GET', `/api/claims/listing/${noEmail.slug}`)).json());
    assert.deepEqual([none.way, none.board_because, none.email_hint], ['board', 'no-email', null]);
    assert.equal((await call('anonymous', 'GET', `/api/claims/listing/${listing.slug}`)).statusCode, 401);
  });

  it('is claimed only by a signed-in Destination member, with checked input', async () => {
    assert.equal((await call('anonymous', 'POST', '/api/claims/start', { destination: listing.id })).statusCode, 401);
    const local = await call('local', 'POST', '/api/claims/start', { destination: listing.id });
    assert.equal(local.statusCode, 403);
    assert.match(local.json().message, /Only Destination members/);
    assert.equal((await call('board', 'POST', '/api/claims/start', { destination: listing.id })).statusCode, 403);
    const bad = await call('claimant', 'POST', '/api/claims/start', { destination: 'penns-cave' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /^destination: /);
    const long = await call('claimant', 'POST', '/api/claims/start', { destination: listing.id, note: 'x'.repeat(1001) });
    assert.equal(long.statusCode, 400);
    assert.match(long.json().message, /Note: at most 1,000 characters/);
    assert.equal((await call('claimant', 'POST', '/api/claims/start', { destination: 2_000_000_000 })).statusCode, 404);
  });
});

describe('a claim proved by the mailed code', () => {
  let claimId = 0;

  it("mails a code to the listing's own address and keeps only its hash", async () => {
    const response = await call('claimant', 'POST', '/api/claims/start', { destination: listing.id, note: 'I bought it in May.' });
    assert.equal(response.statusCode, 200, response.body);
    const claim = contract.claimStart.response.parse(response.json());
    claimId = claim.id;
    assert.deepEqual([claim.way, claim.status, claim.destination_id], ['code', 'open', listing.id]);
    assert.equal(claim.code_expires_at, '2026-11-25T12:00:00-05:00', 'a day later, New York time');
    const code = await mailedCode(listing.email);
    const row = await one<{ code_hash: Uint8Array; code_sent_to: string }>('select code_hash, code_sent_to from listing_claims where id = $1', [claimId]);
    assert.equal(row.code_sent_to, listing.email);
    assert.equal(Buffer.from(row.code_hash).length, 32);
    assert.ok(!Buffer.from(row.code_hash).toString('latin1').includes(code));
    const mine = contract.myClaims.response.parse((await call('claimant', 'GET', '/api/claims/user')).json());
    assert.deepEqual(
      mine.map((item) => item.id),
      [claimId],
    );
  });

  it('counts wrong codes and needs a new one after too many; another member cannot try it', async () => {
    const malformed = await call('claimant', 'POST', '/api/claims/verify', { claim: claimId, code: '12ab' });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /Enter the 6-digit code from the e-mail/);
    assert.equal((await call('rival', 'POST', '/api/claims/verify', { claim: claimId, code: '000000' })).statusCode, 404);
    const code = await mailedCode(listing.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = CLAIM_CODE_TRIES - 1; left >= 0; left -= 1) {
      const response = await call('claimant', 'POST', '/api/claims/verify', { claim: claimId, code: wrong });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, left > 0 ? new RegExp(`${left} tr(y|ies) left`) : /send a new code/);
    }
    const spent = await call('claimant', 'POST', '/api/claims/verify', { claim: claimId, code });
    assert.equal(spent.statusCode, 400);
    assert.match(spent.json().message, /Too many wrong codes/);
  });

  it('expires: a day later the code no longer works', async () => {
    assert.equal((await call('claimant', 'POST', '/api/claims/start', { destination: listing.id })).statusCode, 200);
    const code = await mailedCode(listing.email);
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    try {
      const late = await call('claimant', 'POST', '/api/claims/verify', { claim: claimId, code });
      assert.equal(late.statusCode, 400);
      assert.match(late.json().message, /expired/);
    } finally {
      clock = new Date(clock.getTime() - 24 * 3_600_000 - 1000);
    }
  });

  it("stops mailing a listing's address after three codes an hour", async () => {
    // An hour of its own: the day-later test's calls may prune (1 in 50 calls) the windows of this hour before the clock came back.
    clock = new Date(clock.getTime() + 3_600_000);
    for (let sent = 0; sent < 3; sent += 1) {
      assert.equal((await call('claimant', 'POST', '/api/claims/start', { destination: listing.id })).statusCode, 200, `code ${sent + 1}`);
    }
    const response = await call('claimant', 'POST', '/api/claims/start', { destination: listing.id });
    assert.equal(response.statusCode, 429);
    assert.ok(Number(response.headers['retry-after']) > 0);
  });

  it('makes the member the owner, Verified, in their dashboard', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    assert.equal((await call('claimant', 'POST', '/api/claims/start', { destination: listing.id })).statusCode, 200);
    const code = await mailedCode(listing.email);
    const response = await call('claimant', 'POST', '/api/claims/verify', { claim: claimId, code });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(contract.claimVerify.response.parse(response.json()).status, 'proved');
    assert.deepEqual((({ claimed, verified }) => ({ claimed, verified }))(await page(listing.slug)), { claimed: true, verified: true });
    const own = contract.myDestinations.response.parse((await call('claimant', 'GET', '/api/destinations/user')).json());
    assert.ok(own.some((destination) => destination.id === listing.id));
    const again = await call('claimant', 'POST', '/api/claims/start', { destination: listing.id });
    assert.equal(again.statusCode, 400);
    assert.match(again.json().message, /You already manage/);
  });
});

describe('a claim the board decides', () => {
  let claimId = 0;

  it('is where a second claim of a claimed listing goes, with no code mailed', async () => {
    const mails = await one<{ n: number }>(`select count(*)::int n from outbox where kind = 'claim-code'`);
    const target = contract.claimListing.response.parse((await call('rival', 'GET', `/api/claims/listing/${listing.id}`)).json());
    assert.deepEqual([target.way, target.board_because, target.email_hint], ['board', 'owned', null]);
    const response = await call('rival', 'POST', '/api/claims/start', { destination: listing.id, note: 'I am the owner; call 814-555-0199.' });
    assert.equal(response.statusCode, 200, response.body);
    const claim = contract.claimStart.response.parse(response.json());
    claimId = claim.id;
    assert.deepEqual([claim.way, claim.status], ['board', 'open']);
    assert.equal((await one<{ n: number }>(`select count(*)::int n from outbox where kind = 'claim-code'`)).n, mails.n);
    const code = await call('rival', 'POST', '/api/claims/verify', { claim: claimId, code: '123456' });
    assert.equal(code.statusCode, 400);
    assert.match(code.json().message, /waits for the board/);
  });

  it('lists open claims for the board only', async () => {
    assert.equal((await call('claimant', 'GET', '/api/claims/pending')).statusCode, 403);
    const response = await call('board', 'GET', '/api/claims/pending');
    assert.equal(response.statusCode, 200);
    const open = contract.claimsPending.response.parse(response.json());
    const item = open.find((claim) => claim.id === claimId);
    assert.ok(item);
    assert.equal(item.owner?.id, ids.claimant);
    assert.equal(item.member.id, ids.rival);
    assert.equal(item.note, 'I am the owner; call 814-555-0199.');
    assert.equal(item.listing_email, listing.email);
  });

  it("needs the board's note, and only the board decides", async () => {
    assert.equal((await call('rival', 'POST', '/api/claims/decide', { claim: claimId, approve: true, note: 'Mine.' })).statusCode, 403);
    const bare = await call('board', 'POST', '/api/claims/decide', { claim: claimId, approve: true, note: '  ' });
    assert.equal(bare.statusCode, 400);
    assert.match(bare.json().message, /A note for the member is required/);
  });

  it('moves the listing when approved, telling both members', async () => {
    const response = await call('board', 'POST', '/api/claims/decide', { claim: claimId, approve: true, note: 'We called the number on the door.' });
    assert.equal(response.statusCode, 200, response.body);
    const owner = await one<{ owner_id: number }>('select owner_id from destinations where id = $1', [listing.id]);
    assert.equal(Number(owner.owner_id), ids.rival);
    assert.equal((await page(listing.slug)).verified, true);
    const told = await db.query<{ to_address: string; text_body: string }>(`select to_address, text_body from outbox where kind = 'claim' order by id`);
    const rival = await one<{ email: string }>('select email from users where id = $1', [ids.rival]);
    const claimant = await one<{ email: string }>('select email from users where id = $1', [ids.claimant]);
    assert.ok(told.rows.some((mail) => mail.to_address === rival.email && mail.text_body.includes('We called the number on the door.')));
    assert.ok(told.rows.some((mail) => mail.to_address === claimant.email && mail.text_body.includes('another member')));
    assert.equal((await call('board', 'POST', '/api/claims/decide', { claim: claimId, approve: false, note: 'Again.' })).statusCode, 404);
  });

  it('turns a claim down with the note, leaving the owner as they were', async () => {
    const claim = contract.claimStart.response.parse(
      (await call('claimant', 'POST', '/api/claims/start', { destination: memberMade.id, note: 'Also mine.' })).json(),
    );
    const response = await call('board', 'POST', '/api/claims/decide', { claim: claim.id, approve: false, note: 'The owner showed us the lease.' });
    assert.equal(response.statusCode, 200);
    const row = await one<{ owner_id: number }>('select owner_id from destinations where id = $1', [memberMade.id]);
    assert.equal(Number(row.owner_id), Number(memberMade.owner_id));
    const mine = contract.myClaims.response.parse((await call('claimant', 'GET', '/api/claims/user')).json());
    assert.deepEqual((({ status, board_note }) => ({ status, board_note }))(mine.find((item) => item.id === claim.id) ?? { status: null, board_note: null }), {
      status: 'rejected',
      board_note: 'The owner showed us the lease.',
    });
  });
});
