import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { BoardVitals } from '@valley/shared/schemas/insights';
import { addDays, dayKeyOf, startOfWeek } from '@valley/shared/time';
import { buildApp } from './app';
import { issueAccessToken } from './auth/tokens';
import type { Db } from './db/db';
import { ADDRESS_BUDGET, pruneInsights, VITALS_KEPT_DAYS } from './insights/collect';
import { testPglite } from './test-support/templates';

// Field vitals (decision 079): a page view's Core Web Vitals come in through the insights beacon, under its rules (a view token from the
// site's own origin, budgets per address, nothing from opted-out browsers), and the Board alone reads their 75th percentiles.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SITE = 'http://localhost:3000';
const now = new Date('2026-11-24T15:00:00Z');
const today = dayKeyOf(now);
let db: Db;
let app: FastifyInstance;
const tokens = { board: '', member: '' };

before(async () => {
  db = await testPglite('migrated');
  app = await buildApp({ db, config: { corsOrigins: [SITE], publicApiUrl: 'http://api.test' }, clock: () => now });
  const { rows } = await db.query<{ id: number; role: string }>(
    `insert into users (email, first_name, last_name, role, activated_at) values
       ('board@example.com', 'Dana', 'Board', 'Board', now()), ('member@example.com', 'Greg', 'Member', 'Destination', now())
     returning id, role`,
  );
  for (const row of rows) tokens[row.role === 'Board' ? 'board' : 'member'] = (await issueAccessToken(db, Number(row.id), now)).token;
});
after(async () => {
  await app.close();
  await db.close();
});

const visitor = (headers: Record<string, string> = {}) => ({ 'user-agent': BROWSER, origin: SITE, ...headers });

async function viewToken(from: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await app.inject({ method: 'POST', url: '/api/insights/token', headers: visitor(headers), remoteAddress: from });
  assert.equal(response.statusCode, 200, response.body);
  return contract.insightsToken.response.parse(response.json()).token;
}

const send = (from: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/insights/events',
    headers: { ...visitor(headers), 'content-type': 'text/plain;charset=UTF-8' },
    remoteAddress: from,
    payload: JSON.stringify(body),
  });

/** One page view from `from`: its token, then one beacon with its vitals; answers how many were counted. */
async function pageView(from: string, events: unknown[], headers: Record<string, string> = {}): Promise<number> {
  const token = (await viewToken(from, headers)) ?? 'none';
  const response = await send(from, { token, events }, headers);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { counted: number }).counted;
}

const vital = (metric: string, value: number, extra: Record<string, unknown> = {}) => ({
  kind: 'vital',
  metric,
  route: 'discover/destination',
  device: 'mobile',
  value,
  ...extra,
});

async function report(days = 7): Promise<BoardVitals> {
  const response = await app.inject({ method: 'GET', url: `/api/insights/board/vitals?days=${days}`, headers: { authorization: `Bearer ${tokens.board}` } });
  assert.equal(response.statusCode, 200, response.body);
  return contract.boardVitals.response.parse(response.json());
}
const pageOf = (vitals: BoardVitals, route: string, device = 'mobile') => vitals.pages.find((page) => page.route === route && page.device === device);
const samples = async (route: string) =>
  Number((await db.query<{ n: number }>('select count(*)::int as n from insight_vitals where route = $1', [route])).rows[0]?.n);

describe('collecting field vitals', () => {
  it("counts each metric of a page view once with its view token, keeping the route's name, device, value and target", async () => {
    const events = [vital('LCP', 2300, { target: 'main>div.hero>img' }), vital('INP', 180, { target: 'button#menu' }), vital('CLS', 0.02), vital('TTFB', 420)];
    const token = await viewToken('10.1.0.1');
    assert.ok(token);
    const first = await send('10.1.0.1', { token, events });
    assert.equal(first.json().counted, 4);
    assert.equal((await send('10.1.0.1', { token, events: [vital('LCP', 900)] })).json().counted, 0, 'a page view reports its LCP once');
    const { rows } = await db.query('select day::text as day, route, device, metric, value, target from insight_vitals order by metric');
    assert.deepEqual(rows, [
      { day: today, route: 'discover/destination', device: 'mobile', metric: 'CLS', value: 0.02, target: null },
      { day: today, route: 'discover/destination', device: 'mobile', metric: 'INP', value: 180, target: 'button#menu' },
      { day: today, route: 'discover/destination', device: 'mobile', metric: 'LCP', value: 2300, target: 'main>div.hero>img' },
      { day: today, route: 'discover/destination', device: 'mobile', metric: 'TTFB', value: 420, target: null },
    ]);
  });

  it('answers bad input with a 400 that says what is wrong, never a 500, and stores none of it', async () => {
    const token = await viewToken('10.1.0.2');
    const earlier = await samples('discover/destination');
    const cases: [unknown, RegExp][] = [
      [vital('LCP', 2000, { route: '/d/penns-cave?utm=x' }), /route must be a route name/],
      [vital('CLS', 12), /value is out of range/],
      [vital('INP', -1), /value/],
      [vital('LCP', 61_000), /value is out of range/],
      [vital('FID', 20), /metric/],
      [vital('LCP', 2000, { device: 'tablet' }), /device/],
      [vital('LCP', 2000, { target: 'img[alt="Dana Whitfield"]' }), /target must be a selector/],
      [vital('LCP', 2000, { target: `div>${'a'.repeat(120)}` }), /target/],
      [vital('LCP', 0, { value: '2000' }), /value/],
    ];
    for (const [event, message] of cases) {
      const response = await send('10.1.0.2', { token, events: [event] });
      assert.equal(response.statusCode, 400, `${JSON.stringify(event)}: ${response.body}`);
      assert.match(response.json().message, message);
    }
    assert.equal(await samples('discover/destination'), earlier);
  });

  it('counts nothing without a token, from another site, from a crawler or a browser asking not to be tracked', async () => {
    const earlier = await samples('events/event');
    const events = [vital('LCP', 1200, { route: 'events/event' })];
    assert.equal((await send('10.1.0.3', { token: 'forged.0.x', events })).json().counted, 0);
    assert.equal(await pageView('10.1.0.3', events, { origin: 'https://elsewhere.example' }), 0);
    assert.equal(await pageView('10.1.0.3', events, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), 0);
    assert.equal(await pageView('10.1.0.3', events, { 'sec-gpc': '1' }), 0);
    assert.equal(await pageView('10.1.0.3', events, { dnt: '1' }), 0);
    assert.equal(await samples('events/event'), earlier);
  });

  it("spends the address's budget: one address adds at most its share of one route's metric an hour", async () => {
    let counted = 0;
    for (let view = 0; view < ADDRESS_BUDGET.subject.limit + 5; view += 1) counted += await pageView('10.1.0.4', [vital('TTFB', 300, { route: 'news/post' })]);
    assert.equal(counted, ADDRESS_BUDGET.subject.limit);
    assert.equal(await pageView('10.1.0.5', [vital('TTFB', 300, { route: 'news/post' })]), 1, 'another address counts');
  });
});

describe("the Board's field vitals", () => {
  it('gives the 75th percentile and samples per route, device and metric, by week, with the target most often responsible', async () => {
    // 1..100 ms over today and the week before; percentile_cont(0.75) of 1..100 is 75.25.
    const lastWeek = addDays(today, -7);
    await db.query(
      `insert into insight_vitals (day, route, device, metric, value, target)
       select case when n <= 40 then $2::date else $1::date end, 'tips', 'desktop', 'INP', n,
              case when n % 3 = 0 then 'button.save' when n % 3 = 1 then 'a#more' end
         from generate_series(1, 100) n`,
      [today, lastWeek],
    );
    const vitals = await report(30);
    const inp = pageOf(vitals, 'tips', 'desktop')?.metrics.INP;
    assert.ok(inp, 'the route has its INP');
    assert.equal(inp.p75, 75.25);
    assert.equal(inp.samples, 100);
    assert.equal(inp.target, 'a#more', '34 samples name a#more, 33 button.save');
    assert.equal(pageOf(vitals, 'tips', 'desktop')?.metrics.LCP, null);
    const weeks = inp.weeks.filter((week) => week.samples > 0);
    assert.deepEqual(weeks, [
      { week: startOfWeek(lastWeek), p75: 30.25, samples: 40 },
      { week: startOfWeek(today), p75: 85.25, samples: 60 },
    ]);
    assert.equal(inp.weeks[0]?.week, startOfWeek(vitals.from), 'weeks start at the period');
    assert.equal(inp.weeks.at(-1)?.week, startOfWeek(vitals.to));
    // Only the period: 7 days leave last week's samples out.
    const week = pageOf(await report(7), 'tips', 'desktop')?.metrics.INP;
    assert.equal(week?.samples, 60);
    // The route with the most samples first.
    assert.equal((await report(30)).pages[0]?.route, 'tips');
  });

  it("is the Board's alone: 403 for another member, 401 signed out, 400 for a period it does not offer", async () => {
    const member = await app.inject({ method: 'GET', url: '/api/insights/board/vitals?days=7', headers: { authorization: `Bearer ${tokens.member}` } });
    assert.equal(member.statusCode, 403);
    assert.match(member.json().message, /Only the tourism board/);
    assert.equal((await app.inject({ method: 'GET', url: '/api/insights/board/vitals' })).statusCode, 401);
    const bad = await app.inject({ method: 'GET', url: '/api/insights/board/vitals?days=5', headers: { authorization: `Bearer ${tokens.board}` } });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /days must be 7, 30 or 90/);
  });

  it('keeps samples 13 months, then prunes them', async () => {
    const kept = addDays(today, -VITALS_KEPT_DAYS);
    await db.query(
      `insert into insight_vitals (day, route, device, metric, value) values ($1, 'calendar', 'mobile', 'LCP', 1000), ($2, 'calendar', 'mobile', 'LCP', 1000)`,
      [kept, addDays(kept, -1)],
    );
    await pruneInsights(db, now);
    const { rows } = await db.query<{ day: string }>(`select day::text as day from insight_vitals where route = 'calendar'`);
    assert.deepEqual(rows, [{ day: kept }]);
  });
});
