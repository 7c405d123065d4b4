import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { INSIGHT_KINDS, type MemberInsights } from '@valley/shared/schemas/insights';
import { addDays, dayKeyOf } from '@valley/shared/time';
import { buildApp } from './app';
import { issueAccessToken } from './auth/tokens';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { CLIENT_EVENTS_PER_HOUR, REPEAT_WINDOW_MS } from './insights/collect';
import { DEFAULT_MEDIA_DIR } from './media/store';
import { INSIGHT_PATHS } from './routes/insights';
import { seedDatabase } from './seed/seed';

// Partner insights (decision 046): anonymous counts in, each owner's own numbers out, the Board's valley; nothing about a visitor kept.

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
let now = new Date('2026-11-24T15:00:00Z');
let db: Db;
let app: FastifyInstance;
const tokens: Record<'owner' | 'other' | 'board', string> = { owner: '', other: '', board: '' };
let destination = { id: 0, slug: '' };
let adLink = '';

before(async () => {
  db = await openPglite();
  await migrate(db);
  await seedDatabase(db, { mediaDir: DEFAULT_MEDIA_DIR, baseDate: now });
  app = await buildApp({ db, config: { corsOrigins: ['http://localhost:3000'], publicApiUrl: 'http://api.test' }, clock: () => now });
  const row = (
    await db.query<{ id: number; slug: string; owner_id: number }>(
      'select id, slug, owner_id from destinations where approved and owner_id is not null order by id limit 1',
    )
  ).rows[0];
  assert.ok(row);
  destination = { id: Number(row.id), slug: row.slug };
  const other = (await db.query<{ id: number }>(`select id from users where role <> 'Board' and id <> $1 order by id limit 1`, [row.owner_id])).rows[0];
  const board = (await db.query<{ id: number }>(`select id from users where role = 'Board' order by id limit 1`)).rows[0];
  assert.ok(other && board);
  tokens.owner = (await issueAccessToken(db, Number(row.owner_id), now)).token;
  tokens.other = (await issueAccessToken(db, Number(other.id), now)).token;
  tokens.board = (await issueAccessToken(db, Number(board.id), now)).token;
  adLink = (await db.query<{ link: string }>('select link from insight_ad_counts order by link limit 1')).rows[0]?.link ?? '';
  assert.ok(adLink, 'the seed shows ads');
});
after(async () => {
  await app.close();
  await db.close();
});

const send = (events: unknown[], headers: Record<string, string> = {}, asText = false) =>
  app.inject({
    method: 'POST',
    url: '/api/insights/events',
    headers: { 'user-agent': BROWSER, 'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json', ...headers },
    payload: JSON.stringify({ events }),
  });
const counted = async (events: unknown[], headers: Record<string, string> = {}) => {
  const response = await send(events, headers);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { counted: number }).counted;
};
const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const mine = async (who: keyof typeof tokens = 'owner', days = 30): Promise<MemberInsights> => {
  const response = await app.inject({ method: 'GET', url: `/api/insights/user?days=${days}`, headers: as(who) });
  assert.equal(response.statusCode, 200, response.body);
  return contract.myInsights.response.parse(response.json());
};
const todayOf = (report: MemberInsights, id = destination.id) => {
  const listing = report.listings.find((entry) => entry.listing === 'destination' && entry.id === id);
  assert.ok(listing, 'the owner sees the listing');
  return listing.series.at(-1)?.counts;
};
const view = { kind: 'view', listing: 'destination', id: 0 };

describe('collecting', () => {
  it("counts a visitor's view, drawer and website click on the listing's day, once per client in the repeat window", async () => {
    view.id = destination.id;
    const earlier = todayOf(await mine());
    assert.equal(
      await counted([
        view,
        { kind: 'drawer', listing: 'destination', id: destination.id },
        { kind: 'click_website', listing: 'destination', id: destination.id },
      ]),
      3,
    );
    assert.equal(await counted([view]), 0, 'a reload in the same half hour adds nothing');
    assert.equal(await counted([view], { 'user-agent': `${BROWSER} other` }), 1, 'another client counts');
    now = new Date(now.getTime() + REPEAT_WINDOW_MS);
    assert.equal(await counted([view]), 1, 'the same client counts again after the window');
    const later = todayOf(await mine());
    assert.equal(later?.view, (earlier?.view ?? 0) + 3);
    assert.equal(later?.drawer, (earlier?.drawer ?? 0) + 1);
    assert.equal(later?.click_website, (earlier?.click_website ?? 0) + 1);
  });

  it('takes a beacon sent as text/plain, and answers bad input with a 400 that names the field', async () => {
    now = new Date(now.getTime() + REPEAT_WINDOW_MS);
    const beacon = await send([view], {}, true);
    assert.equal(beacon.statusCode, 200, beacon.body);
    assert.equal(beacon.json().counted, 1);
    const bad = await send([{ kind: 'view', listing: 'destination', id: 'x' }]);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /events\.0/);
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/insights/events',
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
      payload: '{',
    });
    assert.equal(garbage.statusCode, 400);
    const tooMany = await send(Array.from({ length: 31 }, () => view));
    assert.equal(tooMany.statusCode, 400);
  });

  it('counts nothing from crawlers, prefetches, or browsers asking not to be tracked', async () => {
    now = new Date(now.getTime() + REPEAT_WINDOW_MS);
    const refused: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': '' },
      { 'sec-purpose': 'prefetch;prerender' },
      { 'sec-gpc': '1' },
      { dnt: '1' },
    ];
    for (const headers of refused) assert.equal(await counted([view], headers), 0, JSON.stringify(headers));
    assert.equal(await counted([view]), 1, 'the same view from a person counts');
  });

  it('counts only approved listings and ads some page shows', async () => {
    const hidden = (await db.query<{ id: number }>('select id from destinations where not approved order by id limit 1')).rows[0];
    assert.ok(hidden);
    assert.equal(
      await counted([
        { kind: 'view', listing: 'destination', id: hidden.id },
        { kind: 'view', listing: 'event', id: 999_999 },
      ]),
      0,
    );
    assert.equal(await counted([{ kind: 'ad_click', listing: 'ad', link: 'https://spam.example/', title: 'Cheap pills' }]), 0);
    assert.equal(await counted([{ kind: 'ad_click', listing: 'ad', link: adLink, title: 'An ad' }]), 1);
  });

  it('stops counting a client past its hourly budget, silently', async () => {
    const agent = `${BROWSER} flood`;
    const listings = (await db.query<{ id: number }>('select id from destinations where approved order by id limit 60')).rows;
    let total = 0;
    for (const kind of ['view', 'drawer', 'click_phone', 'click_social'])
      for (let start = 0; start < listings.length; start += 30)
        total += await counted(
          listings.slice(start, start + 30).map((row) => ({ kind, listing: 'destination', id: Number(row.id) })),
          { 'user-agent': agent },
        );
    assert.equal(total, CLIENT_EVENTS_PER_HOUR);
  });

  it('keeps no address or browser string of a visitor', async () => {
    const { rows } = await db.query<{ key: string }>(`select key from throttle_hits where key like 'insights:%'`);
    assert.ok(rows.length > 0);
    for (const { key } of rows) {
      assert.doesNotMatch(key, /127\.0\.0\.1|Mozilla|iPhone/);
    }
  });

  it('records searches that found nothing, lowercased, for the Board', async () => {
    assert.equal(await counted([{ kind: 'search_miss', term: '  Hot Air   BALLOONS ' }]), 1);
    const response = await app.inject({ method: 'GET', url: '/api/insights/board?days=7', headers: as('board') });
    assert.equal(response.statusCode, 200, response.body);
    const board = contract.boardInsights.response.parse(response.json());
    assert.ok(board.searchMisses.some((miss) => miss.term === 'hot air balloons'));
  });
});

describe('reading', () => {
  it("gives a member only their own listings; another member's listing is a 404, the Board sees any", async () => {
    const others = await mine('other');
    assert.ok(!others.listings.some((listing) => listing.listing === 'destination' && listing.id === destination.id));
    const url = INSIGHT_PATHS.listing.replace(':listing', 'destination').replace(':id', String(destination.id));
    assert.equal((await app.inject({ method: 'GET', url, headers: as('other') })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401);
    const owner = await app.inject({ method: 'GET', url, headers: as('owner') });
    assert.equal(owner.statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url, headers: as('board') })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/insights/board', headers: as('owner') })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: '/api/insights/user' })).statusCode, 401);
  });

  it('answers a period as days up to today, its totals the sum of its series, with the period before', async () => {
    for (const days of [7, 30, 90]) {
      const report = await mine('owner', days);
      assert.equal(report.to, dayKeyOf(now));
      assert.equal(report.from, addDays(report.to, 1 - days));
      for (const listing of report.listings) {
        assert.equal(listing.series.length, days);
        for (const kind of INSIGHT_KINDS)
          assert.equal(
            listing.totals[kind],
            listing.series.reduce((sum, point) => sum + point.counts[kind], 0),
          );
      }
      // 90 days are seeded: the 7- and 30-day periods have a period before them.
      if (days < 90)
        assert.ok(
          report.listings.some((listing) => listing.previous.view > 0),
          'the seeded history fills the period before',
        );
    }
    const bad = await app.inject({ method: 'GET', url: '/api/insights/user?days=5', headers: as('owner') });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /days must be 7, 30 or 90/);
  });

  it('shows the Board the valley: totals, top listings by views, ads with their click-through rate', async () => {
    const board = contract.boardInsights.response.parse((await app.inject({ method: 'GET', url: '/api/insights/board?days=30', headers: as('board') })).json());
    assert.equal(
      board.totals.view,
      board.series.reduce((sum, point) => sum + point.counts.view, 0),
    );
    assert.ok(board.top.length === 10);
    const views = board.top.map((listing) => listing.totals.view);
    assert.deepEqual(
      views,
      views.toSorted((a, b) => b - a),
    );
    const ad = board.ads.find((entry) => entry.link === adLink);
    assert.ok(ad && ad.views > 0 && ad.clicks > 0);
    assert.ok(Math.abs(ad.ctr - ad.clicks / ad.views) < 1e-9);
  });

  it('exports the same numbers as CSV, which reads back to the report', async () => {
    const report = await mine('owner', 7);
    const response = await app.inject({ method: 'GET', url: `${INSIGHT_PATHS.csv}?days=7`, headers: as('owner') });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="valley-insights-.+\.csv"/);
    const [header, ...lines] = parseCsv(response.body);
    assert.deepEqual(header, ['listing', 'id', 'title', 'day', ...INSIGHT_KINDS]);
    const fromCsv = lines.map((cells) => ({ key: `${cells[0]}:${cells[1]}:${cells[3]}`, title: cells[2], counts: cells.slice(4).map(Number) }));
    const fromJson = report.listings.flatMap((listing) =>
      listing.series.map((point) => ({
        key: `${listing.listing}:${listing.id}:${point.day}`,
        title: listing.title,
        counts: INSIGHT_KINDS.map((kind) => point.counts[kind]),
      })),
    );
    assert.deepEqual(fromCsv, fromJson);
    assert.equal((await app.inject({ method: 'GET', url: INSIGHT_PATHS.csv })).statusCode, 401);
  });
});

/** RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}
