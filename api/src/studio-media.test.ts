import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import { MEDIA_PAGE_SIZE, STUDIO_MEDIA_MESSAGES } from '@valley/shared/schemas/studio-media';
import { dataUrl, flatPng } from './test-support/pictures';
import { seededApp, type TestContext } from './test-support/seeded-app';
import { studioTokens } from './test-support/studio-tokens';

// The media library (issue 45, decision 126): every image the site keeps, its alt text and everywhere it is used.
const context: TestContext = await seededApp();
after(() => context.close());

const tokens = { board: '', local: '' };
const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const library = async (query = '') => contract.studioMedia.response.parse((await call('board', 'GET', `/api/studio/media${query}`)).json());
const detail = async (path: string) => {
  const answer = await call('board', 'GET', `/api/studio/media/item?path=${encodeURIComponent(path)}`);
  assert.equal(answer.statusCode, 200, answer.body);
  return contract.studioMediaItem.response.parse(answer.json());
};

before(async () => {
  Object.assign(tokens, await studioTokens(context.db));
});

describe('the media library', () => {
  let uploaded = '';

  it('is the studio’s: 401 signed out, 403 for a member without a role', async () => {
    const calls = [
      ['GET', '/api/studio/media', undefined],
      ['GET', '/api/studio/media/item?path=/media/uploads/x.10x10.webp', undefined],
      ['POST', '/api/studio/media', { image: dataUrl(await flatPng(40, 30), 'image/png'), alt: 'A square' }],
      ['POST', '/api/studio/media/alt', { path: '/media/uploads/x.10x10.webp', alt: 'A square' }],
    ] as const;
    for (const [method, url, body] of calls) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} signed out`);
      assert.equal((await call('local', method, url, body)).statusCode, 403, `${method} ${url} as a member`);
    }
  });

  it('lists every image the site keeps, newest first, a page at a time; the seed’s drawn images have no alt text yet', async () => {
    const first = await library();
    const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from media');
    assert.equal(first.total, rows[0]!.count);
    assert.ok(first.total > MEDIA_PAGE_SIZE, 'the seed draws more than one page');
    assert.equal(first.items.length, MEDIA_PAGE_SIZE);
    assert.equal(first.pages, Math.ceil(first.total / MEDIA_PAGE_SIZE));
    const second = await library('?page=2');
    assert.equal(second.page, 2);
    assert.ok(!second.items.some((item) => first.items.some((earlier) => earlier.path === item.path)), 'pages do not overlap');
    assert.ok(first.items.every((item) => item.alt === null && item.uploaded_by === null && item.url.endsWith(item.path)));
  });

  it('an upload needs its alt text, a picture and not a stored image; the pipeline’s checks stay', async () => {
    const png = dataUrl(await flatPng(40, 30), 'image/png');
    const noAlt = await call('board', 'POST', '/api/studio/media', { image: png, alt: '  ' });
    assert.equal(noAlt.statusCode, 400);
    assert.match(noAlt.json().message, new RegExp(STUDIO_MEDIA_MESSAGES.alt));
    const stored = (await library()).items[0]!.path;
    const again = await call('board', 'POST', '/api/studio/media', { image: stored, alt: 'The same picture' });
    assert.equal(again.statusCode, 400);
    assert.match(again.json().message, new RegExp(STUDIO_MEDIA_MESSAGES.image));
    const text = await call('board', 'POST', '/api/studio/media', {
      image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      alt: 'x',
    });
    assert.equal(text.statusCode, 415);
    assert.equal((await library()).items[0]!.path, stored, 'nothing refused was stored');
  });

  it('the Board uploads a picture with its alt text: re-encoded, first in the library, found by its words, in the audit log', async () => {
    // The seed dates its images 06:00 on its day, still to come for an upload made after midnight: the upload is first all the same.
    await context.db.query(`update media set created_at = now() + interval '6 hours' where path not like '/media/uploads/%'`);
    const answer = await call('board', 'POST', '/api/studio/media', {
      image: dataUrl(await flatPng(3000, 1200), 'image/png'),
      alt: '  Mount Nittany at dusk ',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const image = contract.studioMediaUpload.response.parse(answer.json());
    assert.match(image.path, /^\/media\/uploads\/[0-9a-f]{32}\.2000x800\.webp$/, 'fitted into the header box');
    assert.equal(image.alt, 'Mount Nittany at dusk');
    assert.ok(image.uploaded_by);
    assert.deepEqual(image.used_by, []);
    uploaded = image.path;

    assert.equal((await library()).items[0]!.path, uploaded);
    assert.deepEqual(
      (await library('?q=NITTANY%20at')).items.map((item) => item.path),
      [uploaded],
    );
    assert.ok(!(await library('?missing_alt=1')).items.some((item) => item.path === uploaded));
    const served = await context.app.inject({ method: 'GET', url: `${uploaded}?w=640` });
    assert.equal(served.statusCode, 200);

    const audit = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=image')).json());
    assert.deepEqual(
      audit.entries.map((entry) => [entry.action, entry.key, entry.label]),
      [['Uploaded', uploaded, 'Mount Nittany at dusk']],
    );
  });

  it('writes an image’s alt text; refuses an empty one, a path that is not an image and an unknown image', async () => {
    const seeded = (await library('?missing_alt=1')).items[0]!.path;
    const written = await call('board', 'POST', '/api/studio/media/alt', { path: seeded, alt: 'Beaver Stadium from the air' });
    assert.equal(written.statusCode, 200, written.body);
    assert.equal(contract.studioMediaAlt.response.parse(written.json()).alt, 'Beaver Stadium from the air');
    assert.ok(!(await library('?missing_alt=1')).items.some((item) => item.path === seeded));

    const empty = await call('board', 'POST', '/api/studio/media/alt', { path: seeded, alt: '' });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().message, new RegExp(STUDIO_MEDIA_MESSAGES.alt));
    const outside = await call('board', 'POST', '/api/studio/media/alt', { path: '/media/../../etc/passwd', alt: 'x' });
    assert.equal(outside.statusCode, 400);
    const unknown = await call('board', 'POST', '/api/studio/media/alt', { path: '/media/uploads/0000.10x10.webp', alt: 'x' });
    assert.equal(unknown.statusCode, 404);
    assert.equal((await call('board', 'GET', '/api/studio/media/item?path=/media/uploads/0000.10x10.webp')).statusCode, 404);
  });

  it('names what uses an image: a listing and its page, a page’s block, a post and a live post’s pending revision', async () => {
    const { rows: listings } = await context.db.query<{ id: number; slug: string; main_img: string }>(
      `select id, slug, main_img from destinations where approved and main_img is not null order by id limit 1`,
    );
    const listing = listings[0]!;
    const listingUses = (await detail(listing.main_img)).used_by;
    assert.ok(
      listingUses.some((use) => use.kind === 'destination' && use.id === listing.id && use.link === `/d/${listing.slug}` && !use.draft),
      JSON.stringify(listingUses),
    );

    const { rows: pages } = await context.db.query<{ id: number; image: string }>(
      `select id, jsonb_path_query_first(home_blocks, 'strict $.**.img ? (@ like_regex "^/media/ads/")') #>> '{}' as image
         from pages where home_blocks is not null and jsonb_path_exists(home_blocks, 'strict $.**.img ? (@ like_regex "^/media/ads/")') limit 1`,
    );
    const ad = pages[0]!;
    assert.ok(
      (await detail(ad.image)).used_by.some((use) => use.kind === 'page' && use.id === ad.id && !use.draft),
      'an ad slot’s picture is used by the page that shows it',
    );

    // A new post holds the picture in its own columns; a live post's edit holds it in its pending revision only.
    const newPost = await call('board', 'POST', '/api/studio/posts/save', {
      title: 'Dusk on the mountain',
      content: '<p>From the overlook.</p>',
      featured: false,
      published_at: '2026-06-01T09:00',
      category_id: null,
      image: uploaded,
    });
    assert.equal(newPost.statusCode, 200, newPost.body);
    const { rows: live } = await context.db.query<{ id: number }>(`select id from news_posts where approved order by id limit 1`);
    const studioPost = contract.studioPost.response.parse((await call('board', 'GET', `/api/studio/posts/${live[0]!.id}`)).json());
    const edit = await call('board', 'POST', '/api/studio/posts/save', {
      id: studioPost.id,
      title: studioPost.title,
      content: studioPost.content,
      featured: studioPost.featured,
      published_at: studioPost.published_at,
      category_id: studioPost.category_id,
      source_link: studioPost.source_link,
      image: uploaded,
    });
    assert.equal(edit.statusCode, 200, edit.body);

    const uses = (await detail(uploaded)).used_by;
    assert.deepEqual(
      uses.map(({ kind, id, name, draft }) => [kind, id, name, draft]).sort(),
      [
        ['post', newPost.json().id, 'Dusk on the mountain', false],
        ['post', studioPost.id, studioPost.title, true],
      ].sort(),
    );
  });

  it('a focal point travels in the URL of the studio’s uses of a picture, not of members’ listings; reset, it goes (decision 134)', async () => {
    const focus = (path: string, value: { x: number; y: number } | null, who: keyof typeof tokens = 'board') =>
      call(who, 'POST', '/api/studio/media/focus', { path, focus: value });
    // The post made with the picture, published.
    const { rows: posts } = await context.db.query<{ id: number }>(`select id from news_posts where main_img = $1 order by id limit 1`, [uploaded]);
    const post = posts[0]!.id;
    assert.equal((await call('board', 'POST', '/api/studio/posts/publish', { id: post })).statusCode, 200);
    const postImage = async () => ((await call(null, 'GET', `/news/get/${post}`)).json() as { main_img: string | null }).main_img;

    assert.equal((await focus(uploaded, { x: 20, y: 35 }, 'local')).statusCode, 403);
    const wide = await focus(uploaded, { x: 101, y: 35 });
    assert.equal(wide.statusCode, 400);
    assert.equal(wide.json().message, `focus.x: ${STUDIO_MEDIA_MESSAGES.focus}`);
    assert.equal((await focus('/media/uploads/0000.10x10.webp', { x: 1, y: 1 })).statusCode, 404);

    const saved = await focus(uploaded, { x: 20, y: 35 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(contract.studioMediaFocus.response.parse(saved.json()).focus, { x: 20, y: 35 });
    // The post's picture on the site carries the point (its cached answer went), and so does the live post's pending revision.
    assert.ok((await postImage())?.endsWith(`${uploaded}#focus=20,35`), String(await postImage()));
    const { rows: drafts } = await context.db.query<{ count: number }>(`select count(*)::int as count from news_posts where draft::text like $1`, [
      `%${uploaded}#focus=20,35%`,
    ]);
    assert.equal(drafts[0]!.count, 1);
    // Still one picture: its uses are found as before.
    assert.equal((await detail(uploaded)).used_by.length, 2);
    // An image field given the picture's address with its point keeps the point.
    const kept = await call('board', 'POST', '/api/studio/posts/save', {
      title: 'Ridge at noon',
      content: '<p>From the fire tower.</p>',
      featured: false,
      published_at: '2026-06-02T09:00',
      category_id: null,
      image: `${(await detail(uploaded)).url}#focus=20,35`,
    });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.ok(contract.studioPostSave.response.parse(kept.json()).image?.endsWith('#focus=20,35'));
    await context.db.query('delete from news_posts where id = $1', [kept.json().id]);

    // A member's listing keeps its own picture's address.
    const { rows: listings } = await context.db.query<{ id: number; main_img: string }>(
      `select id, main_img from destinations where approved and main_img is not null order by id limit 1`,
    );
    assert.equal((await focus(listings[0]!.main_img, { x: 10, y: 10 })).statusCode, 200);
    const { rows: listing } = await context.db.query<{ main_img: string }>('select main_img from destinations where id = $1', [listings[0]!.id]);
    assert.equal(listing[0]!.main_img, listings[0]!.main_img);

    const reset = contract.studioMediaFocus.response.parse((await focus(uploaded, null)).json());
    assert.equal(reset.focus, null);
    assert.ok((await postImage())?.endsWith(uploaded), String(await postImage()));
    const audit = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=image')).json());
    assert.deepEqual(
      audit.entries.slice(0, 3).map((entry) => entry.action),
      ['Reset the focal point of', 'Set the focal point (10% across, 10% down) of', 'Set the focal point (20% across, 35% down) of'],
    );
  });

  it('deletes an upload nothing uses, every size of it; one in use, a drawn one and a member without the role are refused', async () => {
    const used = await call('board', 'POST', '/api/studio/media/delete', { path: uploaded });
    assert.equal(used.statusCode, 400);
    assert.equal(used.json().message, STUDIO_MEDIA_MESSAGES.inUse(2));
    const drawn = (await library('?missing_alt=1')).items[0]!.path;
    const seeded = await call('board', 'POST', '/api/studio/media/delete', { path: drawn });
    assert.equal(seeded.statusCode, 400);
    assert.equal(seeded.json().message, STUDIO_MEDIA_MESSAGES.notUpload);

    const spare = contract.studioMediaUpload.response.parse(
      (await call('board', 'POST', '/api/studio/media', { image: dataUrl(await flatPng(1000, 500), 'image/png'), alt: 'A spare picture' })).json(),
    );
    assert.equal((await call('local', 'POST', '/api/studio/media/delete', { path: spare.path })).statusCode, 403);
    assert.equal((await context.app.inject({ method: 'GET', url: `${spare.path}?w=480` })).statusCode, 200);
    const deleted = await call('board', 'POST', '/api/studio/media/delete', { path: spare.path });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(contract.studioMediaDelete.response.parse(deleted.json()).alt, 'A spare picture');
    assert.ok(!(await library()).items.some((item) => item.path === spare.path));
    for (const url of [spare.path, `${spare.path}?w=480`, `${spare.path}?w=960`]) {
      assert.equal((await context.app.inject({ method: 'GET', url })).statusCode, 404, url);
    }
    assert.equal((await call('board', 'POST', '/api/studio/media/delete', { path: spare.path })).statusCode, 404);
    const audit = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=image')).json());
    assert.deepEqual(audit.entries[0] && [audit.entries[0].action, audit.entries[0].label], ['Deleted', 'A spare picture']);
  });
});
