import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contract } from '@valley/shared/api/contract';
import { BLOCK_MESSAGES } from '@valley/shared/schemas/block-fields';
import type { ContentBlock, Page } from '@valley/shared/schemas/page';
import { PREVIEW_MESSAGES } from '@valley/shared/api/preview';
import { RETIRE_MESSAGES, STUDIO_DRAFT_MESSAGES } from '@valley/shared/schemas/studio';
import { STUDIO_PAGE_MESSAGES, type StudioPage } from '@valley/shared/schemas/studio-pages';
import { toLocalIso } from '@valley/shared/time';
import { issueAccessToken } from './auth/tokens';
import { publishDue } from './studio/scheduled';
import { seededApp, TEST_API_URL, type TestContext } from './test-support/seeded-app';

// The site's pages in the studio (issue 45, decision 102): drafted by every studio role, published by publishers and the Board; a
// draft is the page's pending revision for signed-in readers; every block is checked by its kind's fields.
// The app's time runs with the test's, `later` ahead of it (a scheduled page's time comes).
let later = 0;
const context: TestContext = await seededApp(undefined, { clock: () => new Date(Date.now() + later) });
after(() => context.close());

const tokens = { board: '', editor: '', outsider: '' };
type Who = keyof typeof tokens;
const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const studioPage = async (id: number, who: Who = 'board') => contract.studioPage.response.parse((await call(who, 'GET', `/api/studio/pages/${id}`)).json());
const sitePage = async (path: string): Promise<Page> => (await call(null, 'GET', `/page/get/${path}`)).json();
const draftOf = (view: StudioPage, page: StudioPage['live']) => ({ id: view.id, base_revision: view.revision, page });
const newBlock = (extension: string, entry: Record<string, unknown>): ContentBlock => ({ id: 0, extension, title: null, img: null, entry });
let home = 0;
let about = 0;
/** The valley's wall-clock time `hours` from now, to the minute, as the studio's Publish at field sends it. */
const inHours = (hours: number) => toLocalIso(new Date(Date.now() + hours * 3600_000)).slice(0, 16);

before(async () => {
  const { rows } = await context.db.query<{ id: number; role: string }>(
    `select distinct on (role) id, role from users where role in ('Local', 'Destination', 'Board') and activated_at is not null order by role, id`,
  );
  const of = (role: string) => rows.find((row) => row.role === role)!.id;
  tokens.board = (await issueAccessToken(context.db, of('Board'))).token;
  tokens.editor = (await issueAccessToken(context.db, of('Local'))).token;
  tokens.outsider = (await issueAccessToken(context.db, of('Destination'))).token;
  const { rows: editor } = await context.db.query<{ email: string }>('select email from users where id = $1', [of('Local')]);
  assert.equal((await call('board', 'POST', '/api/studio/people', { email: editor[0]!.email, role: 'editor' })).statusCode, 200);
  const pages = contract.studioPages.response.parse((await call('editor', 'GET', '/api/studio/pages')).json());
  home = pages.find((page) => page.link === '/')!.id;
  about = pages.find((page) => page.link !== '/' && page.blocks > 0 && page.link !== '/dispatch')!.id;
});

describe('the site’s pages in the studio', () => {
  it('401 signed out and 403 without a role for every page call; an editor may not publish', async () => {
    const view = await studioPage(about);
    const calls = [
      ['GET', '/api/studio/pages', undefined],
      ['GET', `/api/studio/pages/${about}`, undefined],
      ['POST', '/api/studio/pages/draft', draftOf(view, view.live)],
      ['POST', '/api/studio/pages/publish', { id: about }],
      ['POST', '/api/studio/pages/discard', { id: about }],
      ['POST', '/api/studio/pages/restore', { id: about, revision: 1 }],
    ] as const;
    for (const [method, url, body] of calls) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${url} signed out`);
      assert.equal((await call('outsider', method, url, body)).statusCode, 403, `${url} without a role`);
    }
    assert.equal((await call('editor', 'POST', '/api/studio/pages/publish', { id: about })).statusCode, 403);
  });

  it('an editor retitles the home hero and swaps two blocks as a draft; the site changes only when the Board publishes; revision 1 comes back', async () => {
    const first = await studioPage(home, 'editor');
    const [hero, second, third, ...rest] = first.live.blocks;
    assert.equal(hero!.extension, 'hero_slider');
    const slides = (hero!.entry.slides as Record<string, unknown>[]).map((slide, index) =>
      index === 0 ? { ...slide, title: 'Sunrise on the Lion’s Perch' } : slide,
    );
    const edited = [{ ...hero!, entry: { ...hero!.entry, slides } }, third!, second!, ...rest];
    const saved = await call('editor', 'POST', '/api/studio/pages/draft', draftOf(first, { ...first.live, blocks: edited }));
    assert.equal(saved.statusCode, 200, saved.body);

    // Pictures are kept as stored paths, not as this API's addresses.
    const { rows } = await context.db.query<{ content: { blocks: { entry: { slides?: { img: string }[] } }[] } }>(
      `select content from studio_drafts where kind = 'page' and key = $1`,
      [String(home)],
    );
    assert.match(rows[0]!.content.blocks[0]!.entry.slides![0]!.img, /^\/media\//);
    assert.ok(!JSON.stringify(rows[0]!.content).includes(TEST_API_URL));

    const live = await sitePage('headless-home');
    assert.deepEqual(
      live.fields.home_blocks!.map((block) => block.id),
      first.live.blocks.map((block) => block.id),
      'the site is unchanged by a draft',
    );

    const published = contract.studioPagePublish.response.parse((await call('board', 'POST', '/api/studio/pages/publish', { id: home })).json());
    assert.equal(published.revision, 2);
    assert.equal(published.draft, null);
    const shown = await sitePage('headless-home');
    assert.deepEqual(
      shown.fields.home_blocks!.map((block) => block.id),
      edited.map((block) => block.id),
    );
    assert.equal((shown.fields.home_blocks![0]!.entry.slides as { title: string }[])[0]!.title, 'Sunrise on the Lion’s Perch');
    assert.deepEqual(
      published.history.map((entry) => entry.revision),
      [2, 1],
    );

    const restored = contract.studioPageRestore.response.parse((await call('editor', 'POST', '/api/studio/pages/restore', { id: home, revision: 1 })).json());
    assert.deepEqual(
      restored.draft!.content.blocks.map((block) => block.id),
      first.live.blocks.map((block) => block.id),
    );
    await call('board', 'POST', '/api/studio/pages/publish', { id: home });
    assert.deepEqual(
      (await sitePage('headless-home')).fields.home_blocks!.map((block) => block.id),
      first.live.blocks.map((block) => block.id),
    );
  });

  it('a draft is the page’s pending revision for signed-in readers, gone when discarded; a new block gets a new id; rich text is sanitised', async () => {
    const first = await studioPage(about);
    const path = first.link.slice(1);
    const block = { id: 0, extension: 'content', title: 'Before you go', img: null, entry: { content: '<p>Bring boots.</p><script>alert(1)</script>' } };
    const saved = await call(
      'editor',
      'POST',
      '/api/studio/pages/draft',
      draftOf(first, { ...first.live, title: 'A new title', blocks: [...first.live.blocks, block] }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const added = contract.studioPageDraft.response.parse(saved.json()).draft!.content.blocks.at(-1)!;
    assert.ok(added.id >= 100000, `a new id (${added.id})`);
    assert.equal(added.entry.content, '<p>Bring boots.</p>');

    const preview: Page = (await call('editor', 'GET', `/api/pages/getdraft/${path.replaceAll('/', '|')}`)).json();
    assert.equal(preview.title, 'A new title');
    assert.equal(preview.fields.content_blocks.at(-1)!.id, added.id);
    assert.equal((await sitePage(path)).title, first.live.title, 'visitors still read the published page');

    await call('editor', 'POST', '/api/studio/pages/discard', { id: about });
    const previewAfter: Page = (await call('editor', 'GET', `/api/pages/getdraft/${path.replaceAll('/', '|')}`)).json();
    assert.equal(previewAfter.title, first.live.title);
  });

  it('a preview link shows the draft to anyone holding it, uncached, for a week; withdrawn or expired, it is gone (decision 115)', async () => {
    const first = await studioPage(about);
    const saved = await call('editor', 'POST', '/api/studio/pages/draft', draftOf(first, { ...first.live, title: 'Seen before it is out' }));
    assert.equal(saved.statusCode, 200, saved.body);
    for (const url of ['/api/studio/pages/preview-link', '/api/studio/pages/preview-link/withdraw']) {
      assert.equal((await call(null, 'POST', url, { id: about })).statusCode, 401);
      assert.equal((await call('outsider', 'POST', url, { id: about })).statusCode, 403);
    }
    const made = await call('editor', 'POST', '/api/studio/pages/preview-link', { id: about });
    assert.equal(made.statusCode, 200, made.body);
    const link = contract.studioPagePreviewLink.response.parse(made.json());
    const url = new URL(link.link, TEST_API_URL);
    assert.equal(url.pathname, first.link);
    const token = url.searchParams.get('preview')!;
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, `a week (${days} days)`);
    const { rows } = await context.db.query<{ token_hash: Buffer }>('select token_hash from preview_links');
    assert.ok(rows.length > 0 && rows.every((row) => !row.token_hash.toString('utf8').includes(token)), 'only the hash is kept');

    // Signed out: the page with its draft, never kept by a cache; the published page unchanged.
    const seen = await call(null, 'GET', `/api/pages/preview/${token}`);
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal(seen.headers['cache-control'], 'private, no-store');
    const preview = contract.pagePreview.response.parse(seen.json());
    assert.deepEqual([preview.link, preview.page.title, preview.expires_at], [first.link, 'Seen before it is out', link.expires_at]);
    assert.equal((await sitePage(first.link.slice(1))).title, first.live.title);
    assert.equal((await call(null, 'GET', `/api/pages/preview/${'x'.repeat(43)}`)).json().message, PREVIEW_MESSAGES.gone);
    assert.equal((await call(null, 'GET', '/api/pages/preview/short')).statusCode, 400);

    // The dispatch's page is drawn by its remote from the published page: no link would show its draft.
    const dispatch = contract.studioPages.response.parse((await call('editor', 'GET', '/api/studio/pages')).json()).find((page) => page.link === '/dispatch')!;
    const refused = await call('editor', 'POST', '/api/studio/pages/preview-link', { id: dispatch.id });
    assert.deepEqual([refused.statusCode, refused.json().message], [400, STUDIO_PAGE_MESSAGES.noPreview]);

    // A week and a minute later it has expired; withdrawn, a new one is gone at once.
    later = 7 * 86_400_000 + 60_000;
    try {
      const expired = await call(null, 'GET', `/api/pages/preview/${token}`);
      assert.deepEqual([expired.statusCode, expired.json().message], [404, PREVIEW_MESSAGES.gone]);
    } finally {
      later = 0;
    }
    const second = new URL(
      contract.studioPagePreviewLink.response.parse((await call('board', 'POST', '/api/studio/pages/preview-link', { id: about })).json()).link,
      TEST_API_URL,
    );
    const withdrawn = await call('editor', 'POST', '/api/studio/pages/preview-link/withdraw', { id: about });
    assert.deepEqual(withdrawn.json(), { withdrawn: 2 });
    assert.equal((await call(null, 'GET', `/api/pages/preview/${second.searchParams.get('preview')}`)).statusCode, 404);
    await call('editor', 'POST', '/api/studio/pages/discard', { id: about });
  });

  it('refuses a slide without its picture, a bad link, an unknown kind and an empty title, naming the field; 409 when stale; 404 for no page', async () => {
    const view = await studioPage(about);
    const refused = async (page: object, field: string, message: string) => {
      const response = await call('editor', 'POST', '/api/studio/pages/draft', draftOf(view, { ...view.live, ...page }));
      assert.equal(response.statusCode, 400, response.body);
      const { message: said } = response.json() as { message: string };
      assert.ok(said.includes(field) && said.includes(message), `${said} names ${field}: ${message}`);
    };
    await refused(
      { blocks: [newBlock('hero_slider', { slides: [{ title: 'No picture' }] })] },
      'page.blocks.0.entry.slides.0.img',
      BLOCK_MESSAGES.required('Picture'),
    );
    await refused({ blocks: [newBlock('cta', { link: 'javascript:alert(1)' })] }, 'page.blocks.0.entry.link', BLOCK_MESSAGES.link('Link'));
    await refused({ blocks: [newBlock('marquee', {})] }, 'page.blocks.0.extension', BLOCK_MESSAGES.kind);
    await refused({ title: ' ' }, 'page.title', 'Title is required');

    await call('editor', 'POST', '/api/studio/pages/draft', draftOf(view, view.live));
    await call('board', 'POST', '/api/studio/pages/publish', { id: about });
    const stale = await call('editor', 'POST', '/api/studio/pages/draft', draftOf(view, view.live));
    assert.equal(stale.statusCode, 409);
    assert.equal((stale.json() as { message: string }).message, STUDIO_DRAFT_MESSAGES.stale);
    assert.equal((await call('board', 'GET', '/api/studio/pages/999999')).statusCode, 404);
  });

  it('a new page is on the site only once published; scheduled for tomorrow, it appears then in its call, the page list and search', async () => {
    const created = await call('editor', 'POST', '/api/studio/pages/create', { path: '/Plan/Fall-Foliage/', title: 'Fall Foliage' });
    assert.equal(created.statusCode, 200, created.body);
    const page = contract.studioPageCreate.response.parse(created.json());
    assert.deepEqual([page.link, page.status, page.live.blocks], ['/plan/fall-foliage', 'new', []]);
    const taken = await call('editor', 'POST', '/api/studio/pages/create', { path: 'plan/fall-foliage', title: 'Again' });
    assert.equal((taken.json() as { message: string }).message, `path: ${STUDIO_PAGE_MESSAGES.pathTaken}`);
    const shape = await call('editor', 'POST', '/api/studio/pages/create', { path: 'fall foliage!', title: 'Bad' });
    assert.match((shape.json() as { message: string }).message, /lowercase letters, digits, hyphens and slashes/);

    const blocks = [
      newBlock('content', { content: '<p>Peak color comes in mid-October.</p>' }),
      { ...newBlock('events', {}), title: 'Fall events' },
      { ...newBlock('cta', { link: '/plan/visitor-guide', button_text: 'Get the guide' }), title: 'Plan the drive' },
    ];
    const drafted = await call('editor', 'POST', '/api/studio/pages/draft', draftOf(page, { ...page.live, subtitle: 'Ridges in red and gold', blocks }));
    assert.equal(drafted.statusCode, 200, drafted.body);
    const tomorrow = toLocalIso(new Date(Date.now() + 24 * 3600_000)).slice(0, 16);
    const live = await call('board', 'POST', '/api/studio/pages/publish', { id: page.id, publish_at: tomorrow });
    assert.equal(live.statusCode, 200, live.body);
    const scheduled = contract.studioPagePublish.response.parse(live.json());
    assert.equal(scheduled.status, 'scheduled');
    // Nothing was on the site before: its history starts at its first publication (decision 123).
    assert.deepEqual(
      scheduled.history.map((entry) => entry.revision),
      [2],
    );

    const seen = async () => ({
      page: (await call(null, 'GET', '/page/get/plan/fall-foliage')).statusCode,
      listed: contract.pagesList.response.parse((await call(null, 'GET', '/api/pages')).json()).some((item) => item.link === '/plan/fall-foliage'),
      found: (await call(null, 'POST', '/pages/search', { q: 'Fall Foliage' })).json() as { link: string }[],
    });
    assert.deepEqual(await seen(), { page: 404, listed: false, found: [] });
    // A page waiting for its time cannot be given another.
    const refused = await call('board', 'POST', '/api/studio/pages/publish', { id: page.id, publish_at: tomorrow });
    assert.equal((refused.json() as { message: string }).message, `publish_at: ${STUDIO_PAGE_MESSAGES.scheduledLive}`);

    later = 25 * 3600_000;
    await context.app.contentChanged();
    const now = await seen();
    assert.equal(now.page, 200);
    assert.equal(now.listed, true);
    assert.deepEqual(
      now.found.map((item) => item.link),
      ['/plan/fall-foliage'],
    );
    later = 0;
  });

  it('a live page’s changes wait for their time and go out as the publisher who scheduled them; saving again or calling off ends the wait (decision 133)', async () => {
    const start = await studioPage(about);
    const path = start.link.slice(1);
    const shownBefore = (await sitePage(path)).entry.subtitle;
    const schedule = (publish_at: string | null, who: Who = 'board') => call(who, 'POST', '/api/studio/pages/publish', { id: about, publish_at });
    const draft = async (subtitle: string) => {
      const view = await studioPage(about);
      assert.equal((await call('editor', 'POST', '/api/studio/pages/draft', draftOf(view, { ...view.live, subtitle }))).statusCode, 200);
    };

    await draft('Open late on Fridays');
    assert.equal((await schedule(inHours(24), 'editor')).statusCode, 403);
    assert.equal((await schedule(inHours(-1))).json().message, `publish_at: ${STUDIO_PAGE_MESSAGES.scheduledPast}`);
    const scheduled = contract.studioPagePublish.response.parse((await schedule(inHours(24))).json());
    assert.equal(scheduled.status, 'live');
    assert.equal(scheduled.draft?.publish_at?.slice(0, 16), inHours(24));
    assert.ok(scheduled.draft?.scheduled_by);
    assert.equal(scheduled.revision, start.revision);
    assert.equal((await sitePage(path)).entry.subtitle, shownBefore);
    // Not yet due: nothing goes out, and the caches are not told.
    let told = 0;
    const tell = async () => {
      told += 1;
      await context.app.contentChanged();
    };
    assert.equal(await publishDue(context.db, new Date(), tell), 0);
    assert.equal(told, 0);

    // Saving the draft again calls the time off: what went out would not be what the publisher saw.
    await draft('Open late on Fridays and Saturdays');
    assert.equal((await studioPage(about)).draft?.publish_at, null);
    assert.equal((await schedule(inHours(24))).statusCode, 200);
    const calledOff = contract.studioPagePublish.response.parse((await schedule(null)).json());
    assert.equal(calledOff.draft?.publish_at, null);
    assert.equal(calledOff.draft?.content.subtitle, 'Open late on Fridays and Saturdays');

    assert.equal((await schedule(inHours(24))).statusCode, 200);
    assert.equal(await publishDue(context.db, new Date(Date.now() + 25 * 3600_000), tell), 1);
    assert.equal(told, 1);
    const done = await studioPage(about);
    assert.equal(done.draft, null);
    assert.equal(done.revision, start.revision + 1);
    assert.equal(done.history[0]!.published_by, scheduled.draft?.scheduled_by);
    assert.equal((await sitePage(path)).entry.subtitle, 'Open late on Fridays and Saturdays');
    const audit = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit')).json());
    assert.deepEqual(
      audit.entries.slice(0, 3).map((entry) => entry.action.replace(/ for .* the/, ' for … the')),
      ['Published, at the time set, the changes of', 'Scheduled for … the changes of', 'Called off the scheduled changes of'],
    );
  });

  it('no page takes an address a route of the site answers, and a page a route shows keeps its own (decision 128)', async () => {
    for (const path of ['events', 'd/the-nittany-lion-inn', 'studio/media', 'tips/a-new-one']) {
      const made = await call('board', 'POST', '/api/studio/pages/create', { path, title: 'Shadowed' });
      assert.equal(made.statusCode, 400, path);
      assert.equal((made.json() as { message: string }).message, `path: ${STUDIO_PAGE_MESSAGES.routeAddress}`, path);
    }
    const { rows } = await context.db.query<{ id: number }>(`select id from pages where path in ('plan/getting-here', 'meetings') order by path`);
    const [meetings, gettingHere] = rows.map((row) => row.id);
    const into = await call('board', 'POST', '/api/studio/pages/move', { id: gettingHere, path: 'calendar' });
    assert.equal((into.json() as { message: string }).message, `path: ${STUDIO_PAGE_MESSAGES.routeAddress}`);
    assert.ok((await studioPage(meetings!)).fixed, '/meetings shows its page');
    const away = await call('board', 'POST', '/api/studio/pages/move', { id: meetings, path: 'conventions' });
    assert.equal((away.json() as { message: string }).message, `path: ${STUDIO_PAGE_MESSAGES.ownAddress}`);
    assert.equal((await call('board', 'POST', '/api/studio/pages/retire', { id: meetings })).statusCode, 400);
    // Deeper than any route, an address under one is the page's own.
    const deeper = await call('board', 'POST', '/api/studio/pages/create', { path: 'events/guide/winter', title: 'Winter guide' });
    assert.equal(deeper.statusCode, 200, deeper.body);
  });

  it('a publisher moves a page: the old address answers 301 and the menus follow; it retires one, which leaves the site; the home page stays', async () => {
    const { rows } = await context.db.query<{ id: number }>(`select id from pages where path = 'about'`);
    const id = rows[0]!.id;
    const before = await studioPage(id);
    assert.ok(before.links > 0, 'the menus link /about');
    assert.equal((await call('editor', 'POST', '/api/studio/pages/move', { id, path: 'about-the-valley' })).statusCode, 403);
    const taken = await call('board', 'POST', '/api/studio/pages/move', { id, path: 'plan/getting-here' });
    assert.equal((taken.json() as { message: string }).message, `path: ${STUDIO_PAGE_MESSAGES.pathTaken}`);
    const own = await call('board', 'POST', '/api/studio/pages/move', { id: home, path: 'welcome' });
    assert.equal((own.json() as { message: string }).message, `path: ${STUDIO_PAGE_MESSAGES.ownAddress}`);

    const moved = contract.studioPageMove.response.parse((await call('board', 'POST', '/api/studio/pages/move', { id, path: '/About-The-Valley' })).json());
    assert.deepEqual([moved.link, moved.links], ['/about-the-valley', before.links]);
    assert.deepEqual((await call(null, 'GET', '/moved?path=/about')).json(), { location: '/about-the-valley' });
    assert.equal((await sitePage('about-the-valley')).id, id);
    const { rows: menus } = await context.db.query<{ count: number }>(`select count(*)::int as count from menu_links where url = '/about'`);
    assert.equal(menus[0]!.count, 0, 'no menu links the old address');

    // Retiring later (decision 116): refused in the past; until its time the page stays everywhere; called off, it stays for good.
    const retire = (body: object) => call('board', 'POST', '/api/studio/pages/retire', { id, ...body });
    const past = await retire({ retire_at: '2020-01-01T09:00' });
    assert.deepEqual([past.statusCode, past.json().message], [400, `retire_at: ${RETIRE_MESSAGES.past}`]);
    const tomorrow = toLocalIso(new Date(Date.now() + 86_400_000)).slice(0, 16);
    const due = contract.studioPageRetire.response.parse((await retire({ retire_at: tomorrow })).json());
    assert.deepEqual([due.status, due.retires_at?.slice(0, 16)], ['live', tomorrow]);
    const kept = contract.studioPageRetire.response.parse((await retire({ retire_at: null })).json());
    assert.deepEqual([kept.status, kept.retires_at], ['live', null]);
    await retire({ retire_at: tomorrow });
    const listed = async () => ((await call(null, 'GET', '/api/pages')).json() as { link: string }[]).map((page) => page.link);
    assert.equal((await sitePage('about-the-valley')).id, id, 'on the site until its time');
    later = 2 * 86_400_000;
    try {
      assert.equal((await call(null, 'GET', '/page/get/about-the-valley')).statusCode, 404, 'gone once its time came');
      assert.ok(!(await listed()).includes('/about-the-valley'), 'and from the sitemap’s list');
      assert.equal((await studioPage(id)).status, 'new');
      const late = await retire({ retire_at: toLocalIso(new Date(Date.now() + 3 * 86_400_000)).slice(0, 16) });
      assert.deepEqual([late.statusCode, late.json().message], [400, `retire_at: ${RETIRE_MESSAGES.later}`]);
      // Published again, it is back, and the retirement that came is over.
      const draft = await studioPage(id);
      await call('board', 'POST', '/api/studio/pages/draft', draftOf(draft, draft.live));
      const back = contract.studioPagePublish.response.parse((await call('board', 'POST', '/api/studio/pages/publish', { id })).json());
      assert.deepEqual([back.status, back.retires_at], ['live', null]);
      assert.equal((await sitePage('about-the-valley')).id, id);
    } finally {
      later = 0;
    }

    const retired = contract.studioPageRetire.response.parse((await retire({})).json());
    assert.equal(retired.status, 'new');
    assert.equal((await call(null, 'GET', '/page/get/about-the-valley')).statusCode, 404);
    assert.equal((await call('board', 'POST', '/api/studio/pages/retire', { id: home })).statusCode, 400);
  });
});
