import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { issueAccessToken } from './auth/tokens';
import { seededApp, type TestContext } from './test-support/seeded-app';

// Input the database or the date engines would fail on must be a 400 whose message names the field, never a 500 (decision 033).
const context: TestContext = await seededApp();
after(() => context.close());

let token = '';
let destination = 0;
let ownEvent = 0;

before(async () => {
  const { rows } = await context.db.query<{ id: number }>(`select id from users where role = 'Local' order by id limit 1`);
  token = (await issueAccessToken(context.db, Number(rows[0]!.id))).token;
  destination = Number((await context.db.query<{ id: number }>('select id from destinations where approved order by id limit 1')).rows[0]!.id);
  const created = await asMember('/api/events/create', eventPayload());
  assert.equal(created.statusCode, 200, created.body);
  ownEvent = created.json<{ id: number }>().id;
});

const asMember = (url: string, payload: Record<string, unknown>) =>
  context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

const eventPayload = (change: Record<string, unknown> = {}) => ({
  title: 'Moonlight Paddle',
  start_at: '2027-06-05T19:00',
  end_at: '2027-06-05T21:00',
  content: '<p>Bring a headlamp.</p>',
  ...change,
});
const reservationPayload = (change: Record<string, unknown> = {}) => ({
  start_at: '2027-06-05',
  end_at: '2027-06-07',
  email: 'guest@example.com',
  phone: '814-555-0142',
  destination,
  reservation: 'Two adults.',
  ...change,
});

/** The answer is a 400 whose message starts with the field's name (as the forms and the client show it). */
async function refused(options: InjectOptions, field: string, message?: RegExp) {
  const response = await context.app.inject(options);
  const where = `${options.method} ${String(options.url)} ${JSON.stringify(options.payload ?? '').slice(0, 200)}`;
  assert.equal(response.statusCode, 400, `${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
  const body = response.json<{ message: string }>();
  assert.ok(body.message.startsWith(`${field}: `), `${where}: the message names ${field}: ${body.message}`);
  if (message) assert.match(body.message, message, where);
  return body.message;
}

const post = (url: string, payload: Record<string, unknown>, signedIn = true): InjectOptions => ({
  method: 'POST',
  url,
  headers: signedIn ? { authorization: `Bearer ${token}` } : {},
  payload,
});

describe('a NUL character in a text field', () => {
  it('answers 400 naming the field, in bodies, nested lists, queries and path segments, in the contract or not', async () => {
    const nul = /NUL/;
    await refused(post('/api/events/create', eventPayload({ title: 'Moon\u0000light' })), 'title', nul);
    await refused(post('/api/events/update', eventPayload({ id: ownEvent, summary: 'a\u0000b' })), 'summary', nul);
    await refused(post('/api/reservations/create', reservationPayload({ reservation: 'Two\u0000adults' })), 'reservation', nul);
    await refused(post('/api/tips/create', { title: 'Go\u0000early', tip: '<p>Dawn.</p>', destination }), 'title', nul);
    await refused(
      post('/api/itineraries/create', {
        title: 'A day',
        content: '<p>Fish.</p>',
        destination,
        items: [{ destination, information: '<p>Start\u0000here</p>' }],
      }),
      'items.0.information',
      nul,
    );
    await refused(
      post('/api/destinations/create', { company_name: 'Canoes\u0000', phone: '814-555-0142', address: '1 Water St', city: 'Bellefonte', zip_code: '16823' }),
      'company_name',
      nul,
    );
    await refused(post('/api/profile/update', { first_name: 'Da\u0000na', last_name: 'W', email: 'x@example.com' }), 'first_name', nul);
    await refused(post('/api/review/reject', { kind: 'event', id: ownEvent, reason: 'Add\u0000the fee' }), 'reason', nul);
    await refused(post('/messages/support', { email: 'guest@example.com', content: 'Hel\u0000p', token: 'x:1' }, false), 'content', nul);
    await refused(
      post('/api/register', { role: 'Visitor', firstname: 'A\u0000', lastname: 'B', email: 'new@example.com', password: 'correct horse', token: 'x:1' }, false),
      'firstname',
      nul,
    );
    await refused({ method: 'GET', url: '/news/search?title=cream%00ery' }, 'title', nul);
    await refused({ method: 'GET', url: '/news/list?featured=1%00' }, 'featured', nul);
    await refused({ method: 'GET', url: '/events/get/moon%00light' }, 'slug', nul);
    await refused({ method: 'GET', url: '/api/events/moon%00light/ics' }, 'slug', nul);
    await refused({ method: 'GET', url: '/media/destinations/a%00.1200x900.webp' }, 'file', nul);
    // A NUL in a key names the key, written so the message can be read.
    await refused(post('/api/events/create', { ...eventPayload(), 'odd\u0000key': 1 }), 'odd\\u0000key', nul);
  });
});

describe('dates out of range or not on the calendar', () => {
  it('answer 400 naming the field: an event ending 9999-12-31, a reservation on 0000-01-01 or 2031-02-30, an anonymous search to 9999', async () => {
    await refused(post('/api/events/create', eventPayload({ end_at: '9999-12-31' })), 'end_at', /between the years 1900 and 2100/);
    await refused(post('/api/events/update', eventPayload({ id: ownEvent, start_at: '0000-01-01' })), 'start_at', /between the years 1900 and 2100/);
    await refused(post('/api/reservations/create', reservationPayload({ start_at: '0000-01-01' })), 'start_at', /between the years 1900 and 2100/);
    await refused(
      post('/api/reservations/create', reservationPayload({ start_at: '2031-02-30', end_at: '2031-03-02' })),
      'start_at',
      /real calendar date \(February 2031 has 28 days\)/,
    );
    await refused(post('/events/search', { dates: '2026-01-01|9999-12-31' }, false), 'dates', /the end must be between the years 1900 and 2100/);
    await refused(post('/events/search', { dates: '0000-01-01|2026-12-31' }, false), 'dates', /the start must be between/);
  });

  it('answer 200 for the real dates next to them', async () => {
    assert.equal((await asMember('/api/reservations/create', reservationPayload({ start_at: '2032-02-29', end_at: '2032-03-01' }))).statusCode, 200);
    assert.equal((await context.app.inject(post('/events/search', { dates: '2026-01-01|2100-12-31' }, false))).statusCode, 200);
  });
});

describe('impossible times and recurrences', () => {
  it('are refused with a message for the field instead of being rolled over or dropped', async () => {
    await refused(post('/api/events/create', eventPayload({ start_at: '2027-06-05T25:00' })), 'start_at', /time from 00:00 to 23:59/);
    await refused(
      post('/api/events/create', eventPayload({ start_at: '2027-02-30T10:00', end_at: '2027-03-01T10:00' })),
      'start_at',
      /February 2027 has 28 days/,
    );
    const yearly = { recurrence: 'yearly', r_yearly_first: true, r_yearly_second: false };
    await refused(post('/api/events/create', eventPayload({ ...yearly, r_yearly_month: 2, r_yearly_day: 30 })), 'r_yearly_day', /February has no day 30/);
    await refused(post('/api/events/create', eventPayload({ ...yearly, r_yearly_month: 13, r_yearly_day: 1 })), 'r_yearly_month', /from 1 \(January\) to 12/);
    await refused(
      post('/api/events/create', eventPayload({ recurrence: 'weekly', r_weekly_weeks: 0, r_weekly_day: ['Mon'] })),
      'r_weekly_weeks',
      /Repeat every 1 to 1000 weeks/,
    );
    await refused(
      post('/api/events/create', eventPayload({ recurrence: 'weekly', r_weekly_weeks: 1, r_weekly_day: ['Funday'] })),
      'r_weekly_day',
      /'Funday' is not a day of the week/,
    );
  });

  it('an event or a series that ends before it starts is refused under its end (issue 25)', async () => {
    await refused(post('/api/events/create', eventPayload({ end_at: '2027-06-05T18:00' })), 'end_at', /End Date must not be before the Start Date/);
    await refused(
      post('/api/events/create', eventPayload({ recurrence: 'daily', r_end_type: 'By', r_end_date: '2027-06-01' })),
      'r_end_date',
      /End date must not be before the Start Date/,
    );
  });

  it('a valid yearly rule on February 29 is kept as sent', async () => {
    const response = await asMember(
      '/api/events/create',
      eventPayload({
        start_at: '2028-02-29T10:00',
        end_at: '2028-02-29T11:00',
        recurrence: 'yearly',
        r_yearly_first: true,
        r_yearly_second: false,
        r_yearly_month: 2,
        r_yearly_day: 29,
      }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const event = response.json<{ r_yearly_month: number; r_yearly_day: number; recurrence_text: string }>();
    assert.deepEqual([event.r_yearly_month, event.r_yearly_day], [2, 29]);
    assert.match(event.recurrence_text, /February 29/);
  });
});
