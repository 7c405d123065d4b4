import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { buildPath, contract, type EndpointName } from '@valley/shared/api/contract';
import { EventListSchema, EventPageSchema } from '@valley/shared/schemas/event';
import { addDays, dayKeyOf } from '@valley/shared/time';
import { hashToken, issueAccessToken } from '../auth/tokens';
import type { TestContext } from './seeded-app';

/**
 * Calls that need a bot check, mail or a throttle budget: src/account.test.ts covers the account ones, src/corrections.test.ts a
 * visitor's suggested correction, src/studio.test.ts the advertiser form.
 */
const ACCOUNT_CALLS = new Set(['login', 'signInLink', 'register', 'forgotPassword', 'resetPassword', 'supportMessage', 'correctionCreate', 'advertise']);

/** Whether a list's events come in the order of the dates they show. */
const inDateOrder = (events: { starts: string }[]) =>
  events.every((event, index) => index === 0 || Date.parse(events[index - 1]!.starts) <= Date.parse(event.starts));

type Sample = { params?: Record<string, string>; query?: string; body?: Record<string, unknown> };

/** The content API's own behaviour (public-site.md §7), run over PGlite and over PostgreSQL. */
export function contentSuite(getContext: () => TestContext) {
  const inject = (options: InjectOptions) => getContext().app.inject(options);
  const post = (url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) => inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url, headers });
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => {
    const row = (await getContext().db.query<T>(sql, params)).rows[0];
    assert.ok(row, `no row for ${sql}`);
    return row;
  };
  const ids = async (sql: string, params: unknown[] = []) =>
    new Set((await getContext().db.query<{ id: number }>(sql, params)).rows.map((row) => Number(row.id)));
  /** A live token of a seeded member with the given role. */
  const tokenFor = async (role: string) => {
    const user = await one<{ id: number }>('select id from users where role = $1 order by id limit 1', [role]);
    return (await issueAccessToken(getContext().db, user.id)).token;
  };

  const samples = async (): Promise<Partial<Record<EndpointName, Sample>>> => {
    const slug = async (table: string) => (await one<{ slug: string }>(`select slug from ${table} where approved order by id limit 1`)).slug;
    const news = await one<{ id: number }>('select id from news_posts where approved and published_at <= now() order by id limit 1');
    // A preview link of the home page, as the studio makes one (decision 115): only its hash is kept.
    const preview = 'p'.repeat(43);
    await getContext().db.query(
      `insert into preview_links (token_hash, page_id, created_at, expires_at)
       select $1, id, now(), now() + interval '1 day' from pages where path = 'headless-home' on conflict do nothing`,
      [hashToken(preview)],
    );
    // And one of a published post (decision 125).
    const postPreview = 'q'.repeat(43);
    await getContext().db.query(
      `insert into preview_links (token_hash, post_id, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day') on conflict do nothing`,
      [hashToken(postPreview), news.id],
    );
    return {
      nav: {},
      menu: { params: { name: 'footer_menu_1' } },
      globals: {},
      moved: { query: '?path=/c/restaurants' },
      page: { params: { '*': 'headless-home' } },
      pagesSearch: { body: { q: 'getting here' } },
      pagesList: {},
      destinationsSearch: { body: { order: 'name' } },
      destinationsSearchPage: { body: { order: 'name', page: 1 } },
      destinationsSearchPins: { body: { order: 'name' } },
      destinationGet: { params: { id: await slug('destinations') } },
      destinationMarkers: {},
      destinationCategoriesSearch: { body: { q: 'lodging' } },
      categoryGet: { params: { slug: await slug('destination_categories') } },
      categoriesList: {},
      categoriesListPost: { body: {} },
      amenitiesList: { body: {} },
      experiencesList: {},
      experienceGet: { params: { id: await slug('experiences') } },
      activitiesList: {},
      activityGet: { params: { id: await slug('activities') } },
      cityGet: { params: { id: await slug('towns') } },
      eventsSearch: { body: { page: 1, limit: 12 } },
      eventCategories: {},
      eventCategoriesPost: { body: {} },
      eventCategoryGet: { params: { slug: await slug('event_categories') } },
      eventGet: { params: { slug: await slug('events') } },
      newsSiteSearch: { body: { title: 'valley', categories: null, limit: 10 } },
      newsGet: { params: { id: String(news.id) } },
      newsSearch: { query: '?page=1&limit=10' },
      newsList: { query: '?limit=15' },
      newsCategories: {},
      tipsList: { body: { order: 'title' } },
      tipGet: { params: { slug: await slug('tips') } },
      itinerariesList: { body: {} },
      itineraryGet: { params: { slug: await slug('itineraries') } },
      contactsCreate: { body: { email: 'newsletter-reader@example.com' } },
      botCheckChallenge: {},
      contentVersion: {},
      pagePreview: { params: { token: preview } },
      newsPreview: { params: { token: postPreview } },
      insightsToken: {},
      // Not from the site's pages and with no token the API issued: answered, and not counted (decision 074).
      insightsCollect: { body: { token: 'sample-token', events: [{ kind: 'search_miss', term: 'sample search' }] } },
    };
  };

  describe('contract: every public call answers 200 with the §3 fields', () => {
    it('has a sample for every call that needs no account', async () => {
      const table = await samples();
      const open = Object.entries(contract)
        .filter(([name, endpoint]) => !('auth' in endpoint) && !ACCOUNT_CALLS.has(name))
        .map(([name]) => name);
      assert.deepEqual(
        open.filter((name) => !(name in table)),
        [],
      );
    });

    it('each answers 200 and parses with its response schema (every field present, typed)', async () => {
      for (const [name, sample] of Object.entries(await samples()) as [EndpointName, Sample][]) {
        const endpoint = contract[name];
        const url = buildPath(endpoint.path, sample.params) + (sample.query ?? '');
        const response = await inject({ method: endpoint.method, url, ...(endpoint.method === 'GET' ? {} : { payload: sample.body ?? {} }) });
        assert.equal(response.statusCode, 200, `${endpoint.method} ${url}: ${response.body.slice(0, 200)}`);
        const parsed = endpoint.response.safeParse(response.json());
        assert.ok(parsed.success, `${name}: ${parsed.error?.message}`);
        const value = parsed.data as unknown;
        const items = Array.isArray(value) ? value : value && typeof value === 'object' && 'data' in value ? (value as { data: unknown[] }).data : [value];
        assert.ok(items.length > 0, `${name} answered an empty list`);
      }
    });
  });

  describe('destinations', () => {
    it('GET /destinations/get/{id or slug} answers the same approved destination; unapproved and unknown are 404', async () => {
      const row = await one<{ id: number; slug: string }>(`select id, slug from destinations where approved order by id limit 1`);
      const bySlug = contract.destinationGet.response.parse((await get(`/destinations/get/${row.slug}`)).json());
      const byId = contract.destinationGet.response.parse((await get(`/destinations/get/${row.id}`)).json());
      assert.deepEqual(byId, bySlug);
      const hidden = await one<{ id: number; slug: string }>(`select id, slug from destinations where not approved order by id limit 1`);
      for (const path of [hidden.slug, String(hidden.id), 'no-such-place', '999999']) {
        const response = await get(`/destinations/get/${path}`);
        assert.equal(response.statusCode, 404, path);
        assert.equal(response.json().message, 'Destination not found');
      }
      assert.equal((await get('/destinations/get/..%2Fetc')).statusCode, 400);
    });

    it('name search forgives typos and ranks the target first', async () => {
      for (const [typed, slugPattern] of [
        ['pizzza', /pizza/],
        ['penns cave', /^penns-cave/],
        ['beaver stadum', /^beaver-stadium$/],
      ] as const) {
        const list = contract.destinationsSearch.response.parse((await post('/destinations/search', { name: typed })).json());
        assert.match(list[0]?.slug ?? '', slugPattern, `${typed} → ${list.map((d) => d.slug).join(', ')}`);
      }
      const none = contract.destinationsSearch.response.parse((await post('/destinations/search', { name: 'zzqxv' })).json());
      assert.deepEqual(none, []);
    });

    it('category, experience, activity and town pages list only approved destinations', async () => {
      const category = contract.categoryGet.response.parse((await get('/categories/get/outdoor-recreation')).json());
      const expected = await ids(
        `select d.id from destinations d join destination_category_links l on l.destination_id = d.id where d.approved and l.category_id = $1`,
        [category.id],
      );
      assert.equal(category.id, 248);
      assert.equal(category.number_id, '9248');
      assert.deepEqual(new Set(category.destinations.map((d) => d.id)), expected);
      const town = await one<{ id: number; slug: string }>(`select id, slug from towns order by id limit 1`);
      const answer = contract.cityGet.response.parse((await get(`/cities/get/${town.slug}`)).json());
      assert.deepEqual(new Set(answer.destinations.map((d) => d.id)), await ids('select id from destinations where approved and town_id = $1', [town.id]));
      assert.equal(contract.cityGet.response.parse((await get(`/cities/get/${town.id}`)).json()).slug, town.slug);
      for (const url of [
        '/categories/get/no-such',
        '/experiences/get/no-such',
        '/activities/get/9999',
        '/cities/get/atlantis',
        '/events/categories/get/no-such',
      ]) {
        assert.equal((await get(url)).statusCode, 404, url);
      }
    });

    it('lookup lists answer id and name, sorted', async () => {
      for (const [method, url] of [
        ['GET', '/categories/list'],
        ['POST', '/categories/list'],
        ['POST', '/amenities/list'],
        ['GET', '/experiences/list'],
        ['GET', '/activities/list'],
      ] as const) {
        const response = await inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        assert.equal(response.statusCode, 200, url);
        const list = response.json() as { id: number; name: string }[];
        assert.ok(list.length >= 5, url);
        assert.deepEqual(Object.keys(list[0] ?? {}).toSorted(), ['id', 'name']);
        const names = list.map((item) => item.name.toLowerCase());
        assert.deepEqual(
          names,
          names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
          url,
        );
      }
      const categories = (await get('/categories/list')).json() as { id: number }[];
      assert.ok(categories.length >= 20 && [248, 249].every((id) => categories.some((item) => item.id === id)));
    });

    it('POST /destinations/categories/search finds categories despite typos', async () => {
      const list = contract.destinationCategoriesSearch.response.parse((await post('/destinations/categories/search', { q: 'breweris' })).json());
      assert.match(list[0]?.name ?? '', /Brew/);
      assert.deepEqual((await post('/destinations/categories/search', { q: '' })).json(), []);
    });
  });

  describe('site search', () => {
    it('POST /pages/search answers title and link of approved pages, best first', async () => {
      const list = contract.pagesSearch.response.parse((await post('/pages/search', { q: 'getting here' })).json());
      assert.equal(list[0]?.link, '/plan/getting-here');
      assert.deepEqual(Object.keys(list[0] ?? {}).toSorted(), ['link', 'title']);
      const hidden = await one<{ title: string }>(`select title from pages where not approved limit 1`);
      const search = contract.pagesSearch.response.parse((await post('/pages/search', { q: hidden.title })).json());
      assert.ok(!search.some((result) => result.title === hidden.title));
    });

    it('POST /news/search finds published posts by title with a limit', async () => {
      const list = contract.newsSiteSearch.response.parse((await post('/news/search', { title: 'bellefont', categories: null, limit: 10 })).json());
      assert.ok(list.length > 0 && list.length <= 10);
      assert.match(list[0]?.title ?? '', /Bellefonte/);
      const published = await ids('select id from news_posts where approved and published_at <= now()');
      assert.ok(list.every((item) => published.has(item.id)));
    });
  });

  describe('events', () => {
    it('a weekly series matches a window only when one of its occurrences falls in it', async () => {
      const weekly = await one<{ id: number; slug: string; starts: Date }>(
        `select id, slug, starts from events where approved and recurrence = 'weekly' and coalesce(r_weekly_weeks, 1) = 1
            and cardinality(r_weekly_day) = 1 and r_end_type is null order by id limit 1`,
      );
      const first = new Date(weekly.starts);
      const day = 86_400_000;
      // The day after an occurrence up to the day before the next: no occurrence inside.
      const gap = `${new Date(first.getTime() + 7 * day + 12 * 3_600_000).toISOString()}|${new Date(first.getTime() + 13 * day).toISOString()}`;
      const inGap = EventListSchema.parse((await post('/events/search', { dates: gap, destinations: [] })).json());
      assert.ok(!inGap.some((event) => event.id === weekly.id), 'no occurrence in the gap');
      const hit = `${new Date(first.getTime() + 14 * day - 3_600_000).toISOString()}|${new Date(first.getTime() + 14 * day + 3_600_000).toISOString()}`;
      const inHit = EventListSchema.parse((await post('/events/search', { dates: hit })).json());
      const found = inHit.find((event) => event.id === weekly.id);
      assert.ok(found, 'the third occurrence is in the window');
      assert.ok(Math.abs(Date.parse(found.starts) - (first.getTime() + 14 * day)) <= 3_600_000, 'the occurrence date is shown (DST may move UTC by an hour)');
    });

    it('pagination edges: last page, has_more_pages and a page past the end', async () => {
      const all = EventListSchema.parse((await post('/events/search', {})).json());
      const perPage = 7;
      const lastPage = Math.ceil(all.length / perPage);
      const last = EventPageSchema.parse((await post('/events/search', { page: lastPage, limit: perPage })).json());
      assert.deepEqual(last.pagination, {
        current_page: lastPage,
        per_page: perPage,
        total: all.length,
        last_page: lastPage,
        from: (lastPage - 1) * perPage + 1,
        to: all.length,
        has_more_pages: false,
      });
      const previous = EventPageSchema.parse((await post('/events/search', { page: lastPage - 1, limit: perPage })).json());
      assert.equal(previous.pagination.has_more_pages, true);
      const pages = [];
      for (let page = 1; page <= lastPage; page += 1)
        pages.push(...EventPageSchema.parse((await post('/events/search', { page, limit: perPage })).json()).data);
      assert.deepEqual(
        pages.map((event) => event.id),
        all.map((event) => event.id),
      );
    });

    it("order 'oldest' lists events in the order of the dates their cards show, whatever the series' first date or the listing time", async () => {
      const { app, db } = getContext();
      const original = (await db.query<{ id: number; created_at: Date }>('select id, created_at from events')).rows;
      try {
        // Listed in the reverse order of their dates: the later the event, the earlier its listing.
        await db.query(`update events set created_at = timestamptz '2030-01-01' - (starts - timestamptz '2000-01-01')`);
        await app.contentChanged();
        // The events page's window (public-site §7): today and the next 180 days.
        const today = dayKeyOf(new Date());
        const dates = `${today}|${addDays(today, 180)}`;
        const oldest = EventPageSchema.parse((await post('/events/search', { dates, order: 'oldest', page: 1, limit: 48 })).json()).data;
        assert.ok(oldest.length > 10);
        assert.ok(inDateOrder(oldest), `in date order: ${oldest.map((event) => event.starts.slice(0, 10)).join(', ')}`);
        // A series running since long before the window is listed at its first date inside it, where its card puts it.
        const since = await one<{ id: number; title: string }>(
          `select id, title from events where approved and recurrence = 'weekly' and r_end_type is null and starts < now() - interval '30 days' order by starts limit 1`,
        );
        const inWindow = EventListSchema.parse((await post('/events/search', { dates, order: 'oldest' })).json());
        const series = inWindow.find((event) => event.id === since.id);
        assert.ok(series && series.starts.slice(0, 10) >= today, `${since.title} at its date in the window`);
        assert.ok(inDateOrder(inWindow));

        // With no window the whole history is the range: each event at its very first date.
        const firsts = new Map(
          (await db.query<{ id: number; starts: Date }>('select id, starts from events')).rows.map((row) => [Number(row.id), new Date(row.starts).getTime()]),
        );
        const everything = EventListSchema.parse((await post('/events/search', { order: 'oldest' })).json());
        assert.deepEqual(
          everything.map((event) => Date.parse(event.starts)),
          everything.map((event) => firsts.get(event.id)),
        );
        assert.ok(inDateOrder(everything));
        const paged = EventPageSchema.parse((await post('/events/search', { order: 'oldest', page: 1, limit: 3 })).json());
        assert.deepEqual(
          paged.data.map((event) => event.id),
          everything.slice(0, 3).map((event) => event.id),
        );
      } finally {
        for (const row of original) await db.query('update events set created_at = $2 where id = $1', [row.id, row.created_at]);
        await app.contentChanged();
      }
    });

    it('GET /events/get/{slug} shows the next occurrence of a series; unapproved events are 404', async () => {
      const series = await one<{ slug: string }>(
        `select slug from events where approved and recurrence is not null and r_end_type is null order by id limit 1`,
      );
      const event = contract.eventGet.response.parse((await get(`/events/get/${series.slug}`)).json());
      assert.ok(Date.parse(event.ends) > Date.now(), 'the occurrence shown has not ended');
      assert.ok(event.display_dates.length > 0 && event.recurrence !== null);
      const hidden = await one<{ slug: string }>(`select slug from events where not approved order by id limit 1`);
      assert.equal((await get(`/events/get/${hidden.slug}`)).statusCode, 404);
    });
  });

  describe('tips and itineraries', () => {
    it('POST /tips/list filters by title and destination name and sorts by title', async () => {
      const all = contract.tipsList.response.parse((await post('/tips/list', { order: 'title' })).json());
      const approved = await ids('select id from tips where approved');
      assert.deepEqual(new Set(all.map((tip) => tip.id)), approved);
      const titles = all.map((tip) => tip.title.toLowerCase());
      assert.deepEqual(
        titles,
        titles.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      const sample = all.find((tip) => tip.destination_name);
      assert.ok(sample?.destination_name && sample.user_data.display_name);
      const byName = contract.tipsList.response.parse((await post('/tips/list', { name: sample.destination_name })).json());
      assert.ok(byName.length > 0 && byName.every((tip) => tip.destination_name === sample.destination_name));
      const word = sample.title.split(' ').find((part) => part.length > 4) ?? sample.title;
      const byTitle = contract.tipsList.response.parse((await post('/tips/list', { title: word })).json());
      assert.ok(byTitle.some((tip) => tip.id === sample.id) && byTitle.every((tip) => tip.title.toLowerCase().includes(word.toLowerCase())));
      assert.equal((await post('/tips/list', { order: 'newest' })).json().message, "order: order must be 'upcoming' or 'title'");
    });

    it('itineraries list their stops in order; unapproved ones are absent everywhere', async () => {
      const list = contract.itinerariesList.response.parse((await post('/itineraries/list', {})).json());
      assert.deepEqual(new Set(list.map((item) => item.id)), await ids('select id from itineraries where approved'));
      const first = list[0];
      assert.ok(first && first.items_list.length >= 3 && first.items_list.every((item) => item.destination_name));
      const detail = contract.itineraryGet.response.parse((await get(`/itineraries/get/${first.slug}`)).json());
      assert.deepEqual(detail.items_list, first.items_list);
      const hiddenTip = await one<{ slug: string }>(`select slug from tips where not approved limit 1`);
      const hiddenItinerary = await one<{ slug: string }>(`select slug from itineraries where not approved limit 1`);
      assert.equal((await get(`/tips/get/${hiddenTip.slug}`)).statusCode, 404);
      assert.equal((await get(`/itineraries/get/${hiddenItinerary.slug}`)).statusCode, 404);
    });
  });

  describe('public means approved', () => {
    it('unapproved destinations, events and news appear in no list or search', async () => {
      const hiddenDestinations = await ids('select id from destinations where not approved');
      const hiddenEvents = await ids('select id from events where not approved');
      const hiddenNews = await ids('select id from news_posts where not approved');
      assert.ok(hiddenDestinations.size > 0 && hiddenEvents.size > 0 && hiddenNews.size > 0);
      const destinationName = (await one<{ name: string }>('select name from destinations where not approved limit 1')).name;
      const eventTitle = (await one<{ title: string }>('select title from events where not approved limit 1')).title;
      const newsTitle = (await one<{ title: string }>('select title from news_posts where not approved limit 1')).title;
      const destinationLists = [
        ...contract.destinationsSearch.response.parse((await post('/destinations/search', {})).json()),
        ...contract.destinationsSearch.response.parse((await post('/destinations/search', { name: destinationName })).json()),
      ];
      assert.ok(!destinationLists.some((d) => hiddenDestinations.has(d.id)));
      const eventLists = [
        ...EventListSchema.parse((await post('/events/search', {})).json()),
        ...EventListSchema.parse((await post('/events/search', { title: eventTitle })).json()),
      ];
      assert.ok(!eventLists.some((event) => hiddenEvents.has(event.id)));
      const newsLists = [
        ...contract.newsSearch.response.parse((await get('/news/search?limit=100')).json()).data,
        ...contract.newsSiteSearch.response.parse((await post('/news/search', { title: newsTitle })).json()),
        ...contract.newsList.response.parse((await get('/news/list?limit=100')).json()).data,
      ];
      assert.ok(!newsLists.some((postItem) => hiddenNews.has(postItem.id)));
      const hiddenPost = await one<{ id: number }>('select id from news_posts where not approved limit 1');
      assert.equal((await get(`/news/get/${hiddenPost.id}`)).statusCode, 404);
    });
  });

  describe('drafts', () => {
    it('answer 401 without a live bearer token', async () => {
      for (const url of ['/api/pages/getdraft/about', '/api/events/getdraft/some-event', '/api/news/getdraft/1']) {
        for (const headers of [{}, { authorization: 'Bearer not-a-real-token-at-all' }, { authorization: 'Basic abc' }] as Record<string, string>[]) {
          const response = await get(url, headers);
          assert.equal(response.statusCode, 401, `${url} ${JSON.stringify(headers)}`);
          assert.equal(response.json().message, 'Sign in to see this');
          assert.equal(response.headers['cache-control'], 'private, no-store');
        }
      }
    });

    it('a signed-in member gets the pending revision of a page and a news post', async () => {
      const token = await tokenFor('Local');
      const auth = { authorization: `Bearer ${token}` };
      const page = await one<{ path: string; title: string; draft: { title?: string } }>(`select path, title, draft from pages where draft ? 'title' limit 1`);
      const published = contract.page.response.parse((await get(`/page/get/${page.path}`)).json());
      const draft = await get(`/api/pages/getdraft/${page.path.replaceAll('/', '|')}`, auth);
      assert.equal(draft.statusCode, 200);
      assert.equal(draft.headers['cache-control'], 'private, no-store');
      assert.equal(contract.pageDraft.response.parse(draft.json()).title, page.draft.title);
      assert.equal(published.title, page.title);
      const news = await one<{ id: number; title: string; draft: { title?: string } }>(`select id, title, draft from news_posts where draft ? 'title' limit 1`);
      assert.equal(contract.newsDraft.response.parse((await get(`/api/news/getdraft/${news.id}`, auth)).json()).title, news.draft.title);
      assert.equal(contract.newsGet.response.parse((await get(`/news/get/${news.id}`)).json()).title, news.title);
    });

    it("an event's draft goes to its owner and the board; other members get the published event", async () => {
      const event = await one<{ slug: string; title: string; draft: { title?: string }; owner_id: number | null }>(
        `select slug, title, draft, owner_id from events where draft ? 'title' and approved limit 1`,
      );
      const board = { authorization: `Bearer ${await tokenFor('Board')}` };
      assert.equal(contract.eventDraft.response.parse((await get(`/api/events/getdraft/${event.slug}`, board)).json()).title, event.draft.title);
      const visitor = { authorization: `Bearer ${await tokenFor('Visitor')}` };
      assert.equal(contract.eventDraft.response.parse((await get(`/api/events/getdraft/${event.slug}`, visitor)).json()).title, event.title);
      const hidden = await one<{ slug: string }>(`select slug from events where not approved limit 1`);
      assert.equal((await get(`/api/events/getdraft/${hidden.slug}`, visitor)).statusCode, 404);
      assert.equal((await get(`/api/events/getdraft/${hidden.slug}`, board)).statusCode, 200);
    });

    it('a revoked or expired token is refused', async () => {
      const token = await tokenFor('Local');
      await getContext().db.query(`update access_tokens set revoked_at = now() where token_hash = sha256($1::text::bytea)`, [token]);
      assert.equal((await get('/api/pages/getdraft/about', { authorization: `Bearer ${token}` })).statusCode, 401);
      const old = await tokenFor('Local');
      await getContext().db.query(`update access_tokens set expires_at = now() - interval '1 second' where token_hash = sha256($1::text::bytea)`, [old]);
      assert.equal((await get('/api/pages/getdraft/about', { authorization: `Bearer ${old}` })).statusCode, 401);
    });
  });

  describe('response cache', () => {
    it('serves a public search from the cache until content changes', async () => {
      const { app, db } = getContext();
      const row = await one<{ id: number; name: string }>(`select id, name from destinations where approved order by id limit 1`);
      try {
        assert.ok(contract.destinationsSearch.response.parse((await post('/destinations/search', { order: 'name' })).json()).some((d) => d.name === row.name));
        await db.query('update destinations set name = $2 where id = $1', [row.id, `${row.name} (renamed)`]);
        assert.ok(
          contract.destinationsSearch.response.parse((await post('/destinations/search', { order: 'name' })).json()).some((d) => d.name === row.name),
          'the cached answer is served',
        );
        await app.contentChanged();
        assert.ok(
          contract.destinationsSearch.response
            .parse((await post('/destinations/search', { order: 'name' })).json())
            .some((d) => d.name === `${row.name} (renamed)`),
          'a content change clears it',
        );
      } finally {
        await db.query('update destinations set name = $2 where id = $1', [row.id, row.name]);
        await app.contentChanged();
      }
    });

    it('never caches answers that need a token', async () => {
      assert.equal((await get('/api/pages/getdraft/about')).statusCode, 401);
      const token = await tokenFor('Local');
      assert.equal((await get('/api/pages/getdraft/about', { authorization: `Bearer ${token}` })).statusCode, 200);
      assert.equal((await get('/api/pages/getdraft/about')).statusCode, 401);
    });
  });

  describe('newsletter', () => {
    it('POST /contacts/create stores an address once and checks it', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await post('/contacts/create', { email: 'Walker@Example.com' });
        assert.equal(response.statusCode, 200);
        assert.match(response.json().message, /Thanks/);
      }
      assert.equal((await ids(`select id from contacts where email = 'walker@example.com'`)).size, 1);
      const bad = await post('/contacts/create', { email: 'not-an-address' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().message, 'email: Invalid email address');
    });
  });
}
