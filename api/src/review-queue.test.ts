import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import type { FieldChange, MemberDestination, PendingItem } from '@valley/shared/schemas/member';
import { zonedTime } from '@valley/shared/time';
import { issueAccessToken } from './auth/tokens';
import { readableLines } from './lib/rich-text';
import { businessMsBetween, isOverdue, remindBoard } from './members/review-queue';
import { destinationUpdateOf as payloadOf } from './test-support/member-payloads';
import { seededApp, type TestContext } from './test-support/seeded-app';

// The board's queue of edits (issue 46): each field old and new, the age of what waits, and the reminder after two business days.
const context: TestContext = await seededApp();
after(() => context.close());

const tokens = { owner: '', other: '', board: '' };
let destination: MemberDestination;

const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const queue = async (): Promise<PendingItem[]> => contract.reviewPending.response.parse((await call('board', 'GET', '/api/review/pending')).json());
const queued = async (kind: PendingItem['kind'], id: number) => (await queue()).find((item) => item.kind === kind && item.id === id);
const changed = (item: PendingItem | undefined) => (item?.changes ?? []).filter((change) => change.changed);

before(async () => {
  const { rows } = await context.db.query<{ owner_id: number }>(
    `select d.owner_id from destinations d join users u on u.id = d.owner_id where d.approved and u.role = 'Destination' order by d.id limit 1`,
  );
  const { rows: others } = await context.db.query<{ id: number; role: string }>(`select id, role from users where role in ('Local', 'Board') order by id`);
  tokens.owner = (await issueAccessToken(context.db, rows[0]!.owner_id)).token;
  tokens.other = (await issueAccessToken(context.db, others.find((user) => user.role === 'Local')!.id)).token;
  tokens.board = (await issueAccessToken(context.db, others.find((user) => user.role === 'Board')!.id)).token;
  const mine = contract.myDestinations.response.parse((await call('owner', 'GET', '/api/destinations/user')).json());
  destination = mine.find((item) => item.approved === 1 && !item.has_pending_changes)!;
  assert.ok(destination, 'an approved destination of the member');
});

describe("the board's queue shows an edit field by field", () => {
  it('an edit saved unchanged shows no field changed', async () => {
    assert.equal((await call('owner', 'POST', '/api/destinations/update', payloadOf(destination))).statusCode, 200);
    const item = await queued('destination', destination.id);
    assert.equal(item?.change, 'edit');
    assert.deepEqual(changed(item), [], 'saving the form as it was changes nothing');
    assert.ok((item?.changes ?? []).length >= 20, 'every field is there, folded away as unchanged');
  });

  it('a new phone and description are the only changes, old and new, the description word by word; the public keeps the old', async () => {
    const description = `<p>${destination.content ? 'Now with a garden patio.' : 'A garden patio.'}</p>`;
    const saved = await call('owner', 'POST', '/api/destinations/update', payloadOf(destination, { phone: '814-555-0199', description }));
    assert.equal(saved.statusCode, 200);
    const item = await queued('destination', destination.id);
    const changes = changed(item);
    assert.deepEqual(
      changes.map((change) => change.label),
      ['Phone Number', 'Description'],
    );
    assert.deepEqual(changes[0], { type: 'value', field: 'phone', label: 'Phone Number', changed: true, before: destination.phone, after: '814-555-0199' });
    const text = changes[1] as Extract<FieldChange, { type: 'text' }>;
    assert.equal(
      text.parts
        .filter((part) => part.kind !== 'added')
        .map((part) => part.text)
        .join(''),
      readableLines(destination.content) ?? '',
      'the old text is there whole',
    );
    assert.ok(text.parts.some((part) => part.kind === 'added' && part.text.includes('patio')));
    assert.equal(item?.overdue, false);
    assert.equal(item?.waiting_hours, 0);

    const publicPage = (await call(null, 'GET', `/destinations/get/${destination.id}`)).json() as { phone: string };
    assert.equal(publicPage.phone, destination.phone, 'the public keeps the approved phone');
  });

  it('categories, amenities, gallery and links: added, removed and reordered, with names and image addresses', async () => {
    const { rows: amenity } = await context.db.query<{ id: number; name: string }>('select id, name from amenities order by id limit 1');
    const [first, second] = destination.d_categories;
    const categories = second ? [second.id, first!.id] : destination.d_categories.map((category) => category.id);
    await call(
      'owner',
      'POST',
      '/api/destinations/update',
      payloadOf(destination, {
        categories,
        amenities: [...destination.d_amenities.map((item) => item.id), amenity[0]!.id],
        reservations_link: 'https://book.example/table',
        photos: destination.d_photos.slice(1).map((photo) => photo.src),
      }),
    );
    const item = await queued('destination', destination.id);
    const byField = new Map(changed(item).map((change) => [change.field, change]));
    const link = byField.get('reservations_link');
    assert.deepEqual(link?.type === 'value' && [link.label, link.before, link.after], [
      'Reservations Link',
      destination.reservations_link,
      'https://book.example/table',
    ]);
    const amenities = byField.get('amenities');
    assert.ok(amenities?.type === 'list' && amenities.entries.some((entry) => entry.label === amenity[0]!.name && entry.change === 'added'));
    if (second) {
      const moved = byField.get('categories');
      assert.ok(moved?.type === 'list' && moved.entries.some((entry) => entry.change === 'moved'), 'a reordered category is moved');
    }
    if (destination.d_photos.length > 0) {
      const gallery = byField.get('photos');
      assert.ok(gallery?.type === 'list' && gallery.entries[0]?.change === 'removed' && gallery.entries[0].src?.startsWith('http://api.test/'));
    }
  });

  it('is for the board alone', async () => {
    assert.equal((await call('owner', 'GET', '/api/review/pending')).statusCode, 403);
    assert.equal((await call('other', 'GET', '/api/review/pending')).statusCode, 403);
    assert.equal((await call(null, 'GET', '/api/review/pending')).statusCode, 401);
  });

  it("an event's rule is in words before and after", async () => {
    const { rows } = await context.db.query<{ id: number; owner_id: number }>(
      `select e.id, e.owner_id from events e join users u on u.id = e.owner_id where e.approved and e.draft is null order by e.id limit 1`,
    );
    const event = rows[0];
    assert.ok(event, 'an approved event with an owner');
    const { token } = await issueAccessToken(context.db, event.owner_id);
    const mine = (await context.app.inject({ method: 'GET', url: '/api/events/user', headers: { authorization: `Bearer ${token}` } })).json() as {
      id: number;
      title: string;
      starts: string;
      ends: string;
      entry: { content: string };
      destination_id: number | null;
      recurrence_text: string;
    }[];
    const read = mine.find((item) => item.id === event.id)!;
    const update = await context.app.inject({
      method: 'POST',
      url: '/api/events/update',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        id: read.id,
        title: read.title,
        start_at: read.starts.slice(0, 16),
        end_at: read.ends.slice(0, 16),
        content: read.entry.content,
        destination: read.destination_id,
        recurrence: 'weekly',
        r_weekly_day: ['Mon'],
        r_weekly_weeks: 1,
        r_end_type: 'After',
        r_number_of_occurrences: 4,
      },
    });
    assert.equal(update.statusCode, 200, update.body);
    const item = await queued('event', event.id);
    const rule = changed(item).find((change) => change.field === 'recurrence');
    assert.ok(rule?.type === 'value');
    assert.equal(rule.before, read.recurrence_text || 'Does not repeat');
    assert.match(rule.after ?? '', /^Every Monday, 4 times/);
  });

  it('approval publishes the edit', async () => {
    await call('owner', 'POST', '/api/destinations/update', payloadOf(destination, { phone: '814-555-0199' }));
    assert.equal((await call('board', 'POST', '/api/review/approve', { kind: 'destination', id: destination.id })).statusCode, 200);
    assert.equal(((await call(null, 'GET', `/destinations/get/${destination.id}`)).json() as { phone: string }).phone, '814-555-0199');
    assert.equal(await queued('destination', destination.id), undefined);
  });
});

describe('age and the reminder after two business days', () => {
  // Friday, June 6, 2025, 4:00 PM in the valley: long past on the app's clock, so the queue calls it overdue too.
  const friday = zonedTime(2025, 6, 6, 16);
  const hours = (count: number) => new Date(friday.getTime() + count * 3_600_000);

  it('counts weekdays only, in New York days', () => {
    assert.equal(businessMsBetween(friday, hours(8)) / 3_600_000, 8, 'Friday to midnight');
    assert.equal(businessMsBetween(friday, hours(56)) / 3_600_000, 8, 'the weekend does not count');
    assert.equal(businessMsBetween(friday, hours(95)) / 3_600_000, 47, 'Tuesday 3 PM: 8 + 24 + 15 hours');
    assert.equal(isOverdue(friday, hours(95)), false);
    assert.equal(isOverdue(friday, hours(97)), true, 'Tuesday 5 PM: past two business days');
  });

  it('mails every Board member once about a submission past two business days, and the queue says it is overdue', async () => {
    const { rows } = await context.db.query<{ id: number; title: string }>(`select id, title from tips where approved order by id limit 1`);
    const tip = rows[0]!;
    await context.db.query(`update tips set review_status = 'pending', draft = '{}'::jsonb, updated_at = $2 where id = $1`, [tip.id, friday]);
    const mails = async () =>
      (await context.db.query<{ to_address: string; text_body: string }>(`select to_address, text_body from outbox where kind = 'review-reminder' order by id`))
        .rows;

    await remindBoard(context.db, hours(95), 'http://site.test');
    assert.ok(!(await mails()).some((mail) => mail.text_body.includes(tip.title)), 'not yet on Tuesday at 3 PM');

    const earlier = (await mails()).length;
    assert.ok((await remindBoard(context.db, hours(97), 'http://site.test')) >= 1);
    const sent = (await mails()).slice(earlier);
    const { rows: board } = await context.db.query<{ email: string }>(`select email from users where role = 'Board'`);
    assert.deepEqual(sent.map((mail) => mail.to_address).toSorted(), board.map((user) => user.email).toSorted());
    assert.match(sent[0]!.text_body, new RegExp(`Tip “${tip.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
    assert.match(sent[0]!.text_body, /http:\/\/site\.test\/profile\?tab=review/);

    assert.equal(await remindBoard(context.db, hours(98), 'http://site.test'), 0, 'once per submission');
    const item = await queued('tip', tip.id);
    assert.equal(item?.overdue, true);
    assert.ok((item?.waiting_hours ?? 0) > 24);
  });
});
