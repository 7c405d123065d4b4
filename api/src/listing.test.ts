import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { contract } from '@valley/shared/api/contract';
import { MapBlockEntrySchema } from '@valley/shared/schemas/blocks';
import { pinsOf } from '@valley/shared/schemas/destination';
import { buildApp } from './app';
import type { Db } from './db/db';
import { PRIVATE_CACHE_CONTROL } from './http/cache';
import { CONTENT_CHECK_MS } from './http/content-version';
import { seededApp, TEST_API_URL } from './test-support/seeded-app';

// Budgets here are for the 1× seed; the bench measures the 10× one (SEED_SCALE=10, decision 032).
const context = await seededApp();
const { app, db } = context;
after(() => context.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const approvedCount = async () => Number((await db.query<{ n: number }>('select count(*)::int n from destinations where approved')).rows[0]?.n);
const gzipBytes = async (response: Awaited<ReturnType<typeof get>>) => {
  assert.equal(response.headers['content-encoding'], 'gzip');
  return response.rawPayload.length;
};

const CARD_FIELDS = ['address', 'bd_lowest_rate', 'city', 'id', 'location_latitude', 'location_longitude', 'main_img', 'name', 'slug', 'state', 'zip'];

describe('the destination listing answers light cards (issue 23, defect 15)', () => {
  it('lists every approved destination with only what its card and marker show', async () => {
    const response = await post('/destinations/search', { order: 'updated' });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Record<string, unknown>[];
    assert.equal(list.length, await approvedCount());
    for (const card of list) assert.deepEqual(Object.keys(card).toSorted(), CARD_FIELDS);
    const cave = contract.destinationsSearch.response.parse(list).find((card) => card.slug === 'penns-cave-and-wildlife-park');
    assert.equal(cave?.bd_lowest_rate, 24.95);
    assert.match(cave?.main_img ?? '', /^http:\/\/api\.test\/media\/destinations\//);
  });

  it('keeps the whole listing within 100 bytes gzip per destination (≤ 200 KB at ten times the valley), raw within 400', async () => {
    const count = await approvedCount();
    const gzip = await gzipBytes(await post('/destinations/search', { order: 'updated' }, { 'accept-encoding': 'gzip' }));
    const raw = (await post('/destinations/search', { order: 'updated' })).rawPayload.length;
    assert.ok(gzip <= count * 100, `${gzip} bytes gzip for ${count} destinations`);
    assert.ok(raw <= count * 400, `${raw} bytes raw for ${count} destinations`);
  });

  it('the drawer still finds the whole destination by the card id', async () => {
    const [card] = contract.destinationsSearch.response.parse((await post('/destinations/search', { name: "Penn's Cave" })).json());
    const whole = contract.destinationGet.response.parse((await get(`/destinations/get/${card!.id}`)).json());
    assert.equal(whole.slug, card!.slug);
    assert.ok(whole.content && whole.phone && whole.reservations_link && whole.d_gallery_images.length > 0);
  });

  it('category, experience and town pages list their destinations as cards', async () => {
    const answers = [
      (await get('/categories/get/lodging')).json(),
      (await get('/experiences/get/family-fun')).json(),
      (await get('/cities/get/state-college')).json(),
    ] as { destinations: Record<string, unknown>[] }[];
    for (const answer of answers) {
      assert.ok(answer.destinations.length > 1);
      for (const card of answer.destinations) assert.deepEqual(Object.keys(card).toSorted(), CARD_FIELDS);
    }
  });
});

describe('a map block of every destination (issue 23, defect 15)', () => {
  it("the home page's answer does not carry the valley: its map block asks for every destination instead", async () => {
    const response = await get('/page/get/headless-home', { 'accept-encoding': 'gzip' });
    const home = contract.page.response.parse(JSON.parse(gunzipSync(response.rawPayload).toString()));
    const map = (home.fields.home_blocks ?? []).find((block) => block.extension === 'map');
    const entry = MapBlockEntrySchema.parse(map?.entry);
    assert.equal(entry.all_destinations, true);
    assert.equal(entry.destinations.length, 0);
    assert.ok(entry.towns.length > 10);
    assert.ok((await gzipBytes(response)) <= 8 * 1024, `${response.rawPayload.length} bytes gzip`);
  });

  it('GET /destinations/markers answers every approved destination with a position, with its popup, by name', async () => {
    const response = await get('/destinations/markers');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
    const markers = contract.destinationMarkers.response.parse(response.json());
    const placed = Number(
      (
        await db.query<{ n: number }>(
          'select count(*)::int n from destinations where approved and location_latitude is not null and location_longitude is not null',
        )
      ).rows[0]?.n,
    );
    assert.equal(markers.length, placed);
    const names = markers.map((marker) => marker.name.toLowerCase());
    assert.deepEqual(
      names,
      names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const cave = markers.find((marker) => marker.slug === 'penns-cave-and-wildlife-park');
    assert.deepEqual(Object.keys(cave ?? {}).toSorted(), ['address', 'city', 'lat', 'lng', 'name', 'phone', 'slug', 'state', 'zip']);
    assert.ok(cave && cave.phone && cave.address && cave.zip && cave.lat > 40 && cave.lng < -77);
    const gzip = await gzipBytes(await get('/destinations/markers', { 'accept-encoding': 'gzip' }));
    assert.ok(gzip <= markers.length * 100, `${gzip} bytes gzip for ${markers.length} markers`);
  });
});

/** An app over the test database whose listing reads can be counted and held back. */
const watchedApp = async (hold?: Promise<void>) => {
  const reads = { count: 0 };
  const watched: Db = {
    kind: db.kind,
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      if (!/from destinations d/.test(sql)) return db.query<T>(sql, params);
      reads.count += 1;
      const result = await db.query<T>(sql, params);
      if (hold && reads.count === 1) await hold;
      return result;
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => Promise.resolve(),
  };
  return { other: await buildApp({ db: watched, config: { corsOrigins: [], publicApiUrl: TEST_API_URL } }), reads };
};
/** A promise opened from outside: holds a read until the test says. */
function gate() {
  let open: (() => void) | undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open: () => open?.() };
}
const search = (target: Awaited<ReturnType<typeof watchedApp>>['other']) =>
  target.inject({ method: 'POST', url: '/destinations/search', payload: { order: 'name' }, headers: { 'accept-encoding': 'gzip' } });

describe("a listing's map takes pins and its cards come a page at a time (issue 26, decision 047)", () => {
  const body = { categories: [], order: 'name' } as const;
  const filtered = { name: 'inn', order: 'name' } as const;

  it('pins: every match, in the search order, as columns of id, slug, name and position, in a third of the cards’ bytes', async () => {
    const cards = contract.destinationsSearch.response.parse((await post('/destinations/search', filtered)).json());
    const response = await post('/destinations/search/pins', filtered);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(Object.keys(response.json()).toSorted(), ['id', 'lat', 'lng', 'name', 'slug']);
    const pins = pinsOf(contract.destinationsSearchPins.response.parse(response.json()));
    assert.ok(pins.length > 1);
    assert.deepEqual(
      pins,
      cards.map(({ id, slug, name, location_latitude, location_longitude }) => ({ id, slug, name, location_latitude, location_longitude })),
    );
    const all = { order: 'updated' } as const;
    const [pinBytes, cardBytes] = [
      (await post('/destinations/search/pins', all)).rawPayload.length,
      (await post('/destinations/search', all)).rawPayload.length,
    ];
    assert.ok(pinBytes * 3 <= cardBytes, `${pinBytes} bytes of pins against ${cardBytes} of cards`);
  });

  it('pages: 24 cards by default, the next page follows on, the count is of every match', async () => {
    const every = contract.destinationsSearch.response.parse((await post('/destinations/search', { order: 'name' })).json());
    const first = contract.destinationsSearchPage.response.parse((await post('/destinations/search/page', { ...body, page: 1 })).json());
    const second = contract.destinationsSearchPage.response.parse((await post('/destinations/search/page', { ...body, page: 2 })).json());
    assert.equal(first.data.length, 24);
    assert.deepEqual([...first.data, ...second.data], every.slice(0, 48));
    assert.deepEqual(first.pagination, {
      current_page: 1,
      per_page: 24,
      total: every.length,
      last_page: Math.ceil(every.length / 24),
      from: 1,
      to: 24,
      has_more_pages: true,
    });
    const past = contract.destinationsSearchPage.response.parse((await post('/destinations/search/page', { ...body, page: 99 })).json());
    assert.deepEqual([past.data, past.pagination.total, past.pagination.has_more_pages], [[], every.length, false]);
    const few = contract.destinationsSearchPage.response.parse((await post('/destinations/search/page', { ...filtered, page: 1, limit: 2 })).json());
    assert.deepEqual([few.data.length, few.pagination.per_page], [2, 2]);
  });

  it('a bad page or limit is a 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ page: 0 }, 'page'],
      [{ page: 1, limit: 500 }, 'limit'],
      [{}, 'page'],
    ] as const) {
      const response = await post('/destinations/search/page', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, new RegExp(field));
    }
    assert.equal((await post('/destinations/search/pins', { page: 1 })).statusCode, 400, 'the pins are every match: no page');
  });
});

describe('compressed answers are cached beside the JSON (issue 23, defect 15)', () => {
  it('compresses a cached answer once per encoding and sends the same bytes and ETag again', async () => {
    await app.contentChanged();
    const url = '/categories/get/lodging';
    const plain = await get(url);
    const { bytes: jsonOnly } = app.responseCache.size;
    assert.ok(jsonOnly >= plain.rawPayload.length);
    const first = await get(url, { 'accept-encoding': 'gzip' });
    assert.equal(first.headers['content-encoding'], 'gzip');
    assert.match(String(first.headers.vary), /accept-encoding/i);
    assert.equal(app.responseCache.size.bytes, jsonOnly + first.rawPayload.length, 'the gzip bytes are kept beside the JSON');
    const second = await get(url, { 'accept-encoding': 'gzip' });
    assert.deepEqual(second.rawPayload, first.rawPayload);
    assert.equal(app.responseCache.size.bytes, jsonOnly + first.rawPayload.length, 'and not made again');
    assert.equal(gunzipSync(second.rawPayload).toString(), plain.payload);
    assert.equal(second.headers.etag, plain.headers.etag, 'one ETag, compressed or not');
    const brotli = await get(url, { 'accept-encoding': 'br, gzip' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.ok(app.responseCache.size.bytes > jsonOnly + first.rawPayload.length, 'brotli is kept too');
    const notModified = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.rawPayload.length, 0);
    assert.equal(notModified.headers['content-encoding'], undefined);
  });

  it('concurrent requests for an answer not yet cached read the database once', async () => {
    // The first read takes a while (as a real database under load does), so the others arrive meanwhile.
    const { other, reads } = await watchedApp(new Promise<void>((resolve) => setTimeout(resolve, 200)));
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => search(other)));
      assert.ok(answers.every((answer) => answer.statusCode === 200 && answer.rawPayload.equals(answers[0]!.rawPayload)));
      assert.equal(reads.count, 1);
    } finally {
      await other.close();
    }
  });

  it('an answer read before a content change is not kept after it', async () => {
    const held = gate();
    const { other, reads } = await watchedApp(held.promise);
    const row = (await db.query<{ id: number; name: string }>('select id, name from destinations where approved order by id limit 1')).rows[0]!;
    try {
      const pending = search(other);
      while (reads.count === 0) await new Promise((resolve) => setImmediate(resolve));
      await db.query('update destinations set name = $2 where id = $1', [row.id, `${row.name} (renamed)`]);
      await other.contentChanged();
      held.open();
      assert.equal((await pending).statusCode, 200);
      const again = JSON.parse(gunzipSync((await search(other)).rawPayload).toString()) as { name: string }[];
      assert.ok(
        again.some((card) => card.name === `${row.name} (renamed)`),
        'the answer read before the change was not cached',
      );
    } finally {
      await db.query('update destinations set name = $2 where id = $1', [row.id, row.name]);
      await other.close();
    }
  });
});

describe('a publish on one instance reaches every instance within a second (decision 111)', () => {
  it('another instance drops its cached answer once it sees the content version move; the version itself is never cached', async () => {
    const { other } = await watchedApp();
    const row = (await db.query<{ id: number; name: string }>('select id, name from destinations where approved order by id limit 1')).rows[0]!;
    const names = async () => (JSON.parse(gunzipSync((await search(other)).rawPayload).toString()) as { name: string }[]).map((card) => card.name);
    try {
      const before = contract.contentVersion.response.parse((await get('/content/version')).json());
      assert.ok((await names()).includes(row.name), 'the other instance has cached the answer');
      await db.query('update destinations set name = $2 where id = $1', [row.id, `${row.name} (renamed)`]);
      // The publish happens on this instance: the other one is not told, it finds out.
      await app.contentChanged();
      const after = await get('/content/version');
      assert.equal(after.headers['cache-control'], PRIVATE_CACHE_CONTROL);
      assert.equal(contract.contentVersion.response.parse(after.json()).version, before.version + 1);
      // Well inside the answers' 10 s lifetime: only the version check can have dropped the cached one.
      await new Promise((resolve) => setTimeout(resolve, CONTENT_CHECK_MS + 100));
      assert.ok((await names()).includes(`${row.name} (renamed)`), 'the other instance answers the published change');
    } finally {
      await db.query('update destinations set name = $2 where id = $1', [row.id, row.name]);
      await app.contentChanged();
      await other.close();
    }
  });
});
