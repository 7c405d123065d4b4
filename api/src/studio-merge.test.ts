import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import { STUDIO_PLACE_MESSAGES } from '@valley/shared/schemas/studio-places';
import { seededApp, type TestContext } from './test-support/seeded-app';
import { studioTokens } from './test-support/studio-tokens';

// Merging a place into another (issue 45, decision 129): its listings are filed under the other, its address answers 301 there, and
// it is gone.
const context: TestContext = await seededApp();
after(() => context.close());

const tokens = { board: '', local: '' };
const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const count = async (sql: string, params: unknown[]) => (await context.db.query<{ count: number }>(sql, params)).rows[0]!.count;

before(async () => {
  Object.assign(tokens, await studioTokens(context.db));
});

describe('merging places', () => {
  it('files a category’s listings under the other once each, answers its address with 301 there, and deletes it', async () => {
    const { rows } = await context.db.query<{ id: number; slug: string; name: string }>(
      `select c.id, c.slug, c.name from destination_categories c where c.approved
          and exists (select 1 from destination_category_links l where l.category_id = c.id) order by c.id limit 2`,
    );
    const [from, into] = rows as [(typeof rows)[0], (typeof rows)[0]];
    // One listing filed under both keeps a single link.
    const { rows: shared } = await context.db.query<{ destination_id: number }>(
      'select destination_id from destination_category_links where category_id = $1 limit 1',
      [from.id],
    );
    const both = shared[0]!.destination_id;
    await context.db.query('insert into destination_category_links (destination_id, category_id, position) values ($1, $2, 9) on conflict do nothing', [
      both,
      into.id,
    ]);
    const listings = await count('select count(distinct destination_id)::int as count from destination_category_links where category_id = any($1::int[])', [
      [from.id, into.id],
    ]);

    assert.equal((await call('local', 'POST', '/api/studio/places/categories/merge', { id: from.id, into: into.id })).statusCode, 403);
    const merged = await call('board', 'POST', '/api/studio/places/categories/merge', { id: from.id, into: into.id });
    assert.equal(merged.statusCode, 200, merged.body);
    const answer = contract.studioCategoryMerge.response.parse(merged.json());
    assert.deepEqual([answer.id, answer.merged], [into.id, { id: from.id, name: from.name }]);

    assert.equal(await count('select count(*)::int as count from destination_category_links where category_id = $1', [into.id]), listings);
    assert.equal(
      await count('select count(*)::int as count from destination_category_links where destination_id = $1 and category_id = $2', [both, into.id]),
      1,
    );
    assert.equal(await count('select count(*)::int as count from destination_categories where id = $1', [from.id]), 0);
    assert.deepEqual((await call(null, 'GET', `/moved?path=/c/${from.slug}`)).json(), { location: `/c/${into.slug}` });
    assert.equal((await call('board', 'GET', `/api/studio/places/categories/${from.id}`)).statusCode, 404);
    const audit = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=category')).json());
    assert.deepEqual([audit.entries[0]?.action, audit.entries[0]?.label], [`Merged ${from.name} into`, into.name]);
  });

  it('refuses a merge into itself, into a place off the site, and of a place that is not there', async () => {
    const { rows } = await context.db.query<{ id: number }>('select id from towns where approved order by id limit 2');
    const [a, b] = rows.map((row) => row.id) as [number, number];
    const self = await call('board', 'POST', '/api/studio/places/towns/merge', { id: a, into: a });
    assert.equal(self.json().message, `into: ${STUDIO_PLACE_MESSAGES.mergeSelf}`);
    await context.db.query('update towns set approved = false where id = $1', [b]);
    const retired = await call('board', 'POST', '/api/studio/places/towns/merge', { id: a, into: b });
    assert.equal(retired.json().message, `into: ${STUDIO_PLACE_MESSAGES.mergeInto}`);
    const unknown = await call('board', 'POST', '/api/studio/places/towns/merge', { id: a, into: 2_000_000_000 });
    assert.equal(unknown.json().message, `into: ${STUDIO_PLACE_MESSAGES.mergeInto}`);
    assert.equal((await call('board', 'POST', '/api/studio/places/towns/merge', { id: 2_000_000_000, into: a })).statusCode, 404);
    await context.db.query('update towns set approved = true where id = $1', [b]);
  });

  it('a town’s destinations move to the other town', async () => {
    const { rows } = await context.db.query<{ id: number; slug: string }>(
      `select t.id, t.slug from towns t where t.approved and exists (select 1 from destinations d where d.town_id = t.id) order by t.id limit 2`,
    );
    const [from, into] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const moving = await count('select count(*)::int as count from destinations where town_id = $1', [from.id]);
    const staying = await count('select count(*)::int as count from destinations where town_id = $1', [into.id]);
    const merged = await call('board', 'POST', '/api/studio/places/towns/merge', { id: from.id, into: into.id });
    assert.equal(merged.statusCode, 200, merged.body);
    assert.equal(await count('select count(*)::int as count from destinations where town_id = $1', [into.id]), moving + staying);
    assert.deepEqual((await call(null, 'GET', `/moved?path=/towns/${from.slug}`)).json(), { location: `/towns/${into.slug}` });
  });

  it('the pages’ links follow: a block’s link, an href in rich text and a draft’s, not a longer address (decision 130)', async () => {
    const { rows } = await context.db.query<{ id: number; slug: string }>('select id, slug from experiences where approved order by id desc limit 2');
    const [from, into] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const old = `/experiences/${from.slug}`;
    const blocks = [
      { id: 1, extension: 'cta', title: 'Go', img: null, entry: { link: `${old}?ref=home`, button_text: 'Go' } },
      { id: 2, extension: 'content', title: null, img: null, entry: { content: `<p><a href="${old}">there</a> and <a href="${old}-more">not</a></p>` } },
    ];
    const { rows: made } = await context.db.query<{ id: number }>(
      `insert into pages (path, slug, title, content_blocks, draft) values ('plan/links', 'links', 'Links', $1::jsonb, $2::jsonb) returning id`,
      [JSON.stringify(blocks), JSON.stringify({ blocks: [{ entry: { link: old } }] })],
    );
    const merged = await call('board', 'POST', '/api/studio/places/experiences/merge', { id: from.id, into: into.id });
    assert.equal(merged.statusCode, 200, merged.body);
    const { rows: page } = await context.db.query<{ content_blocks: typeof blocks; draft: { blocks: { entry: { link: string } }[] } }>(
      'select content_blocks, draft from pages where id = $1',
      [made[0]!.id],
    );
    const now = `/experiences/${into.slug}`;
    assert.equal(page[0]!.content_blocks[0]!.entry.link, `${now}?ref=home`);
    assert.equal(page[0]!.content_blocks[1]!.entry.content, `<p><a href="${now}">there</a> and <a href="${old}-more">not</a></p>`);
    assert.equal(page[0]!.draft.blocks[0]!.entry.link, now);
  });
  it('blocks naming a place by id follow its merge: the events blocks’ event categories and the meetings block’s categories, each once (decision 131)', async () => {
    const { rows } = await context.db.query<{ id: number }>('select id from event_categories where approved order by id limit 3');
    const [from, into, other] = rows.map((row) => row.id) as [number, number, number];
    const { rows: venues } = await context.db.query<{ id: number }>('select id from destination_categories where approved order by id desc limit 2');
    const [venue, hall] = venues.map((row) => row.id) as [number, number];
    const blocks = [
      { id: 1, extension: 'events', title: 'Upcoming', img: null, entry: { categories: [from, other, into], limit: 50 } },
      { id: 2, extension: 'meetings', title: 'Meet', img: null, entry: { categories: [venue, from] } },
    ];
    const draft = { blocks: [{ extension: 'events_slider', entry: { categories: [String(from)] } }] };
    const { rows: made } = await context.db.query<{ id: number }>(
      `insert into pages (path, slug, title, content_blocks, draft) values ('plan/by-id', 'by-id', 'By id', $1::jsonb, $2::jsonb) returning id`,
      [JSON.stringify(blocks), JSON.stringify(draft)],
    );
    const read = async () =>
      (await context.db.query<{ content_blocks: typeof blocks; draft: typeof draft }>('select content_blocks, draft from pages where id = $1', [made[0]!.id]))
        .rows[0]!;

    const usedBy = async (segment: string, id: number) =>
      ((await call('board', 'GET', `/api/studio/places/${segment}/${id}`)).json() as { used_by: { pages: { title: string }[] } }).used_by.pages.map(
        (page) => page.title,
      );
    assert.ok((await usedBy('event-categories', from)).includes('By id'), 'a block naming it by id is a use of it');
    assert.ok((await usedBy('categories', venue)).includes('By id'));
    assert.ok(!(await usedBy('categories', hall)).includes('By id'), 'nor a category the blocks do not name');

    assert.equal((await call('board', 'POST', '/api/studio/places/event-categories/merge', { id: from, into })).statusCode, 200);
    let page = await read();
    assert.deepEqual(page.content_blocks[0]!.entry.categories, [into, other]);
    assert.deepEqual(page.content_blocks[1]!.entry.categories, [venue, from], 'a destination category of the same id is another place');
    assert.deepEqual(page.draft.blocks[0]!.entry.categories, [into]);

    assert.equal((await call('board', 'POST', '/api/studio/places/categories/merge', { id: venue, into: hall })).statusCode, 200);
    page = await read();
    assert.deepEqual(page.content_blocks[1]!.entry.categories, [hall, from]);
    assert.deepEqual(page.content_blocks[0]!.entry.categories, [into, other]);
  });

  it('a map’s town markers follow: a renamed town’s takes its name and address, a merged town’s becomes the other town’s, once (decision 131)', async () => {
    const { rows } = await context.db.query<{ id: number; slug: string; name: string; lat: number; lng: number }>(
      `select id, slug, name, location_latitude as lat, location_longitude as lng from towns
        where approved and location_latitude is not null order by id desc limit 3`,
    );
    const [from, into, renamed] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const marker = (town: (typeof rows)[0]) => ({ name: town.name, slug: town.slug, lat: town.lat, lng: town.lng, address: null });
    const blocks = [
      { id: 1, extension: 'map', title: 'Both', img: null, entry: { zoom: 10, towns: [marker(from), marker(into), marker(renamed)] } },
      { id: 2, extension: 'map', title: 'One', img: null, entry: { zoom: 10, towns: [{ ...marker(from), lat: 1, lng: 1 }] } },
    ];
    const { rows: made } = await context.db.query<{ id: number }>(
      `insert into pages (path, slug, title, content_blocks) values ('plan/maps', 'maps', 'Maps', $1::jsonb) returning id`,
      [JSON.stringify(blocks)],
    );
    const towns = async () =>
      (await context.db.query<{ content_blocks: typeof blocks }>('select content_blocks from pages where id = $1', [made[0]!.id])).rows[0]!.content_blocks.map(
        (block) => block.entry.towns,
      );

    const pagesUsing = async (id: number) =>
      contract.studioTown.response.parse((await call('board', 'GET', `/api/studio/places/towns/${id}`)).json()).used_by.pages.map((page) => page.title);
    assert.ok((await pagesUsing(renamed.id)).includes('Maps'), 'a map showing its marker is a use of it');
    const studioTown = async () => contract.studioTown.response.parse((await call('board', 'GET', `/api/studio/places/towns/${renamed.id}`)).json());
    const { live, revision } = await studioTown();
    const drafted = await call('board', 'POST', '/api/studio/places/towns/draft', {
      id: renamed.id,
      base_revision: revision,
      town: { ...live, name: `${live.name} Borough`, slug: `${live.slug}-borough` },
    });
    assert.equal(drafted.statusCode, 200, drafted.body);
    assert.equal((await call('board', 'POST', '/api/studio/places/towns/publish', { id: renamed.id })).statusCode, 200);
    assert.deepEqual(
      (await towns())[0]![2],
      { ...marker(renamed), name: `${live.name} Borough`, slug: `${live.slug}-borough` },
      'the marker keeps its place on the map',
    );

    assert.equal((await call('board', 'POST', '/api/studio/places/towns/merge', { id: from.id, into: into.id })).statusCode, 200);
    const [both, one] = await towns();
    assert.deepEqual(
      both!.map((town) => town.slug),
      [into.slug, `${renamed.slug}-borough`],
    );
    assert.deepEqual(one, [{ ...marker(into), address: null }], 'the other town’s name, address and place on the map');
  });
});
