import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { EventListSchema, EventPageSchema } from '@valley/shared/schemas/event';
import type { TestContext } from './seeded-app';
import { TEST_ORIGIN } from './seeded-app';

const PAGINATION_KEYS = ['current_page', 'from', 'has_more_pages', 'last_page', 'per_page', 'to', 'total'];

/** The API behaviour every database must show; run over PGlite and over a real PostgreSQL server. */
export function apiSuite(getContext: () => TestContext) {
  const inject = (options: InjectOptions) => getContext().app.inject(options);
  const postJson = (url: string, payload: unknown) => inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url, headers });
  const ids = async (sql: string, params: unknown[] = []) =>
    new Set((await getContext().db.query<{ id: number }>(sql, params)).rows.map((row) => Number(row.id)));

  describe('site chrome and pages', () => {
    it('GET /nav answers the tabs with their hover panels', async () => {
      const response = await get('/nav');
      assert.equal(response.statusCode, 200);
      const nav = contract.nav.response.parse(response.json());
      assert.ok(nav.length >= 4 && nav.length <= 5);
      assert.equal(nav[0]?.title, 'Things To Do');
      assert.ok(nav.every((item) => item.fields.background_color && item.sticky_menu_categories.length > 0));
      assert.match(nav[0]?.featured_blocks[0]?.img ?? '', /^http:\/\/api\.test\/media\//);
    });

    it('GET /nav/get/:name answers each menu and rejects unknown names', async () => {
      for (const name of ['top_menu', 'footer_menu_1', 'footer_menu_2']) {
        const response = await get(`/nav/get/${name}`);
        assert.equal(response.statusCode, 200);
        assert.ok(contract.menu.response.parse(response.json()).length > 0);
      }
      const top = contract.menu.response.parse((await get('/nav/get/top_menu')).json());
      assert.deepEqual(
        top.slice(0, 3).map((link) => link.title),
        ['Plan Your Trip', 'Visitor Guide', 'Blog'],
      );
      const bad = await get('/nav/get/side_menu');
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().message, /^name: /);
    });

    it('GET /variables/get/global answers the globals', async () => {
      const response = await get('/variables/get/global');
      assert.equal(response.statusCode, 200);
      const globals = contract.globals.response.parse(response.json());
      assert.equal(globals.organization, 'Happy Valley');
      assert.equal(globals.nav_bar_color, '#19325b');
    });

    it('GET /page/get/* answers pages by path, home blocks included', async () => {
      const home = contract.page.response.parse((await get('/page/get/headless-home')).json());
      assert.ok((home.fields.home_blocks?.length ?? 0) >= 3);
      assert.deepEqual(Object.keys(home.fields.home_blocks?.[0] ?? {}).toSorted(), ['entry', 'extension', 'id', 'img', 'title']);
      for (const path of ['destinations', 'events', 'news', 'about', 'plan/getting-here']) {
        const response = await get(`/page/get/${path}`);
        assert.equal(response.statusCode, 200, path);
        assert.equal(contract.page.response.parse(response.json()).slug, path);
      }
    });

    it('a missing or unapproved page is a JSON 404', async () => {
      for (const path of ['no-such-page', 'unpublished-draft']) {
        const response = await get(`/page/get/${path}`);
        assert.equal(response.statusCode, 404);
        assert.deepEqual(response.json(), { statusCode: 404, error: 'Not Found', message: 'Page not found' });
      }
    });
  });

  describe('POST /destinations/search', () => {
    it('answers approved destinations only, newest update first by default', async () => {
      const response = await postJson('/destinations/search', {});
      assert.equal(response.statusCode, 200);
      const list = contract.destinationsSearch.response.parse(response.json());
      const approved = await ids('select id from destinations where approved');
      assert.equal(list.length, approved.size);
      assert.ok(list.length >= 38);
      assert.ok(list.every((destination) => approved.has(destination.id) && !/unapproved|pending|unlisted/i.test(destination.name)));
      const updated = (await getContext().db.query<{ id: number; updated_at: Date }>('select id, updated_at from destinations')).rows;
      const time = new Map(updated.map((row) => [row.id, new Date(row.updated_at).getTime()]));
      const times = list.map((destination) => time.get(destination.id) ?? 0);
      assert.deepEqual(
        times,
        times.toSorted((a, b) => b - a),
      );
      const cave = list.find((destination) => destination.slug === 'penns-cave-and-wildlife-park');
      assert.ok(cave && cave.main_img && cave.city && cave.location_latitude);
      assert.ok(
        list.every((d) => d.location_latitude! > 40.65 && d.location_latitude! < 41.05 && d.location_longitude! > -78.25 && d.location_longitude! < -77.35),
      );
    });

    it("orders by name with order 'name'", async () => {
      const list = contract.destinationsSearch.response.parse((await postJson('/destinations/search', { order: 'name' })).json());
      const names = list.map((destination) => destination.name.toLowerCase());
      assert.deepEqual(
        names,
        names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    });

    it('filters by name, OR within a list and AND across lists', async () => {
      const byName = contract.destinationsSearch.response.parse((await postJson('/destinations/search', { name: 'cave' })).json());
      assert.deepEqual(
        byName.map((destination) => destination.slug),
        ['penns-cave-and-wildlife-park'],
      );

      const either = contract.destinationsSearch.response.parse((await postJson('/destinations/search', { categories: [248, 249] })).json());
      const expectedEither = await ids(
        'select distinct d.id from destinations d join destination_category_links l on l.destination_id = d.id where d.approved and l.category_id in (248, 249)',
      );
      assert.deepEqual(new Set(either.map((destination) => destination.id)), expectedEither);

      const hiking = (await getContext().db.query<{ id: number }>(`select id from activities where slug = 'hiking'`)).rows[0]?.id;
      const both = contract.destinationsSearch.response.parse((await postJson('/destinations/search', { categories: ['248'], activities: [hiking] })).json());
      const expectedBoth = await ids(
        `select d.id from destinations d where d.approved
           and exists (select 1 from destination_category_links l where l.destination_id = d.id and l.category_id = 248)
           and exists (select 1 from destination_activities a where a.destination_id = d.id and a.activity_id = $1)`,
        [hiking],
      );
      assert.ok(expectedBoth.size > 0 && expectedBoth.size < expectedEither.size);
      assert.deepEqual(new Set(both.map((destination) => destination.id)), expectedBoth);
    });

    it('rejects a bad order, unknown fields and malformed JSON with a 400 naming the problem', async () => {
      const badOrder = await postJson('/destinations/search', { order: 'random' });
      assert.equal(badOrder.statusCode, 400);
      assert.deepEqual(badOrder.json(), { statusCode: 400, error: 'Bad Request', message: "order: order must be 'updated' or 'name'" });
      const badIds = await postJson('/destinations/search', { categories: ['x'] });
      assert.equal(badIds.statusCode, 400);
      assert.match(badIds.json().message, /^categories\.0: /);
      const unknown = await postJson('/destinations/search', { colour: 'blue' });
      assert.equal(unknown.statusCode, 400);
      assert.match(unknown.json().message, /colour/);
      const malformed = await inject({ method: 'POST', url: '/destinations/search', headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json().error, 'Bad Request');
      assert.match(malformed.json().message, /Malformed JSON/);
    });
  });

  describe('POST /events/search', () => {
    it('answers a plain list without page, honouring limit', async () => {
      const all = EventListSchema.parse((await postJson('/events/search', {})).json());
      const approved = await ids('select id from events where approved');
      assert.equal(all.length, approved.size);
      assert.ok(all.every((event) => approved.has(event.id) && !/unapproved|draft/i.test(event.title)));
      const starts = all.map((event) => Date.parse(event.starts));
      assert.deepEqual(
        starts,
        starts.toSorted((a, b) => a - b),
      );
      const limited = EventListSchema.parse((await postJson('/events/search', { limit: 5 })).json());
      assert.deepEqual(
        limited.map((event) => event.id),
        all.slice(0, 5).map((event) => event.id),
      );
      const sample = all[0];
      assert.ok(sample);
      assert.match(sample.starts_month, /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
      assert.match(sample.starts_day, /^\d{2}$/);
      assert.match(sample.starts, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
      assert.equal(sample.favorited, false);
    });

    it('answers { data, pagination } with page', async () => {
      const total = (await ids('select id from events where approved')).size;
      const first = contract.eventsSearch.response.parse((await postJson('/events/search', { page: 1, limit: 6 })).json());
      const page = EventPageSchema.parse(first);
      assert.deepEqual(Object.keys(page.pagination).toSorted(), PAGINATION_KEYS);
      assert.deepEqual(page.pagination, {
        current_page: 1,
        per_page: 6,
        total,
        last_page: Math.ceil(total / 6),
        from: 1,
        to: 6,
        has_more_pages: true,
      });
      const last = EventPageSchema.parse((await postJson('/events/search', { page: Math.ceil(total / 6), limit: 6 })).json());
      assert.equal(last.pagination.has_more_pages, false);
      assert.equal(last.pagination.to, total);
      const beyond = EventPageSchema.parse((await postJson('/events/search', { page: 99, limit: 6 })).json());
      assert.deepEqual([beyond.data.length, beyond.pagination.from, beyond.pagination.to], [0, null, null]);
      const defaults = EventPageSchema.parse((await postJson('/events/search', { page: '1' })).json());
      assert.equal(defaults.pagination.per_page, 48);
    });

    it('filters by category, destination, title and date window', async () => {
      const featured = EventListSchema.parse((await postJson('/events/search', { categories: [7] })).json());
      const inSeven = await ids('select e.id from events e join event_category_links l on l.event_id = e.id where e.approved and l.category_id = 7');
      assert.deepEqual(new Set(featured.map((event) => event.id)), inSeven);

      const atCave = (await getContext().db.query<{ id: number }>(`select id from destinations where slug = 'talleyrand-park'`)).rows[0]?.id;
      const atPark = EventListSchema.parse((await postJson('/events/search', { destinations: [atCave] })).json());
      assert.ok(atPark.length >= 2 && atPark.every((event) => event.destination_slug === 'talleyrand-park'));

      const byTitle = EventListSchema.parse((await postJson('/events/search', { title: 'trivia' })).json());
      assert.equal(byTitle.length, 1);
      assert.equal(byTitle[0]?.recurrence, 'monthly');

      const day = 86_400_000;
      const iso = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);
      // The seed dates what has a season in its season, so the windows' events are found by their dates.
      const slugWhere = async (condition: string) =>
        (await getContext().db.query<{ slug: string }>(`select slug from events where approved and recurrence is null and ${condition} limit 1`)).rows[0]?.slug;
      const latestPast = await slugWhere(`ends < now() - interval '3 days' order by ends desc`);
      const nextAhead = await slugWhere(`starts > now() + interval '1 day' order by starts`);
      const past = EventListSchema.parse((await postJson('/events/search', { dates: `${iso(-200)}|${iso(-2)}` })).json());
      assert.ok(latestPast && past.some((event) => event.slug === latestPast), `${latestPast} in the past window`);
      assert.ok(nextAhead && !past.some((event) => event.slug === nextAhead), `${nextAhead} not in it`);
      // Each answer shows the occurrence that falls in the window, series included.
      const [from, to] = [Date.parse(`${iso(-200)}T00:00:00-05:00`), Date.parse(`${iso(-2)}T23:59:59-04:00`)];
      assert.ok(past.every((event) => Date.parse(event.ends) >= from && Date.parse(event.starts) <= to));
      assert.ok(
        past.some((event) => event.recurrence !== null),
        'series with an occurrence in the window',
      );

      // Three weeks around a year after Arts Fest's next dates (the second week of July, by a yearly rule without an end).
      const artsFest = contract.eventGet.response.parse((await get('/events/get/central-pennsylvania-festival-of-the-arts')).json());
      const yearOn = Date.parse(artsFest.starts) + 365 * day;
      const farDates = [yearOn - 10 * day, yearOn + 10 * day].map((instant) => new Date(instant).toISOString().slice(0, 10)).join('|');
      const farFuture = EventListSchema.parse((await postJson('/events/search', { dates: farDates })).json());
      const slugs = new Set(farFuture.map((event) => event.slug));
      assert.ok(slugs.has('downtown-state-college-farmers-market'), 'open-ended weekly series');
      assert.ok(slugs.has('central-pennsylvania-festival-of-the-arts'), 'open-ended yearly series');
      assert.ok(!slugs.has('wednesday-night-group-ride'), 'series that ended');
      assert.ok(!slugs.has(nextAhead), 'one-off outside the window');

      const soon = EventListSchema.parse(
        (await postJson('/events/search', { dates: `${new Date().toISOString()}|${iso(180)}`, categories: [7], limit: 50 })).json(),
      );
      assert.ok(soon.length > 0 && soon.every((event) => inSeven.has(event.id)));
    });

    it("orders 'upcoming' by start and 'oldest' by when the event was added", async () => {
      const upcoming = EventListSchema.parse((await postJson('/events/search', { order: 'upcoming' })).json());
      const oldest = EventListSchema.parse((await postJson('/events/search', { order: 'oldest' })).json());
      assert.equal(upcoming.length, oldest.length);
      assert.notDeepEqual(
        upcoming.map((event) => event.id),
        oldest.map((event) => event.id),
      );
      const bad = await postJson('/events/search', { order: 'newest' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().message, "order: order must be 'upcoming' or 'oldest'");
      const badDates = await postJson('/events/search', { dates: '2025-02-01|2025-01-01' });
      assert.equal(badDates.statusCode, 400);
      assert.match(badDates.json().message, /^dates: /);
    });

    it('GET /events/categories answers the categories, id 7 among them', async () => {
      const response = await get('/events/categories');
      assert.equal(response.statusCode, 200);
      const categories = contract.eventCategories.response.parse(response.json());
      assert.ok(categories.length >= 8 && categories.some((category) => category.id === 7));
    });
  });

  describe('news', () => {
    it('GET /news/search is paginated, newest first, published posts only', async () => {
      const response = await get('/news/search?page=1&limit=5');
      assert.equal(response.statusCode, 200);
      const page = contract.newsSearch.response.parse(response.json());
      const published = await ids('select id from news_posts where approved and published_at <= now()');
      assert.equal(page.pagination.total, published.size);
      assert.deepEqual([page.data.length, page.pagination.per_page, page.pagination.has_more_pages], [5, 5, true]);
      const all = contract.newsSearch.response.parse((await get('/news/search?limit=100')).json());
      assert.ok(all.data.every((post) => published.has(post.id)));
      const dates = all.data.map((post) => Date.parse(post.published_at));
      assert.deepEqual(
        dates,
        dates.toSorted((a, b) => b - a),
      );
      const oldest = contract.newsSearch.response.parse((await get('/news/search?limit=100&order=oldest')).json());
      assert.deepEqual(
        oldest.data.map((post) => post.id),
        all.data.map((post) => post.id).toReversed(),
      );
      assert.ok(all.data.some((post) => post.source_link));
    });

    it('GET /news/search filters by categories[] and title', async () => {
      const page = contract.newsSearch.response.parse((await get('/news/search?categories[]=1&categories[]=2&limit=100')).json());
      const expected = await ids(
        'select distinct p.id from news_posts p join news_post_categories c on c.post_id = p.id where p.approved and p.published_at <= now() and c.category_id in (1, 2)',
      );
      assert.deepEqual(new Set(page.data.map((post) => post.id)), expected);
      const single = contract.newsSearch.response.parse((await get('/news/search?categories=2')).json());
      assert.ok(single.data.length > 0 && single.data.length < page.data.length);
      const byTitle = contract.newsSearch.response.parse((await get('/news/search?title=Bellefonte')).json());
      assert.deepEqual(
        byTitle.data.map((post) => post.slug),
        ['a-weekend-in-bellefonte'],
      );
      const bad = await get('/news/search?order=sideways');
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().message, "order: order must be 'latest' or 'oldest'");
    });

    it('GET /news/list honours limit and featured=1', async () => {
      const latest = contract.newsList.response.parse((await get('/news/list?limit=15')).json());
      assert.equal(latest.data.length, 15);
      const featured = contract.newsList.response.parse((await get('/news/list?limit=100&featured=1')).json());
      const expected = await ids('select id from news_posts where approved and featured and published_at <= now()');
      assert.deepEqual(new Set(featured.data.map((post) => post.id)), expected);
      assert.ok(expected.size >= 3);
      assert.equal((await get('/news/list?featured=2')).json().message, 'featured: featured must be 0 or 1');
    });

    it('GET /news/categories/list answers the categories', async () => {
      const categories = contract.newsCategories.response.parse((await get('/news/categories/list')).json());
      assert.equal(categories.length, 5);
    });
  });

  describe('HTTP behaviour', () => {
    it('unknown routes answer a JSON 404', async () => {
      const response = await get('/x');
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { statusCode: 404, error: 'Not Found', message: 'Route GET /x not found' });
    });

    it('CORS: only listed origins get Access-Control-Allow-Origin', async () => {
      const allowed = await get('/nav', { origin: TEST_ORIGIN });
      assert.equal(allowed.headers['access-control-allow-origin'], TEST_ORIGIN);
      for (const origin of ['http://evil.example', 'null']) {
        const response = await get('/nav', { origin });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['access-control-allow-origin'], undefined, origin);
      }
      const preflight = await inject({
        method: 'OPTIONS',
        url: '/events/search',
        headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.statusCode, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], TEST_ORIGIN);
    });

    it('public GET answers are cacheable with an ETag; If-None-Match gives 304', async () => {
      const first = await get('/events/categories');
      assert.equal(first.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]+"$/);
      const again = await get('/events/categories', { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      const searched = await postJson('/events/search', {});
      assert.equal(searched.headers.etag, undefined);
    });

    it('serves the generated images the records point at', async () => {
      const destination = contract.destinationsSearch.response.parse((await postJson('/destinations/search', { name: 'beaver stadium' })).json())[0];
      const path = new URL(destination?.main_img ?? '').pathname;
      const response = await get(path);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal((await get('/media/destinations/..%2Fsecret.webp')).statusCode, 404);
    });

    it('/health and /ready answer ok', async () => {
      assert.deepEqual((await get('/health')).json(), { status: 'ok' });
      const ready = await get('/ready');
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ok' });
    });
  });
}
