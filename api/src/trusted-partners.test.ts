import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import type { MemberDestination } from '@valley/shared/schemas/member';
import { issueAccessToken } from './auth/tokens';
import { destinationUpdateOf } from './test-support/member-payloads';
import { seededApp, type TestContext } from './test-support/seeded-app';

// Trusted partners (issue 46, decision 087): their edits of approved items publish at once, logged with what they changed, and the
// board reverts one in a step; new items still wait for review.
const context: TestContext = await seededApp();
after(() => context.close());

const tokens = { partner: '', other: '', board: '' };
let partnerEmail = '';
let destination: MemberDestination;

const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const audit = async () => contract.reviewAudit.response.parse((await call('board', 'GET', '/api/review/audit')).json());
const publicPhone = async () => ((await call(null, 'GET', `/destinations/get/${destination.id}`)).json() as { phone: string }).phone;
const editPhone = (phone: string) => call('partner', 'POST', '/api/destinations/update', destinationUpdateOf(destination, { phone }));

before(async () => {
  const { rows } = await context.db.query<{ owner_id: number; email: string }>(
    `select d.owner_id, u.email from destinations d join users u on u.id = d.owner_id where d.approved and u.role = 'Destination' order by d.id limit 1`,
  );
  const { rows: others } = await context.db.query<{ id: number; role: string }>(`select id, role from users where role in ('Local', 'Board') order by id`);
  partnerEmail = rows[0]!.email;
  tokens.partner = (await issueAccessToken(context.db, rows[0]!.owner_id)).token;
  tokens.other = (await issueAccessToken(context.db, others.find((user) => user.role === 'Local')!.id)).token;
  tokens.board = (await issueAccessToken(context.db, others.find((user) => user.role === 'Board')!.id)).token;
  const mine = contract.myDestinations.response.parse((await call('partner', 'GET', '/api/destinations/user')).json());
  destination = mine.find((item) => item.approved === 1 && !item.has_pending_changes)!;
});

describe('trusted partners', () => {
  it('are the board’s to name, see and audit: 403 for members, 401 signed out', async () => {
    const calls = [
      ['GET', '/api/review/partners', undefined],
      ['POST', '/api/review/partners', { email: partnerEmail, trusted: true }],
      ['GET', '/api/review/audit', undefined],
      ['POST', '/api/review/revert', { id: 1 }],
    ] as const;
    for (const [method, url, body] of calls) {
      assert.equal((await call('partner', method, url, body)).statusCode, 403, `${method} ${url}`);
      assert.equal((await call('other', method, url, body)).statusCode, 403, `${method} ${url}`);
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url}`);
    }
    const { rows } = await context.db.query('select 1 from users where trusted_at is not null');
    assert.equal(rows.length, 0, 'a refused call trusted nobody');
  });

  it('the board trusts a member by e-mail address; not a board account, not an unknown address', async () => {
    const trusted = await call('board', 'POST', '/api/review/partners', { email: partnerEmail.toUpperCase(), trusted: true });
    assert.equal(trusted.statusCode, 200);
    assert.match(trusted.json().message, /^Trusted: /);
    const partners = contract.reviewPartners.response.parse((await call('board', 'GET', '/api/review/partners')).json());
    assert.deepEqual(
      partners.map((partner) => partner.email),
      [partnerEmail],
    );
    assert.equal((await call('board', 'POST', '/api/review/partners', { email: 'nobody@example.com', trusted: true })).statusCode, 404);
    assert.equal((await call('board', 'POST', '/api/review/partners', { email: 'dana.whitfield@example.com', trusted: true })).statusCode, 400);
  });

  it("a trusted partner's edit of an approved item publishes at once and is in the audit log with its diff", async () => {
    const saved = await editPhone('814-555-0111');
    assert.equal(saved.statusCode, 200);
    const read = contract.destinationUpdate.response.parse(saved.json());
    assert.deepEqual([read.approved, read.has_pending_changes, read.review_status], [1, false, 'approved']);
    assert.equal(await publicPhone(), '814-555-0111');
    const queue = contract.reviewPending.response.parse((await call('board', 'GET', '/api/review/pending')).json());
    assert.ok(!queue.some((item) => item.kind === 'destination' && item.id === destination.id), 'nothing waits for the board');

    const [entry] = await audit();
    assert.equal(entry?.kind, 'destination');
    assert.equal(entry?.item_id, destination.id);
    assert.equal(entry?.title, destination.name);
    assert.equal(entry?.path, `/d/${destination.slug}`);
    assert.equal(entry?.member.email, partnerEmail);
    assert.deepEqual(
      entry?.changes.filter((change) => change.changed),
      [{ type: 'value', field: 'phone', label: 'Phone Number', changed: true, before: destination.phone, after: '814-555-0111' }],
    );
    assert.equal(entry?.revertable, true);
  });

  it('new items still wait for review', async () => {
    const created = await call('partner', 'POST', '/api/destinations/create', {
      company_name: 'Trusted Partner Annex',
      phone: '814-555-0112',
      address: '2 Annex Rd',
      city: 'Bellefonte',
      zip_code: '16823',
    });
    assert.equal(created.statusCode, 200);
    const read = contract.destinationCreate.response.parse(created.json());
    assert.deepEqual([read.approved, read.review_status], [0, 'pending']);
    assert.equal((await call(null, 'GET', `/destinations/get/${read.id}`)).statusCode, 404);
  });

  it('the board reverts the latest edit in one step, then the one before; never one a later change would lose', async () => {
    assert.equal((await editPhone('814-555-0113')).statusCode, 200);
    const [latest, earlier] = await audit();
    assert.deepEqual([latest?.revertable, earlier?.revertable], [true, false]);
    const refused = await call('board', 'POST', '/api/review/revert', { id: earlier!.id });
    assert.equal(refused.statusCode, 409);
    assert.equal(await publicPhone(), '814-555-0113', 'a refused revert changes nothing');

    const reverted = await call('board', 'POST', '/api/review/revert', { id: latest!.id });
    assert.equal(reverted.statusCode, 200);
    assert.equal(reverted.json().message, `Reverted: ${destination.name}`);
    assert.equal(await publicPhone(), '814-555-0111');
    const mail = (
      await context.db.query<{ to_address: string; subject: string }>(`select to_address, subject from outbox where kind = 'review' order by id desc limit 1`)
    ).rows[0];
    assert.deepEqual(mail, { to_address: partnerEmail, subject: `Edit undone: your destination “${destination.name}”` });

    const [after1, after2] = await audit();
    assert.ok(after1?.reverted_at && after1.reverted_by, 'the log says who reverted it and when');
    assert.deepEqual([after1?.revertable, after2?.revertable], [false, true]);
    assert.equal((await call('board', 'POST', '/api/review/revert', { id: latest!.id })).statusCode, 409, 'once');
    assert.equal((await call('board', 'POST', '/api/review/revert', { id: earlier!.id })).statusCode, 200);
    assert.equal(await publicPhone(), destination.phone);
  });

  it('once no longer trusted, their edits wait for review again', async () => {
    assert.equal(
      (await call('board', 'POST', '/api/review/partners', { email: partnerEmail, trusted: false })).json().message.startsWith('No longer trusted'),
      true,
    );
    const read = contract.destinationUpdate.response.parse((await editPhone('814-555-0114')).json());
    assert.deepEqual([read.has_pending_changes, read.review_status], [true, 'pending']);
    assert.equal(await publicPhone(), destination.phone);
  });
});
