import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { tooManyAttempts } from '@valley/shared/schemas/account';
import { buildApp } from './app';
import { createRules, type CreateKind, enforce, LIMITS } from './auth/throttle';
import { issueAccessToken } from './auth/tokens';
import { deliverPending, type MailTransport } from './mail/sender';
import { testPglite } from './test-support/templates';

// Issue 42, finding 12: one member created 500 pending items in 2.1 s, and the Board's decisions were refused when their mail was.
// Migrations only: a few members, a Board member and one approved destination are all these tests need.

let current = Date.UTC(2026, 5, 1, 12, 0, 0);
const clock = () => new Date(current);
const HOUR = 3_600_000;
/** To the start of the next hour's window. */
const nextHour = () => {
  current = (Math.floor(current / HOUR) + 1) * HOUR;
};

const db = await testPglite('migrated');
const app = await buildApp({ db, config: { corsOrigins: [], publicApiUrl: 'http://api.test', publicSiteUrl: 'http://site.test' }, clock });
after(async () => {
  await app.close();
  await db.close();
});

interface Member {
  id: number;
  email: string;
  token: string;
}
let people = 0;
const newMember = async (role = 'Destination'): Promise<Member> => {
  const email = `flooder${(people += 1)}@example.test`;
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, first_name, last_name, role, activated_at) values ($1, 'Flo', 'Oder', $2, now()) returning id`,
    [email, role],
  );
  const id = Number(rows[0]?.id);
  return { id, email, token: (await issueAccessToken(db, id, clock())).token };
};
const board = await newMember('Board');
const { rows: placed } = await db.query<{ id: number }>(
  "insert into destinations (slug, name, approved, email) values ('flood-inn', 'Flood Inn', true, 'inn@example.test') returning id",
);
const destination = Number(placed[0]?.id);

let serial = 0;
const payloads: Record<Exclude<CreateKind, 'favorite'>, () => object> = {
  destination: () => ({ company_name: `Raft Co ${(serial += 1)}`, phone: '814-555-0142', address: '1 River Rd', city: 'Milesburg', zip_code: '16853' }),
  event: () => ({ title: `Regatta ${(serial += 1)}`, start_at: '2027-06-05T10:00', end_at: '2027-06-05T12:00', content: '<p>Boats.</p>' }),
  tip: () => ({ tip_title: `At dawn ${(serial += 1)}`, tip: '<p>Quiet water.</p>', destination }),
  itinerary: () => ({
    title: `Route ${(serial += 1)}`,
    content: '<p>Three stops.</p>',
    destination,
    items: [{ destination }, { destination }, { destination }],
  }),
  reservation: () => ({
    start_at: '2027-07-01',
    end_at: '2027-07-03',
    email: 'guest@example.test',
    phone: '814-555-0100',
    destination,
    reservation: `Two rooms, ${(serial += 1)}.`,
  }),
};
const URLS: Record<CreateKind, string> = {
  destination: '/api/destinations/create',
  event: '/api/events/create',
  tip: '/api/tips/create',
  itinerary: '/api/itineraries/create',
  reservation: '/api/reservations/create',
  favorite: '/api/favorites/create',
};
const post = (member: Member, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${member.token}` }, payload, remoteAddress: `198.51.100.${member.id % 250}` });
const create = (member: Member, kind: Exclude<CreateKind, 'favorite'>) => post(member, URLS[kind], payloads[kind]());

const TABLES: Record<Exclude<CreateKind, 'favorite'>, [string, string]> = {
  destination: ['destinations', 'owner_id'],
  event: ['events', 'owner_id'],
  tip: ['tips', 'owner_id'],
  itinerary: ['itineraries', 'owner_id'],
  reservation: ['reservations', 'user_id'],
};
const owned = async (member: Member, kind: Exclude<CreateKind, 'favorite'>) => {
  const [table, column] = TABLES[kind];
  return Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [member.id])).rows[0]?.n);
};

/** The 429 every throttle answers: Retry-After within the window, and the same words as every other throttle. */
const assertTooMany = (response: LightMyRequestResponse, windowMs = HOUR) => {
  assert.equal(response.statusCode, 429, response.body);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= windowMs / 1000, `Retry-After ${response.headers['retry-after']}`);
  assert.equal(response.json().message, tooManyAttempts(retryAfter));
};

describe('a member cannot flood the review queue', () => {
  it("the issue's flood: 200 tips in a row leave the queue a bounded number, and the rest get a 429", async () => {
    const member = await newMember();
    const answers: LightMyRequestResponse[] = [];
    for (let tip = 0; tip < 200; tip += 1) answers.push(await create(member, 'tip'));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    assert.ok(accepted <= 60, `${accepted} of 200 accepted`);
    assert.equal(accepted, LIMITS.create.tip.limit);
    assertTooMany(answers[accepted]!);
    assert.equal(await owned(member, 'tip'), accepted, 'a refused create leaves nothing behind');
    // Per member: someone else is not held up, and the member's next hour has room again.
    assert.equal((await create(await newMember(), 'tip')).statusCode, 200);
    nextHour();
    assert.equal((await create(member, 'tip')).statusCode, 200);
  });

  it("every kind together stops at the hour's total, and the hours at the day's", async () => {
    const member = await newMember();
    const kinds = ['event', 'tip', 'destination', 'itinerary', 'reservation'] as const;
    const perKind = (kind: (typeof kinds)[number]): number => (kind === 'reservation' ? LIMITS.reservation.account.limit : LIMITS.create[kind].limit);
    const hour = LIMITS.create.overall.limit;
    assert.ok(kinds.reduce((sum, kind) => sum + perKind(kind), 0) > hour, 'the kinds alone would allow more than the total');
    const day = LIMITS.create.overallDay.limit;
    assert.equal(day % hour, 0);
    for (let spent = 0; spent < day; spent += hour) {
      nextHour();
      let made = 0;
      const room = new Map(kinds.map((kind) => [kind, perKind(kind)]));
      for (const kind of kinds) {
        for (; made < hour && room.get(kind)! > 0; made += 1) {
          const answer = await create(member, kind);
          assert.equal(answer.statusCode, 200, `${kind} ${made}: ${answer.body}`);
          room.set(kind, room.get(kind)! - 1);
        }
      }
      const spare = kinds.find((kind) => room.get(kind)! > 0)!;
      assertTooMany(await create(member, spare), spent + hour < day ? HOUR : 24 * HOUR);
    }
    // The day's total is spent: the next hour is refused too, until the day ends.
    nextHour();
    const refused = await create(member, 'tip');
    assertTooMany(refused, 24 * HOUR);
    assert.ok(Number(refused.headers['retry-after']) > 3600, 'waits for the day, not the hour');
    let total = 0;
    for (const kind of kinds) total += await owned(member, kind);
    assert.equal(total, day);
  });

  it('every create call counts against its own kind, favorites included', async () => {
    // Reservation requests have theirs already (LIMITS.reservation, decision 030; the mail tests in account.test.ts).
    for (const kind of ['destination', 'event', 'tip', 'itinerary', 'favorite'] as const) {
      const member = await newMember();
      const [own] = createRules(member.id, kind);
      assert.ok(own, kind);
      // Fill the kind's window as earlier creates would have.
      await enforce(
        db,
        Array.from({ length: own.limit }, () => own),
        clock(),
      );
      const answer = kind === 'favorite' ? await post(member, URLS.favorite, { destination }) : await create(member, kind);
      assertTooMany(answer);
      if (kind !== 'favorite') assert.equal(await owned(member, kind), 0, kind);
    }
  });
});

const decide = (url: string, body: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${board.token}` }, payload: body, remoteAddress: '192.0.2.9' });

describe("the Board's decisions always stand; a member's mail past its allowance waits", () => {
  const sent: string[] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      sent.push(message.to);
    },
  };
  const deliver = async (at: Date) => {
    for (;;) {
      const { sent: count } = await deliverPending({ db, transport, from: 'valley@example.test', batchSize: 50 }, at);
      if (count === 0) return;
    }
  };

  it("approving more of one member's items than their hourly mail allowance: every decision answers 200 and is taken", async () => {
    const owner = await newMember();
    const { limit } = LIMITS.review.recipient;
    const { rows } = await db.query<{ id: number }>(
      `insert into reservations (user_id, destination_id, start_at, end_at, email, phone)
       select $1, $2, '2026-09-01', '2026-09-02', 'guest@example.org', '814-555-0100' from generate_series(1, $3) returning id`,
      [owner.id, destination, limit + 5],
    );
    const tip = (await create(owner, 'tip')).json() as { id: number };
    for (const [index, { id }] of rows.entries()) {
      const answer = await decide(index % 2 ? '/api/review/approve' : '/api/review/reject', { kind: 'reservation', id, reason: 'Full that week.' });
      assert.equal(answer.statusCode, 200, `decision ${index + 1}: ${answer.body}`);
    }
    const approvedTip = await decide('/api/review/approve', { kind: 'tip', id: tip.id });
    assert.equal(approvedTip.statusCode, 200, approvedTip.body);
    assert.equal((await db.query('select 1 from reservations where user_id = $1', [owner.id])).rows.length, Math.floor(rows.length / 2));
    assert.equal((await db.query('select 1 from reservations where user_id = $1 and not approved', [owner.id])).rows.length, 0);
    assert.equal((await db.query('select 1 from tips where id = $1 and approved', [tip.id])).rows.length, 1);

    // Every decision is mailed; only the hour's allowance goes now, the rest waits for the next hours.
    const { rows: mails } = await db.query<{ send_after: Date | null }>(`select send_after from outbox where to_address = $1 and kind = 'review'`, [
      owner.email,
    ]);
    assert.equal(mails.length, rows.length + 1);
    assert.equal(mails.filter((mail) => mail.send_after === null).length, limit);
    const windowEnd = (Math.floor(current / HOUR) + 1) * HOUR;
    for (const waiting of mails.filter((mail) => mail.send_after !== null)) assert.equal(waiting.send_after?.getTime(), windowEnd);
    await deliver(clock());
    assert.equal(sent.filter((to) => to === owner.email).length, limit);
    await deliver(new Date(windowEnd));
    assert.equal(sent.filter((to) => to === owner.email).length, rows.length + 1);
  });
});
