import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import { solveChallenge } from '@valley/shared/bot-check';
import { CORRECTION_MESSAGES } from '@valley/shared/schemas/correction';
import { buildApp } from './app';
import { issueAccessToken } from './auth/tokens';
import { DEFAULT_MEDIA_DIR } from './media/store';
import { TEST_API_URL, TEST_ORIGIN } from './test-support/seeded-app';
import { testPglite } from './test-support/templates';

// Corrections a visitor suggests (issue 46, decision 089): the owner first, by mail and in their dashboard; the board when nobody owns
// the listing or a week on New York clocks has passed without the owner acting, seen by moving the app's clock, not by waiting.
const db = await testPglite('seeded');
// Thursday 5 March 2026, noon in New York: the week ends after the clocks go forward, on 12 March at noon EDT (167 hours later).
const START = new Date('2026-03-05T17:00:00Z');
const WEEK_LATER = new Date('2026-03-12T16:00:00Z');
let clock = START;
const app = await buildApp({
  db,
  config: { corsOrigins: [TEST_ORIGIN], publicApiUrl: TEST_API_URL, mediaDir: DEFAULT_MEDIA_DIR, botCheckDifficulty: 1 },
  clock: () => clock,
});
after(async () => {
  await app.close();
  await db.close();
});

type Who = 'owner' | 'other' | 'board';
const tokens: Partial<Record<Who, string>> = {};
const as = (who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
const one = async <T>(sql: string, params: unknown[] = []) => {
  const row = (await db.query<T>(sql, params)).rows[0];
  assert.ok(row, sql);
  return row;
};
let visitors = 0;
/** A visitor's suggestion, each from an address of its own unless told, with a solved bot check. */
async function suggest(body: Record<string, unknown>, remoteAddress = `10.1.0.${(visitors += 1)}`) {
  const { challenge, difficulty } = (await app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json<{ challenge: string; difficulty: number }>();
  return app.inject({ method: 'POST', url: '/corrections/create', remoteAddress, payload: { token: await solveChallenge(challenge, difficulty), ...body } });
}

let owned: { id: number; owner_id: number; owner_email: string };
let unowned: { id: number };
/** Public listings no other test here touches, for the throttles. */
let spare: number[] = [];

before(async () => {
  owned = await one(
    `select d.id, d.owner_id, u.email as owner_email from destinations d join users u on u.id = d.owner_id where d.approved order by d.id limit 1`,
  );
  unowned = await one('select id from destinations where approved and owner_id is null order by id limit 1');
  spare = (
    await db.query<{ id: number }>('select id from destinations where approved and id <> all($1::int[]) order by id limit 11', [[owned.id, unowned.id]])
  ).rows.map((row) => Number(row.id));
  tokens.owner = (await issueAccessToken(db, Number(owned.owner_id), clock)).token;
  const other = await one<{ id: number }>(`select id from users where role = 'Destination' and id <> $1 order by id limit 1`, [owned.owner_id]);
  tokens.other = (await issueAccessToken(db, Number(other.id), clock)).token;
  tokens.board = (
    await issueAccessToken(db, Number((await one<{ id: number }>(`select id from users where role = 'Board' order by id limit 1`)).id), clock)
  ).token;
});

const mine = async (who: Who = 'owner') => contract.myCorrections.response.parse((await as(who, 'GET', '/api/corrections/user')).json());
const boards = async () => contract.correctionsPending.response.parse((await as('board', 'GET', '/api/corrections/pending')).json());

describe("a visitor's suggestion", () => {
  it('is refused with a message for each bad field, without the bot check, or for a listing that is not public', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ destination: owned.id, suggestion: 'x' }, /Choose what is wrong/],
      [{ destination: owned.id, field: 'opening hours', suggestion: 'x' }, /Choose what is wrong/],
      [{ destination: owned.id, field: 'phone', suggestion: '   ' }, /Say what it should be/],
      [{ destination: owned.id, field: 'phone', suggestion: 'x'.repeat(1001) }, /What it should be: at most 1,000 characters/],
      [{ destination: owned.id, field: 'phone', suggestion: '814-555-0100', email: 'not-an-address' }, /Invalid email address/],
    ];
    for (const [body, message] of cases) {
      const response = await suggest(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    const unchecked = await app.inject({ method: 'POST', url: '/corrections/create', payload: { destination: owned.id, field: 'phone', suggestion: '814' } });
    assert.equal(unchecked.statusCode, 400);
    assert.match(unchecked.json().message, /Bot check/);
    assert.equal((await suggest({ destination: 2_000_000_000, field: 'phone', suggestion: '814-555-0100' })).statusCode, 404);
    assert.equal((await one<{ n: number }>('select count(*)::int n from listing_corrections')).n, 0);
  });

  it('reaches the owner by mail and in their dashboard, not the board', async () => {
    const response = await suggest({ destination: owned.id, field: 'phone', suggestion: '814-555-0123', email: 'Visitor@Example.com' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, CORRECTION_MESSAGES.received);
    const mail = await one<{ to_address: string; text_body: string; reply_to: string }>(
      `select to_address, text_body, reply_to from outbox where kind = 'correction' order by id desc limit 1`,
    );
    assert.equal(mail.to_address, owned.owner_email);
    assert.match(mail.text_body, /Phone: 814-555-0123/);
    assert.equal(mail.reply_to, 'visitor@example.com');
    const [item] = await mine();
    assert.deepEqual(
      item && (({ field, suggestion, email, status, with_board, board_after }) => ({ field, suggestion, email, status, with_board, board_after }))(item),
      { field: 'phone', suggestion: '814-555-0123', email: 'visitor@example.com', status: 'open', with_board: false, board_after: '2026-03-12T12:00:00-04:00' },
    );
    assert.deepEqual(await mine('other'), []);
    assert.deepEqual(await boards(), []);
  });

  it('reaches the board a week later on New York clocks when the owner has not acted; then the board may close it', async () => {
    const [item] = await mine();
    assert.ok(item);
    assert.equal((await as('board', 'POST', '/api/corrections/resolve', { id: item.id, outcome: 'fixed' })).statusCode, 404, 'not the board’s yet');
    assert.equal((await as('other', 'POST', '/api/corrections/resolve', { id: item.id, outcome: 'fixed' })).statusCode, 404);
    clock = new Date(WEEK_LATER.getTime() - 60_000);
    assert.deepEqual(await boards(), []);
    clock = WEEK_LATER;
    assert.deepEqual(
      (await boards()).map((correction) => [correction.id, correction.with_board]),
      [[item.id, true]],
    );
    assert.equal((await mine())[0]?.with_board, true);
    const done = await as('board', 'POST', '/api/corrections/resolve', { id: item.id, outcome: 'fixed' });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(await boards(), []);
    assert.equal((await mine())[0]?.status, 'fixed');
    clock = START;
  });

  it('stays with the owner who acts within the week', async () => {
    assert.equal((await suggest({ destination: owned.id, field: 'closed', suggestion: 'Closed for the winter' })).statusCode, 200);
    const item = (await mine()).find((correction) => correction.status === 'open');
    assert.ok(item);
    const bad = await as('owner', 'POST', '/api/corrections/resolve', { id: item.id, outcome: 'ignored' });
    assert.equal(bad.statusCode, 400);
    const declined = await as('owner', 'POST', '/api/corrections/resolve', { id: item.id, outcome: 'declined' });
    assert.equal(declined.statusCode, 200, declined.body);
    clock = new Date(WEEK_LATER.getTime() + 86_400_000);
    assert.deepEqual(await boards(), []);
    assert.equal((await as('owner', 'POST', '/api/corrections/resolve', { id: item.id, outcome: 'fixed' })).statusCode, 404, 'once');
    clock = START;
  });

  it('goes to the board at once when nobody owns the listing, and mails no one', async () => {
    const mails = await one<{ n: number }>(`select count(*)::int n from outbox where kind = 'correction'`);
    assert.equal((await suggest({ destination: unowned.id, field: 'website', suggestion: 'https://new.example' })).statusCode, 200);
    assert.deepEqual(
      (await boards()).map((correction) => [correction.destination_id, correction.field, correction.with_board]),
      [[unowned.id, 'website', true]],
    );
    assert.equal((await one<{ n: number }>(`select count(*)::int n from outbox where kind = 'correction'`)).n, mails.n);
    assert.equal((await as('owner', 'GET', '/api/corrections/pending')).statusCode, 403);
  });

  it('is throttled per client and per listing', async () => {
    // One client: ten an hour, whichever listings.
    for (const id of spare.slice(0, 10))
      assert.equal((await suggest({ destination: id, field: 'other', suggestion: 'It moved.' }, '10.2.0.1')).statusCode, 200);
    assert.equal((await suggest({ destination: spare[10], field: 'other', suggestion: 'It moved.' }, '10.2.0.1')).statusCode, 429);
    // One listing: ten a day, whoever sends them (spare[0] has had one from the client above).
    for (let sent = 1; sent < 10; sent += 1) assert.equal((await suggest({ destination: spare[0], field: 'other', suggestion: 'Again.' })).statusCode, 200);
    const listing = await suggest({ destination: spare[0], field: 'other', suggestion: 'Once more.' });
    assert.equal(listing.statusCode, 429);
    assert.ok(Number(listing.headers['retry-after']) > 0);
  });
});
