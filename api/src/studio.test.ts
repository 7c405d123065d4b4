import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import { issueAccessToken } from './auth/tokens';
import { seededApp, type TestContext } from './test-support/seeded-app';

// The content studio's roles (issue 45, decision 092): the Board administers it, invites editors and publishers by the address of an
// existing member and removes them; every studio call is checked on the server.
const context: TestContext = await seededApp();
after(() => context.close());

const tokens = { board: '', local: '', partner: '' };
const emails = { local: '', partner: '', board: '' };
const ids = { local: 0, partner: 0 };

const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const people = async () => contract.studioPeople.response.parse((await call('board', 'GET', '/api/studio/people')).json());

before(async () => {
  const { rows } = await context.db.query<{ id: number; role: string; email: string }>(
    `select distinct on (role) id, role, email from users where role in ('Local', 'Destination', 'Board') and activated_at is not null order by role, id`,
  );
  const of = (role: string) => rows.find((row) => row.role === role)!;
  for (const [who, role] of [
    ['board', 'Board'],
    ['local', 'Local'],
    ['partner', 'Destination'],
  ] as const) {
    tokens[who] = (await issueAccessToken(context.db, of(role).id)).token;
    emails[who] = of(role).email;
  }
  ids.local = of('Local').id;
  ids.partner = of('Destination').id;
});

describe('the studio’s roles', () => {
  it('every studio call is the studio’s: 401 signed out, 403 for a member without a role', async () => {
    const calls = [
      ['GET', '/api/studio/access', undefined],
      ['GET', '/api/studio/people', undefined],
      ['POST', '/api/studio/people', { email: emails.local, role: 'editor' }],
      ['POST', '/api/studio/people/remove', { id: ids.local }],
    ] as const;
    for (const [method, url, body] of calls) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} signed out`);
      assert.equal((await call('local', method, url, body)).statusCode, 403, `${method} ${url} as a member`);
      assert.equal((await call('partner', method, url, body)).statusCode, 403, `${method} ${url} as a partner`);
    }
    assert.deepEqual(await people(), [], 'a refused call invited nobody');
  });

  it('the Board is the administrator', async () => {
    const access = await call('board', 'GET', '/api/studio/access');
    assert.equal(access.statusCode, 200);
    assert.deepEqual(contract.studioAccess.response.parse(access.json()), { role: 'admin' });
  });

  it('the Board invites an existing member as editor or publisher, by address in any case', async () => {
    const editor = await call('board', 'POST', '/api/studio/people', { email: emails.local.toUpperCase(), role: 'editor' });
    assert.equal(editor.statusCode, 200, editor.body);
    assert.equal(contract.studioInvite.response.parse(editor.json()).role, 'editor');
    const publisher = await call('board', 'POST', '/api/studio/people', { email: emails.partner, role: 'publisher' });
    assert.equal(publisher.statusCode, 200, publisher.body);
    assert.deepEqual(
      (await people()).map(({ email, role }) => [email, role]),
      [
        [emails.local, 'editor'],
        [emails.partner, 'publisher'],
      ],
    );
    assert.deepEqual((await call('local', 'GET', '/api/studio/access')).json(), { role: 'editor' });
    assert.deepEqual((await call('partner', 'GET', '/api/studio/access')).json(), { role: 'publisher' });
  });

  it('editors and publishers do not administer: the people are the Board’s alone', async () => {
    for (const who of ['local', 'partner'] as const) {
      assert.equal((await call(who, 'GET', '/api/studio/people')).statusCode, 403, who);
      assert.equal((await call(who, 'POST', '/api/studio/people', { email: emails[who], role: 'publisher' })).statusCode, 403, who);
      assert.equal((await call(who, 'POST', '/api/studio/people/remove', { id: ids.local })).statusCode, 403, who);
    }
    assert.equal((await people()).length, 2);
  });

  it('refuses an unknown address, the Board itself, a bad role and a bad address, each naming the field', async () => {
    const unknown = await call('board', 'POST', '/api/studio/people', { email: 'nobody-here@example.org', role: 'editor' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /^email: No member has that e-mail address/);
    const board = await call('board', 'POST', '/api/studio/people', { email: emails.board, role: 'editor' });
    assert.equal(board.statusCode, 400);
    assert.match(board.json().message, /^email: /);
    assert.equal((await call('board', 'POST', '/api/studio/people', { email: emails.local, role: 'admin' })).statusCode, 400);
    const badAddress = await call('board', 'POST', '/api/studio/people', { email: 'not-an-address', role: 'editor' });
    assert.equal(badAddress.statusCode, 400);
    assert.match(badAddress.json().message, /Invalid email address/);
  });

  it('inviting again changes the role; removing takes it away, and the studio answers 403 again', async () => {
    await call('board', 'POST', '/api/studio/people', { email: emails.local, role: 'publisher' });
    assert.deepEqual((await call('local', 'GET', '/api/studio/access')).json(), { role: 'publisher' });
    const removed = await call('board', 'POST', '/api/studio/people/remove', { id: ids.local });
    assert.equal(removed.statusCode, 200);
    assert.match(removed.json().message, /^Removed from the studio: /);
    assert.equal((await call('local', 'GET', '/api/studio/access')).statusCode, 403);
    assert.equal((await call('board', 'POST', '/api/studio/people/remove', { id: ids.local })).statusCode, 404);
    assert.deepEqual(
      (await people()).map(({ email }) => email),
      [emails.partner],
    );
  });
});
