import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addMonths, dayKeyOf, instantAt } from '@valley/shared/time';
import { buildApp } from './app';
import { issueAccessToken } from './auth/tokens';
import { DEFAULT_MEDIA_DIR } from './media/store';
import { confirmedSince, freshnessOf, remindUnconfirmed } from './members/freshness';
import { TEST_API_URL, TEST_ORIGIN } from './test-support/seeded-app';
import { testPglite } from './test-support/templates';

// Freshness (decision 090): a listing unconfirmed for 12 months leaves listings, search and maps, its page marked, until its owner
// says "Still accurate" or the board approves an edit; owners are mailed at 6 and 11 months, once each. The clock is the app's seam.

const db = await testPglite('seeded');
let current = new Date();
const app = await buildApp({
  db,
  config: { corsOrigins: [TEST_ORIGIN], publicApiUrl: TEST_API_URL, mediaDir: DEFAULT_MEDIA_DIR },
  clock: () => new Date(current),
});
after(async () => {
  await app.close();
  await db.close();
});

/** Now plus whole New York months (a listing's age), at noon. */
const monthsFrom = (start: Date, months: number) => instantAt(addMonths(dayKeyOf(start), months), 12);

type Who = 'owner' | 'other' | 'board';
const tokens = {} as Record<Who, string>;
const call = async (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & Record<string, never> };
};
const ok = async <T>(who: Who | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
  const { status, body } = await call(who, method, url, payload);
  assert.equal(status, 200, `${method} ${url}: ${JSON.stringify(body).slice(0, 300)}`);
  return body as T;
};

let listing = { id: 0, slug: '', name: '', town_id: 0, category: '', town: '', owner_email: '', owner_id: 0 };
/** Moves the app's clock; the owner signs in again then (a session does not outlive months of idleness). */
async function clockAt(at: Date) {
  current = at;
  tokens.owner = (await issueAccessToken(db, listing.owner_id, at)).token;
}

before(async () => {
  const { rows } = await db.query<typeof listing>(
    `select d.id, d.slug, d.name, d.town_id, d.owner_id, u.email as owner_email, t.name as town,
            (select c.name from destination_category_links l join destination_categories c on c.id = l.category_id
              where l.destination_id = d.id order by l.position limit 1) as category
       from destinations d join users u on u.id = d.owner_id join towns t on t.id = d.town_id
      where d.approved and d.location_latitude is not null order by d.id limit 1`,
  );
  const row = rows[0];
  assert.ok(row, 'a seeded listing with an owner');
  listing = row;
  tokens.owner = (await issueAccessToken(db, row.owner_id)).token;
  const other = await db.query<{ id: number }>(`select id from users where role = 'Destination' and id <> $1 order by id limit 1`, [row.owner_id]);
  const board = await db.query<{ id: number }>(`select id from users where role = 'Board' order by id limit 1`);
  tokens.other = (await issueAccessToken(db, Number(other.rows[0]?.id))).token;
  tokens.board = (await issueAccessToken(db, Number(board.rows[0]?.id))).token;
});

/** Sets the listing's last confirmation, as if it had been made then. */
async function confirmedAt(at: Date) {
  await db.query('update destinations set last_confirmed_at = $2, freshness_reminded = 0 where id = $1', [listing.id, at]);
  await app.contentChanged();
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);
/** Where a visitor could find the listing without its address: each public list, search and map. */
async function whereListed(): Promise<string[]> {
  const found: string[] = [];
  if (ids(await ok<{ id: number }[]>(null, 'POST', '/destinations/search', { name: listing.name })).includes(listing.id)) found.push('search');
  const page = await ok<{ data: { id: number }[] }>(null, 'POST', '/destinations/search/page', { page: 1, limit: 100, name: listing.name });
  if (ids(page.data).includes(listing.id)) found.push('listing');
  if ((await ok<{ id: number[] }>(null, 'POST', '/destinations/search/pins', {})).id.includes(listing.id)) found.push('listing map');
  if ((await ok<{ slug: string }[]>(null, 'GET', '/destinations/markers')).some((marker) => marker.slug === listing.slug)) found.push('map block');
  if (ids((await ok<{ destinations: { id: number }[] }>(null, 'GET', `/cities/get/${listing.town_id}`)).destinations).includes(listing.id)) found.push('town');
  return found;
}
const EVERYWHERE = ['search', 'listing', 'listing map', 'map block', 'town'];

const myListing = async () => {
  const mine = await ok<{ id: number; freshness: ReturnType<typeof freshnessOf> | null }[]>('owner', 'GET', '/api/destinations/user');
  const own = mine.find((item) => item.id === listing.id);
  assert.ok(own);
  return own;
};
const freshnessMails = async () =>
  (
    await db.query<{ subject: string; text_body: string }>(
      `select subject, text_body from outbox where kind = 'listing-freshness' and to_address = $1 order by id`,
      [listing.owner_email],
    )
  ).rows;

describe('freshness of listings', () => {
  it('counts a listing hidden from the day its 12 months are up, in New York days', () => {
    const confirmed = new Date('2025-11-29T04:30:00Z'); // 11:30 PM on November 28 in New York
    // 11:59 PM on November 27, then midnight in New York.
    assert.deepEqual(freshnessOf(confirmed, new Date('2026-11-28T04:59:00Z')), { confirmed_on: '2025-11-28', state: 'due', hidden_from: '2026-11-28' });
    assert.equal(freshnessOf(confirmed, new Date('2026-11-28T05:00:00Z')).state, 'hidden');
    assert.equal(freshnessOf(confirmed, new Date('2026-05-28T12:00:00Z')).state, 'due');
    assert.equal(freshnessOf(confirmed, new Date('2026-05-27T12:00:00Z')).state, 'fresh');
    // A confirmation on February 29 is 12 months old on the next February 28, and the lists agree with the dashboard.
    const leap = instantAt('2028-02-29', 10);
    assert.equal(freshnessOf(leap, instantAt('2029-02-28', 0)).state, 'hidden');
    assert.ok(leap < confirmedSince(instantAt('2029-02-28', 0), 12));
    assert.ok(leap >= confirmedSince(instantAt('2029-02-27', 23), 12));
  });

  it('keeps every seeded listing fresh: nothing is hidden or due on the seed day', async () => {
    const report = await ok<{ due: number; hidden: number; groups: unknown[] }>('board', 'GET', '/api/destinations/stale');
    assert.deepEqual(report, { due: 0, hidden: 0, groups: [] });
    assert.deepEqual(await whereListed(), EVERYWHERE);
    assert.equal((await myListing()).freshness?.state, 'fresh');
  });

  it('hides a listing last confirmed 13 months ago from lists, search and maps; its page answers, marked', async () => {
    await confirmedAt(monthsFrom(current, -13));
    assert.deepEqual(await whereListed(), []);
    const page = await ok<{ name: string; recently_confirmed: boolean }>(null, 'GET', `/destinations/get/${listing.slug}`);
    assert.equal(page.name, listing.name);
    assert.equal(page.recently_confirmed, false);
    const neighbour = await ok<{ recently_confirmed: boolean }>(null, 'GET', `/destinations/get/${listing.id + 1}`);
    assert.equal(neighbour.recently_confirmed, true);
    const own = await myListing();
    assert.equal(own.freshness?.state, 'hidden');
    assert.equal(own.freshness?.hidden_from, addMonths(own.freshness?.confirmed_on ?? '', 12));
  });

  it('shows the board the stale listings by town and category; nobody else sees the report', async () => {
    await confirmedAt(monthsFrom(current, -13));
    const report = await ok<{
      due: number;
      hidden: number;
      groups: { town: string; category: string; hidden: number; listings: { id: number; owner: string | null }[] }[];
    }>('board', 'GET', '/api/destinations/stale');
    assert.equal(report.hidden, 1);
    assert.deepEqual(
      report.groups.map(({ town, category, hidden, listings }) => ({ town, category, hidden, ids: listings.map((item) => item.id) })),
      [{ town: listing.town, category: listing.category, hidden: 1, ids: [listing.id] }],
    );
    assert.ok(report.groups[0]?.listings[0]?.owner);
    assert.equal((await call('owner', 'GET', '/api/destinations/stale')).status, 403);
  });

  it('"Still accurate" from the owner lists it again at once; another member cannot say it', async () => {
    await confirmedAt(monthsFrom(current, -13));
    assert.equal((await call('other', 'POST', '/api/destinations/confirm', { id: listing.id })).status, 404);
    assert.deepEqual(await whereListed(), []);
    const answer = await ok<{ message: string; freshness: { state: string; confirmed_on: string } }>('owner', 'POST', '/api/destinations/confirm', {
      id: listing.id,
    });
    assert.equal(answer.message, `Confirmed: ${listing.name}`);
    assert.deepEqual(answer.freshness, freshnessOf(current, current));
    assert.deepEqual(await whereListed(), EVERYWHERE);
    assert.equal((await ok<{ recently_confirmed: boolean }>(null, 'GET', `/destinations/get/${listing.slug}`)).recently_confirmed, true);
  });

  it('an approved edit confirms the listing too', async () => {
    await confirmedAt(monthsFrom(current, -13));
    // An edit waiting for the board (one that changes nothing): approving it publishes it and confirms the listing.
    await db.query(`update destinations set draft = '{}'::jsonb, review_status = 'pending' where id = $1`, [listing.id]);
    await ok('board', 'POST', '/api/review/approve', { kind: 'destination', id: listing.id });
    assert.equal((await myListing()).freshness?.state, 'fresh');
    assert.deepEqual(await whereListed(), EVERYWHERE);
  });

  it('mails the owner at 6 and at 11 months, once each, and hides the listing at 12 (the clock moved, not waited)', async () => {
    const start = current;
    // All of the owner's listings confirmed now, so the mails are about this one's age alone.
    await db.query(
      'update destinations set last_confirmed_at = $2, freshness_reminded = 0 where owner_id = (select owner_id from destinations where id = $1)',
      [listing.id, start],
    );
    const sentBefore = (await freshnessMails()).length;
    try {
      await clockAt(new Date(instantAt(addMonths(dayKeyOf(start), 6), 0).getTime() - 1));
      await remindUnconfirmed(db, current, 'https://valley.example');
      assert.equal((await freshnessMails()).length, sentBefore, 'nothing before 6 months');
      assert.equal((await myListing()).freshness?.state, 'fresh');

      await clockAt(monthsFrom(start, 6));
      assert.equal((await myListing()).freshness?.state, 'due');
      await remindUnconfirmed(db, current, 'https://valley.example');
      await remindUnconfirmed(db, current, 'https://valley.example');
      const sixth = await freshnessMails();
      assert.equal(sixth.length, sentBefore + 1, 'one mail at 6 months, however often the check runs');
      assert.match(sixth.at(-1)?.text_body ?? '', new RegExp(`“${listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”, last confirmed`));
      assert.match(sixth.at(-1)?.text_body ?? '', /Still accurate/);
      assert.match(sixth.at(-1)?.text_body ?? '', /https:\/\/valley\.example\/profile\?tab=destinations/);
      assert.deepEqual(await whereListed(), EVERYWHERE, 'still listed while due');

      await clockAt(monthsFrom(start, 11));
      await remindUnconfirmed(db, current, 'https://valley.example');
      await remindUnconfirmed(db, current, 'https://valley.example');
      assert.equal((await freshnessMails()).length, sentBefore + 2, 'one more at 11 months');

      await clockAt(monthsFrom(start, 12));
      await app.contentChanged();
      assert.deepEqual(await whereListed(), []);
      await remindUnconfirmed(db, current, 'https://valley.example');
      assert.equal((await freshnessMails()).length, sentBefore + 2, 'no third mail');

      // Confirmed again, the reminders start over.
      await ok('owner', 'POST', '/api/destinations/confirm', { id: listing.id });
      await clockAt(monthsFrom(current, 6));
      await remindUnconfirmed(db, current, 'https://valley.example');
      assert.equal((await freshnessMails()).length, sentBefore + 3);
    } finally {
      await clockAt(start);
      await confirmedAt(start);
    }
  });

  it('a listing the board has not approved cannot be confirmed', async () => {
    const { rows } = await db.query<{ id: number }>(`select id from destinations where not approved order by id limit 1`);
    const id = rows[0]?.id;
    assert.ok(id);
    assert.equal((await call('board', 'POST', '/api/destinations/confirm', { id })).status, 400);
  });
});
