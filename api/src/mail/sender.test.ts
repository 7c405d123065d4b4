import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { enqueueMail } from './outbox';
import { deliverPending, LEASE_MS, MAX_ATTEMPTS, type MailTransport } from './sender';
import { testPglite } from '../test-support/templates';

// Migrations only: the outbox needs no content.
const db = await testPglite('migrated');
after(() => db.close());

describe('mail sender', () => {
  it('delivers each unsent row once, keeps failures with their error, and retries them later', async () => {
    await enqueueMail(db, { to: 'a@example.org', subject: 'One', text: 'first', html: '<p>first</p>', kind: 'share' });
    await enqueueMail(db, { to: 'broken@example.org', subject: 'Two', text: 'second', kind: 'support', replyTo: 'asker@example.org' });
    const sent: Array<{ to: string; replyTo?: string; html?: string; from: string }> = [];
    const transport: MailTransport = {
      async sendMail(message) {
        if (message.to.startsWith('broken')) throw new Error('550 mailbox unavailable');
        sent.push(message);
      },
    };
    const options = { db, transport, from: 'Valley <no-reply@valley.test>' };
    assert.deepEqual(await deliverPending(options), { sent: 1, failed: 1 });
    assert.deepEqual(
      sent.map((message) => [message.to, message.from, message.html]),
      [['a@example.org', 'Valley <no-reply@valley.test>', '<p>first</p>']],
    );

    // Nothing is claimable now: the sent row is done and the failed one waits.
    assert.deepEqual(await deliverPending(options), { sent: 0, failed: 0 });
    const { rows } = await db.query<{ to_address: string; sent_at: Date | null; attempts: number; last_error: string | null }>(
      'select to_address, sent_at, attempts, last_error from outbox order by id',
    );
    assert.ok(rows[0]?.sent_at);
    assert.equal(rows[1]?.sent_at, null);
    assert.equal(rows[1]?.attempts, 1);
    assert.match(rows[1]?.last_error ?? '', /550/);

    // Later, the failed row is tried again (until MAX_ATTEMPTS); the sent one never is.
    transport.sendMail = async (message) => {
      sent.push(message);
    };
    assert.deepEqual(await deliverPending(options, new Date(Date.now() + 2 * 60 * 60_000)), { sent: 1, failed: 0 });
    assert.equal(sent.at(-1)?.replyTo, 'asker@example.org');
    assert.ok(MAX_ATTEMPTS >= 3);
  });

  it('a claimed row is left to its sender until the lease ends', async () => {
    await db.query('delete from outbox');
    await enqueueMail(db, { to: 'slow@example.org', subject: 'Slow', text: 'x', kind: 'share' });
    const now = new Date();
    // Another instance claimed it and has not finished: the same statement a sender runs claims nothing.
    await db.query('update outbox set attempts = 1, claimed_until = $1', [new Date(now.getTime() + LEASE_MS)]);
    const sent: string[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        sent.push(message.to);
      },
    };
    assert.deepEqual(await deliverPending({ db, transport, from: 'x@valley.test' }, now), { sent: 0, failed: 0 });
    // Its sender died: after the lease another instance delivers it.
    assert.deepEqual(await deliverPending({ db, transport, from: 'x@valley.test' }, new Date(now.getTime() + LEASE_MS + 1)), { sent: 1, failed: 0 });
    assert.deepEqual(sent, ['slow@example.org']);
  });
});
