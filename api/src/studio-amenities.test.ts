import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import { STUDIO_AMENITY_MESSAGES } from '@valley/shared/schemas/studio-amenities';
import { destinationKind } from './members/kinds';
import { seededApp, type TestContext } from './test-support/seeded-app';
import { studioTokens } from './test-support/studio-tokens';

// Amenities in the studio (issue 45, decision 127): added, renamed, retired and brought back at once by publishers and the Board.
const context: TestContext = await seededApp();
after(() => context.close());

const tokens = { board: '', local: '' };
const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const amenities = async () => contract.studioAmenities.response.parse((await call('board', 'GET', '/api/studio/amenities')).json());
const offered = async () =>
  contract.amenitiesList.response.parse((await context.app.inject({ method: 'POST', url: '/amenities/list', payload: {} })).json()).map((item) => item.name);
const shown = async (slug: string) =>
  contract.destinationGet.response
    .parse((await context.app.inject({ method: 'GET', url: `/destinations/get/${slug}` })).json())
    .d_amenities.map((item: { name: string }) => item.name);

/** An approved destination with at least one amenity, and its first. */
let listing = { id: 0, slug: '', amenityId: 0, amenity: '' };

before(async () => {
  Object.assign(tokens, await studioTokens(context.db));
  const { rows: found } = await context.db.query<{ id: number; slug: string; amenity_id: number; name: string }>(
    `select d.id, d.slug, a.id as amenity_id, a.name from destinations d join destination_amenities l on l.destination_id = d.id
       join amenities a on a.id = l.amenity_id where d.approved order by d.id, l.position limit 1`,
  );
  listing = { id: found[0]!.id, slug: found[0]!.slug, amenityId: found[0]!.amenity_id, amenity: found[0]!.name };
});

describe('amenities in the studio', () => {
  it('are the studio’s: 401 signed out, 403 for a member without a role', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/studio/amenities', undefined],
      ['POST', '/api/studio/amenities/create', { name: 'Bike valet' }],
      ['POST', '/api/studio/amenities/rename', { id: 1, name: 'Bike valet' }],
      ['POST', '/api/studio/amenities/retire', { id: 1 }],
      ['POST', '/api/studio/amenities/reinstate', { id: 1 }],
    ] as const) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} signed out`);
      assert.equal((await call('local', method, url, body)).statusCode, 403, `${method} ${url} as a member`);
    }
  });

  it('lists every amenity with the listings on the site that have it', async () => {
    const list = await amenities();
    const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from amenities');
    assert.equal(list.length, rows[0]!.count);
    const used = list.find((item) => item.id === listing.amenityId)!;
    assert.equal(used.status, 'live');
    assert.ok(used.listings >= 1);
  });

  it('adds one partners can tick at once; a name another has, in any case, is refused under the field', async () => {
    const added = await call('board', 'POST', '/api/studio/amenities/create', { name: ' Bike valet ' });
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(contract.studioAmenityCreate.response.parse(added.json()), { id: added.json().id, name: 'Bike valet', listings: 0, status: 'live' });
    assert.ok((await offered()).includes('Bike valet'));
    const twice = await call('board', 'POST', '/api/studio/amenities/create', { name: 'BIKE VALET' });
    assert.equal(twice.statusCode, 400);
    assert.equal(twice.json().message, `name: ${STUDIO_AMENITY_MESSAGES.taken}`);
    const empty = await call('board', 'POST', '/api/studio/amenities/create', { name: '  ' });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().message, new RegExp(STUDIO_AMENITY_MESSAGES.name));
  });

  it('renames one on every listing that has it; another’s name is refused; an unknown one is 404', async () => {
    const renamed = await call('board', 'POST', '/api/studio/amenities/rename', { id: listing.amenityId, name: `${listing.amenity} (on site)` });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.ok((await shown(listing.slug)).includes(`${listing.amenity} (on site)`));
    const taken = await call('board', 'POST', '/api/studio/amenities/rename', { id: listing.amenityId, name: 'bike valet' });
    assert.equal(taken.statusCode, 400);
    assert.equal((await call('board', 'POST', '/api/studio/amenities/rename', { id: 2_000_000_000, name: 'Nothing' })).statusCode, 404);
    await call('board', 'POST', '/api/studio/amenities/rename', { id: listing.amenityId, name: listing.amenity });
  });

  it('retired, it leaves the member forms and the listings’ pages; a partner’s save keeps the tick; brought back, it shows again', async () => {
    const retired = await call('board', 'POST', '/api/studio/amenities/retire', { id: listing.amenityId });
    assert.equal(retired.statusCode, 200, retired.body);
    assert.equal(contract.studioAmenityRetire.response.parse(retired.json()).status, 'retired');
    assert.ok(!(await offered()).includes(listing.amenity));
    assert.ok(!(await shown(listing.slug)).includes(listing.amenity));
    assert.equal((await amenities()).at(-1)?.id, listing.amenityId, 'retired ones are listed last');

    // The partner's form neither shows nor sends it, and saving keeps it for when it comes back.
    const doc = await destinationKind.load(context.db, listing.id);
    assert.ok(!doc.amenities.includes(listing.amenityId));
    await destinationKind.write(context.db, listing.id, doc);
    const { rows } = await context.db.query('select 1 from destination_amenities where destination_id = $1 and amenity_id = $2', [
      listing.id,
      listing.amenityId,
    ]);
    assert.equal(rows.length, 1);

    // A draft sent before it was retired still names it: approving that draft keeps the one tick.
    await destinationKind.write(context.db, listing.id, { ...doc, amenities: [...doc.amenities, listing.amenityId] });
    const { rows: ticks } = await context.db.query('select 1 from destination_amenities where destination_id = $1 and amenity_id = $2', [
      listing.id,
      listing.amenityId,
    ]);
    assert.equal(ticks.length, 1);

    const back = await call('board', 'POST', '/api/studio/amenities/reinstate', { id: listing.amenityId });
    assert.equal(contract.studioAmenityReinstate.response.parse(back.json()).status, 'live');
    assert.ok((await shown(listing.slug)).includes(listing.amenity));
    assert.ok((await offered()).includes(listing.amenity));
  });

  it('every change is in the audit log', async () => {
    const audit = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=amenity')).json());
    assert.deepEqual(
      audit.entries.map((entry) => entry.action),
      ['Brought back', 'Retired', 'Renamed', 'Renamed', 'Added'],
    );
  });

  it('a retired category is off a partner’s form and kept through their save in the same way', async () => {
    const { rows } = await context.db.query<{ category_id: number }>(
      'select category_id from destination_category_links where destination_id = $1 order by position limit 1',
      [listing.id],
    );
    const category = rows[0]!.category_id;
    await context.db.query('update destination_categories set approved = false where id = $1', [category]);
    try {
      const doc = await destinationKind.load(context.db, listing.id);
      assert.ok(!doc.categories.includes(category));
      await destinationKind.write(context.db, listing.id, doc);
      const kept = await context.db.query('select 1 from destination_category_links where destination_id = $1 and category_id = $2', [listing.id, category]);
      assert.equal(kept.rows.length, 1);
    } finally {
      await context.db.query('update destination_categories set approved = true where id = $1', [category]);
    }
  });
});
