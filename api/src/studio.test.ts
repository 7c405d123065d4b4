import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { contract } from '@valley/shared/api/contract';
import { solveChallenge } from '@valley/shared/bot-check';
import { AD_MESSAGES } from '@valley/shared/schemas/advertising';
import { AUDIT_FILTER_MESSAGES, RETIRE_MESSAGES, STUDIO_DRAFT_MESSAGES } from '@valley/shared/schemas/studio';
import { STUDIO_PLACE_MESSAGES } from '@valley/shared/schemas/studio-places';
import { toLocalIso } from '@valley/shared/time';
import { PREVIEW_MESSAGES } from '@valley/shared/api/preview';
import { issueAccessToken } from './auth/tokens';
import { AUDITED } from './studio/audit';
import { dataUrl, flatPng } from './test-support/pictures';
import { seededApp, type TestContext } from './test-support/seeded-app';

// The content studio's roles (issue 45, decision 092): the Board administers it, invites editors and publishers by the address of an
// existing member and removes them; every studio call is checked on the server.
const context: TestContext = await seededApp();
after(() => context.close());

const tokens = { board: '', local: '', partner: '' };
const emails = { local: '', partner: '', board: '' };
const ids = { local: 0, partner: 0 };

const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
const requests = async (who: keyof typeof tokens = 'board') =>
  contract.studioAdRequests.response.parse((await call(who, 'GET', '/api/studio/ads/requests')).json());
const people = async () => contract.studioPeople.response.parse((await call('board', 'GET', '/api/studio/people')).json());

before(async () => {
  const { rows } = await context.db.query<{ id: number; role: string; email: string }>(
    `select distinct on (role) id, role, email from users where role in ('Local', 'Destination', 'Board') and activated_at is not null order by role, id`,
  );
  const of = (role: string) => rows.find((row) => row.role === role)!;
  for (const [who, role] of [
    ['board', 'Board'],
    ['local', 'Local'],
    ['partner', 'Destination'],
  ] as const) {
    tokens[who] = (await issueAccessToken(context.db, of(role).id)).token;
    emails[who] = of(role).email;
  }
  ids.local = of('Local').id;
  ids.partner = of('Destination').id;
});

describe('the studio’s roles', () => {
  it('every studio call is the studio’s: 401 signed out, 403 for a member without a role', async () => {
    const calls = [
      ['GET', '/api/studio/access', undefined],
      ['GET', '/api/studio/people', undefined],
      ['POST', '/api/studio/people', { email: emails.local, role: 'editor' }],
      ['POST', '/api/studio/people/remove', { id: ids.local }],
    ] as const;
    for (const [method, url, body] of calls) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} signed out`);
      assert.equal((await call('local', method, url, body)).statusCode, 403, `${method} ${url} as a member`);
      assert.equal((await call('partner', method, url, body)).statusCode, 403, `${method} ${url} as a partner`);
    }
    assert.deepEqual(await people(), [], 'a refused call invited nobody');
  });

  it('the Board is the administrator', async () => {
    const access = await call('board', 'GET', '/api/studio/access');
    assert.equal(access.statusCode, 200);
    assert.deepEqual(contract.studioAccess.response.parse(access.json()), { role: 'admin' });
  });

  it('the Board invites an existing member as editor or publisher, by address in any case', async () => {
    const editor = await call('board', 'POST', '/api/studio/people', { email: emails.local.toUpperCase(), role: 'editor' });
    assert.equal(editor.statusCode, 200, editor.body);
    assert.equal(contract.studioInvite.response.parse(editor.json()).role, 'editor');
    const publisher = await call('board', 'POST', '/api/studio/people', { email: emails.partner, role: 'publisher' });
    assert.equal(publisher.statusCode, 200, publisher.body);
    assert.deepEqual(
      (await people()).map(({ email, role }) => [email, role]),
      [
        [emails.local, 'editor'],
        [emails.partner, 'publisher'],
      ],
    );
    assert.deepEqual((await call('local', 'GET', '/api/studio/access')).json(), { role: 'editor' });
    assert.deepEqual((await call('partner', 'GET', '/api/studio/access')).json(), { role: 'publisher' });
  });

  it('editors and publishers do not administer: the people are the Board’s alone', async () => {
    for (const who of ['local', 'partner'] as const) {
      assert.equal((await call(who, 'GET', '/api/studio/people')).statusCode, 403, who);
      assert.equal((await call(who, 'POST', '/api/studio/people', { email: emails[who], role: 'publisher' })).statusCode, 403, who);
      assert.equal((await call(who, 'POST', '/api/studio/people/remove', { id: ids.local })).statusCode, 403, who);
    }
    assert.equal((await people()).length, 2);
  });

  it('refuses an unknown address, the Board itself, a bad role and a bad address, each naming the field', async () => {
    const unknown = await call('board', 'POST', '/api/studio/people', { email: 'nobody-here@example.org', role: 'editor' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /^email: No member has that e-mail address/);
    const board = await call('board', 'POST', '/api/studio/people', { email: emails.board, role: 'editor' });
    assert.equal(board.statusCode, 400);
    assert.match(board.json().message, /^email: /);
    assert.equal((await call('board', 'POST', '/api/studio/people', { email: emails.local, role: 'admin' })).statusCode, 400);
    const badAddress = await call('board', 'POST', '/api/studio/people', { email: 'not-an-address', role: 'editor' });
    assert.equal(badAddress.statusCode, 400);
    assert.match(badAddress.json().message, /Invalid email address/);
  });

  it('inviting again changes the role; removing takes it away, and the studio answers 403 again', async () => {
    await call('board', 'POST', '/api/studio/people', { email: emails.local, role: 'publisher' });
    assert.deepEqual((await call('local', 'GET', '/api/studio/access')).json(), { role: 'publisher' });
    const removed = await call('board', 'POST', '/api/studio/people/remove', { id: ids.local });
    assert.equal(removed.statusCode, 200);
    assert.match(removed.json().message, /^Removed from the studio: /);
    assert.equal((await call('local', 'GET', '/api/studio/access')).statusCode, 403);
    assert.equal((await call('board', 'POST', '/api/studio/people/remove', { id: ids.local })).statusCode, 404);
    assert.deepEqual(
      (await people()).map(({ email }) => email),
      [emails.partner],
    );
  });
});

// The advertiser form (member-area §3, decision 094): anyone sends it past the bot check; the studio lists it and the Board is mailed.
describe('advertising requests', () => {
  let sent = 0;
  /** A business's request from a client address of its own, with a solved bot check. */
  async function advertise(body: Record<string, unknown>, { solved = true } = {}) {
    sent += 1;
    const { challenge, difficulty } = (await context.app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json<{
      challenge: string;
      difficulty: number;
    }>();
    const token = solved ? await solveChallenge(challenge, difficulty) : `${challenge.slice(0, -2)}xx:1`;
    return context.app.inject({ method: 'POST', url: '/api/advertise', remoteAddress: `10.2.0.${sent}`, payload: { token, ...body } });
  }
  const full = {
    ad_company: 'Happy Valley Bakehouse',
    ad_email: 'Owner@Bakehouse.com',
    ad_phoneNumber: '(814) 555 0133',
    ad_address: '120 W College Ave',
    ad_city: 'State College',
    ad_zip: '16801',
    ad_calendar: 'bakehouse@group.calendar.google.com',
    ad_website: 'bakehouse.example',
    ad_social_link: 'https://instagram.com/bakehouse',
    ad_content: 'A home-page ad for <b>Arts Fest</b> week.',
  };

  it('a business sends the form: it is kept for the studio and mailed to the Board, replying to the business', async () => {
    const answer = await advertise(full);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().message, AD_MESSAGES.received);
    const [request] = await requests();
    assert.ok(request);
    assert.deepEqual(
      { ...request, id: 0, created_at: '' },
      {
        ...full,
        id: 0,
        ad_email: 'owner@bakehouse.com',
        ad_phoneNumber: '814-555-0133',
        ad_website: 'https://bakehouse.example',
        created_at: '',
        answered_at: null,
        answered_by: null,
      },
    );
    const { rows: mails } = await context.db.query<{ to_address: string; reply_to: string; subject: string; text_body: string; html_body: string }>(
      `select to_address, reply_to, subject, text_body, html_body from outbox where kind = 'advertising' order by id`,
    );
    assert.deepEqual(
      mails.map((mail) => mail.to_address),
      [emails.board],
    );
    assert.equal(mails[0]!.reply_to, 'owner@bakehouse.com');
    assert.equal(mails[0]!.subject, 'Advertising request from Happy Valley Bakehouse');
    assert.match(mails[0]!.text_body, /Phone: 814-555-0133\nAddress: 120 W College Ave, State College, 16801/);
    assert.match(mails[0]!.text_body, /\/studio\/ads/);
    assert.doesNotMatch(mails[0]!.html_body, /<b>Arts Fest/, 'what a business typed is escaped in the HTML');
  });

  it('refuses a request without its required fields, a bad phone or web address, or an unsolved bot check, and keeps nothing', async () => {
    const kept = (await requests()).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...full, ad_company: ' ' }, /Business Name is required/],
      [{ ...full, ad_email: '' }, /Email is required/],
      [{ ...full, ad_email: 'owner@bakehouse' }, /Invalid email address/],
      [{ ...full, ad_content: '' }, /Message is required/],
      [{ ...full, ad_phoneNumber: '555-01' }, /Phone Number must look like 999-999-9999/],
      [{ ...full, ad_website: 'not a web address' }, /Website/],
      [{ ...full, ad_content: 'x'.repeat(5001) }, /Message: at most 5,000 characters/],
      [{ ...full, approved: true }, /approved/],
    ];
    for (const [body, message] of cases) {
      const answer = await advertise(body);
      assert.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 120));
      assert.match(answer.json().message, message);
    }
    assert.equal((await advertise(full, { solved: false })).statusCode, 400);
    assert.equal((await requests()).length, kept);
  });

  it('three requests an hour from one address: the fourth waits', async () => {
    const from = { ...full, ad_email: 'busy@example.org' };
    for (let i = 0; i < 3; i += 1) assert.equal((await advertise(from)).statusCode, 200);
    assert.equal((await advertise(from)).statusCode, 429);
  });

  it('the studio’s: 401 signed out, 403 without a role; every studio role marks a request answered, and undoes it', async () => {
    const [waiting] = await requests();
    assert.ok(waiting);
    for (const [method, url, body] of [
      ['GET', '/api/studio/ads/requests', undefined],
      ['POST', '/api/studio/ads/requests/answered', { id: waiting.id, answered: true }],
    ] as const) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} signed out`);
      assert.equal((await call('local', method, url, body)).statusCode, 403, `${method} ${url} as a member`);
    }
    // The partner is still the publisher the Board made them above.
    const answered = await call('partner', 'POST', '/api/studio/ads/requests/answered', { id: waiting.id, answered: true });
    assert.equal(answered.statusCode, 200, answered.body);
    const marked = contract.studioAdRequestAnswered.response.parse(answered.json());
    assert.ok(marked.answered_at);
    assert.ok(marked.answered_by);
    const again = contract.studioAdRequestAnswered.response.parse(
      (await call('board', 'POST', '/api/studio/ads/requests/answered', { id: waiting.id, answered: true })).json(),
    );
    assert.deepEqual([again.answered_at, again.answered_by], [marked.answered_at, marked.answered_by], 'the first answer is kept');
    assert.equal((await requests('partner')).at(-1)?.id, waiting.id, 'answered requests come after those waiting');
    const undone = contract.studioAdRequestAnswered.response.parse(
      (await call('board', 'POST', '/api/studio/ads/requests/answered', { id: waiting.id, answered: false })).json(),
    );
    assert.deepEqual([undone.answered_at, undone.answered_by], [null, null]);
    assert.equal((await call('board', 'POST', '/api/studio/ads/requests/answered', { id: 2_000_000_000, answered: true })).statusCode, 404);
  });
});

const menus = async (who: keyof typeof tokens = 'board') => contract.studioMenus.response.parse((await call(who, 'GET', '/api/studio/menus')).json());
const footer = async () => (await menus()).find((menu) => menu.name === 'footer_menu_2')!;
const live = async () =>
  (await context.app.inject({ method: 'GET', url: '/nav/get/footer_menu_2' })).json<{ title: string; url: string; target: string | null }[]>();

// Menus (decision 095): drafts change nothing until published; publishing is for publishers and the Board; history restores.
describe('the studio’s menus', () => {
  before(async () => {
    // The member is an editor again for these (the roles' tests removed them).
    assert.equal((await call('board', 'POST', '/api/studio/people', { email: emails.local, role: 'editor' })).statusCode, 200);
  });

  it('401 signed out and 403 without a role, for every menu call; an editor may not publish', async () => {
    const { revision } = await footer();
    const calls = [
      ['GET', '/api/studio/menus', undefined],
      ['POST', '/api/studio/menus/draft', { name: 'footer_menu_2', base_revision: revision, links: [] }],
      ['POST', '/api/studio/menus/publish', { name: 'footer_menu_2' }],
      ['POST', '/api/studio/menus/discard', { name: 'footer_menu_2' }],
      ['POST', '/api/studio/menus/restore', { name: 'footer_menu_2', revision: 1 }],
      ['GET', '/api/studio/revisions/menu/footer_menu_2/1', undefined],
    ] as const;
    const outsider = (
      await issueAccessToken(
        context.db,
        (await context.db.query<{ id: number }>(`select id from users where role = 'Visitor' and activated_at is not null order by id limit 1`)).rows[0]!.id,
      )
    ).token;
    for (const [method, url, body] of calls) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} signed out`);
      const refused = await context.app.inject({ method, url, headers: { authorization: `Bearer ${outsider}` }, ...(body ? { payload: body } : {}) });
      assert.equal(refused.statusCode, 403, `${method} ${url} without a role`);
    }
    assert.equal((await call('local', 'POST', '/api/studio/menus/publish', { name: 'footer_menu_2' })).statusCode, 403, 'an editor publishing');
  });

  it('an editor’s draft leaves the site alone; a publisher publishes it as the next revision; the old one is restored as a draft', async () => {
    const first = await footer();
    const siteBefore = await live();
    assert.equal(first.draft, null);
    const links = [
      { title: 'Advertise with Us', url: '/advertise', new_tab: false },
      { title: 'Partner portal', url: 'https://partners.example.com', new_tab: true },
    ];
    const saved = await call('local', 'POST', '/api/studio/menus/draft', { name: 'footer_menu_2', base_revision: first.revision, links });
    assert.equal(saved.statusCode, 200, saved.body);
    const drafted = contract.studioMenuDraft.response.parse(saved.json());
    assert.deepEqual(drafted.draft?.links, links);
    assert.ok(drafted.draft?.saved_by);
    assert.deepEqual(await live(), siteBefore, 'a draft changes nothing on the site');

    const published = contract.studioMenuPublish.response.parse((await call('partner', 'POST', '/api/studio/menus/publish', { name: 'footer_menu_2' })).json());
    assert.equal(published.revision, first.revision + 1);
    assert.equal(published.draft, null);
    assert.deepEqual(published.links, links);
    assert.deepEqual(await live(), [
      { title: 'Advertise with Us', url: '/advertise', target: null },
      { title: 'Partner portal', url: 'https://partners.example.com', target: '_blank' },
    ]);
    assert.deepEqual(
      published.history.map((entry) => [entry.revision, entry.published_at === null]),
      [
        [first.revision + 1, false],
        [first.revision, true],
      ],
      'the new revision and the one the site had before',
    );

    // Both kept revisions read whole, to be compared (decision 114); one not kept is 404, a kind the studio has not is 400.
    const revision = async (number: number) =>
      contract.studioRevision.response.parse((await call('local', 'GET', `/api/studio/revisions/menu/footer_menu_2/${number}`)).json());
    const [older, newer] = [await revision(first.revision), await revision(published.revision)];
    assert.deepEqual([older.published_at, older.published_by], [null, null], 'the version before the studio has no one and no time');
    assert.deepEqual(newer.content, links);
    assert.ok(newer.published_by && newer.published_at);
    const missing = await call('local', 'GET', `/api/studio/revisions/menu/footer_menu_2/${published.revision + 1}`);
    assert.deepEqual([missing.statusCode, missing.json().message], [404, STUDIO_DRAFT_MESSAGES.noRevision]);
    assert.equal((await call('local', 'GET', '/api/studio/revisions/recipe/footer_menu_2/1')).statusCode, 400);

    const restored = contract.studioMenuRestore.response.parse(
      (await call('board', 'POST', '/api/studio/menus/restore', { name: 'footer_menu_2', revision: first.revision })).json(),
    );
    assert.deepEqual(restored.draft?.links, first.links);
    assert.equal(restored.draft?.base_revision, published.revision);
    const discarded = contract.studioMenuDiscard.response.parse((await call('local', 'POST', '/api/studio/menus/discard', { name: 'footer_menu_2' })).json());
    assert.equal(discarded.draft, null);
    assert.equal((await call('board', 'POST', '/api/studio/menus/publish', { name: 'footer_menu_2' })).statusCode, 400, 'no draft to publish');
  });

  it('a draft started from an older revision is refused (409), saving or publishing, and nothing changes', async () => {
    const { revision } = await footer();
    const stale = await call('local', 'POST', '/api/studio/menus/draft', { name: 'footer_menu_2', base_revision: revision - 1, links: [] });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, STUDIO_DRAFT_MESSAGES.stale);
    // Two drafts from the same revision: the second overwrites the first; a publication in between makes the draft stale.
    await call('local', 'POST', '/api/studio/menus/draft', {
      name: 'footer_menu_2',
      base_revision: revision,
      links: [{ title: 'A', url: '/a', new_tab: false }],
    });
    await context.db.query(`update menus set revision = revision + 1 where name = 'footer_menu_2'`);
    const refused = await call('board', 'POST', '/api/studio/menus/publish', { name: 'footer_menu_2' });
    assert.equal(refused.statusCode, 409);
    assert.notDeepEqual(
      (await live()).map((link) => link.url),
      ['/a'],
    );
    await context.db.query(`update menus set revision = revision - 1 where name = 'footer_menu_2'`);
    await call('board', 'POST', '/api/studio/menus/discard', { name: 'footer_menu_2' });
  });

  it('bad links are refused with the field’s message, and a menu holds twelve at most', async () => {
    const { revision } = await footer();
    const draft = (links: unknown[]) => call('local', 'POST', '/api/studio/menus/draft', { name: 'footer_menu_2', base_revision: revision, links });
    const cases: [unknown[], RegExp][] = [
      [[{ title: '', url: '/a', new_tab: false }], /Title is required/],
      [[{ title: 'A', url: '', new_tab: false }], /Link is required/],
      [[{ title: 'A', url: 'javascript:alert(1)', new_tab: false }], /Link: enter a path on this site/],
      [[{ title: 'A', url: '//evil.example', new_tab: false }], /Link: enter a path on this site/],
      [Array.from({ length: 13 }, () => ({ title: 'A', url: '/a', new_tab: false })), /at most 12 links/],
    ];
    for (const [links, message] of cases) {
      const answer = await draft(links);
      assert.equal(answer.statusCode, 400, JSON.stringify(links).slice(0, 80));
      assert.match(answer.json().message, message);
    }
    assert.equal((await footer()).draft, null);
  });
});

const publicPost = (slug: string) => context.app.inject({ method: 'GET', url: `/news/get/${slug}` });
const draftOf = (slug: string) => call('local', 'GET', `/api/news/getdraft/${slug}`);
const save = (who: keyof typeof tokens, body: Record<string, unknown>) => call(who, 'POST', '/api/studio/posts/save', body);
const act = (who: keyof typeof tokens, action: 'publish' | 'retire' | 'discard', id: number) => call(who, 'POST', `/api/studio/posts/${action}`, { id });

// The dispatch (decision 096): any studio role writes; publishers and the Board publish, schedule and retire; readers see only what
// is published, signed-in readers the pending revision (the spec's draft call).
describe('the dispatch in the studio', () => {
  const post = {
    title: 'Ice rink opens at Sunset Park',
    category_id: null,
    content: '<p>Skates on the <strong>first</strong> weekend.</p><script>alert(1)</script>',
    source_link: null,
    featured: false,
    published_at: '2026-01-05T09:00',
  };
  let category = 0;

  before(async () => {
    category = (await context.db.query<{ id: number }>('select id from news_categories order by id limit 1')).rows[0]!.id;
  });

  it('an editor writes a draft no reader sees but a signed-in one; a publisher publishes it; the text is sanitised', async () => {
    const png = `data:image/png;base64,${(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const saved = await save('local', { ...post, category_id: category, image: png });
    assert.equal(saved.statusCode, 200, saved.body);
    const draft = contract.studioPostSave.response.parse(saved.json());
    assert.equal(draft.status, 'draft');
    assert.equal(draft.category_id, category);
    assert.match(draft.image ?? '', /^http:\/\/api\.test\/media\//);
    assert.doesNotMatch(draft.content, /script/);
    assert.equal((await publicPost(draft.slug)).statusCode, 404);
    assert.equal((await draftOf(draft.slug)).json().title, post.title);
    assert.equal((await act('local', 'publish', draft.id)).statusCode, 403, 'an editor does not publish');

    const published = contract.studioPostPublish.response.parse((await act('partner', 'publish', draft.id)).json());
    assert.equal(published.status, 'live');
    const page = await publicPost(draft.slug);
    assert.equal(page.statusCode, 200);
    assert.equal(page.json().title, post.title);
    assert.deepEqual(
      page.json().categories.map((entry: { id: number }) => entry.id),
      [category],
    );
    const list = contract.studioPosts.response.parse((await call('local', 'GET', '/api/studio/posts')).json());
    assert.equal(list.find((entry) => entry.id === draft.id)?.status, 'live');
  });

  it('an edit of a live post waits as its pending revision, seen by signed-in readers, until it is published or discarded', async () => {
    const { id, slug } = contract.studioPostSave.response.parse((await save('board', { ...post, title: 'Farm stand hours' })).json());
    await act('board', 'publish', id);
    const edited = contract.studioPostSave.response.parse((await save('local', { ...post, id, title: 'Farm stand winter hours' })).json());
    assert.deepEqual([edited.status, edited.pending_changes, edited.title], ['live', true, 'Farm stand winter hours']);
    assert.equal((await publicPost(slug)).json().title, 'Farm stand hours', 'the site keeps the published post');
    assert.equal((await draftOf(slug)).json().title, 'Farm stand winter hours');
    const discarded = contract.studioPostDiscard.response.parse((await act('local', 'discard', id)).json());
    assert.deepEqual([discarded.pending_changes, discarded.title], [false, 'Farm stand hours']);
    await save('local', { ...post, id, title: 'Farm stand winter hours' });
    const twice = contract.studioPostPublish.response.parse((await act('partner', 'publish', id)).json());
    assert.equal((await publicPost(slug)).json().title, 'Farm stand winter hours');
    assert.deepEqual(
      twice.history.map((entry) => [entry.revision, entry.published_by !== null]),
      [
        [2, true],
        [1, true],
      ],
      'each publication is kept, the first of a post the studio wrote is revision 1',
    );

    // The first publication comes back as the pending revision; published again, the site has it back.
    const restored = contract.studioPostRestore.response.parse((await call('local', 'POST', '/api/studio/posts/restore', { id, revision: 1 })).json());
    assert.deepEqual([restored.pending_changes, restored.title], [true, 'Farm stand hours']);
    assert.equal((await publicPost(slug)).json().title, 'Farm stand winter hours', 'a restored revision waits to be published');
    await act('partner', 'publish', id);
    assert.equal((await publicPost(slug)).json().title, 'Farm stand hours');
    assert.equal((await call('local', 'POST', '/api/studio/posts/restore', { id, revision: 9 })).statusCode, 404);
  });

  it('a preview link shows a post’s pending revision to anyone holding it, uncached; a new post’s too; withdrawn, it is gone (decision 125)', async () => {
    const { id, slug } = contract.studioPostSave.response.parse((await save('board', { ...post, title: 'Ski swap this Saturday' })).json());
    await act('board', 'publish', id);
    await save('local', { ...post, id, title: 'Ski swap moves to Sunday' });
    for (const url of ['/api/studio/posts/preview-link', '/api/studio/posts/preview-link/withdraw']) {
      assert.equal((await call(null, 'POST', url, { id })).statusCode, 401);
    }
    const made = await call('local', 'POST', '/api/studio/posts/preview-link', { id });
    assert.equal(made.statusCode, 200, made.body);
    const link = new URL(contract.studioPostPreviewLink.response.parse(made.json()).link, 'http://site.test');
    assert.equal(link.pathname, `/dispatch/${slug}`);
    const token = link.searchParams.get('preview')!;
    const seen = await call(null, 'GET', `/api/news/preview/${token}`);
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal(seen.headers['cache-control'], 'private, no-store');
    const preview = contract.newsPreview.response.parse(seen.json());
    assert.deepEqual([preview.link, preview.post.id, preview.post.title], [`/dispatch/${slug}`, id, 'Ski swap moves to Sunday']);
    assert.equal((await publicPost(slug)).json().title, 'Ski swap this Saturday', 'the site keeps the published post');
    // A page's link is not a post's: each call reads its own kind.
    assert.equal((await call(null, 'GET', `/api/pages/preview/${token}`)).statusCode, 404);

    // A post never published has its draft in its own columns: the link shows it, and the site still answers 404.
    const fresh = contract.studioPostSave.response.parse((await save('local', { ...post, title: 'Winter trail map is out' })).json());
    const freshLink = contract.studioPostPreviewLink.response.parse((await call('local', 'POST', '/api/studio/posts/preview-link', { id: fresh.id })).json());
    const freshToken = new URL(freshLink.link, 'http://site.test').searchParams.get('preview')!;
    assert.equal(
      contract.newsPreview.response.parse((await call(null, 'GET', `/api/news/preview/${freshToken}`)).json()).post.title,
      'Winter trail map is out',
    );
    assert.equal((await publicPost(fresh.slug)).statusCode, 404);

    const withdrawn = await call('board', 'POST', '/api/studio/posts/preview-link/withdraw', { id });
    assert.deepEqual(withdrawn.json(), { withdrawn: 1 });
    const gone = await call(null, 'GET', `/api/news/preview/${token}`);
    assert.deepEqual([gone.statusCode, gone.json().message], [404, PREVIEW_MESSAGES.gone]);
    assert.equal((await call(null, 'GET', `/api/news/preview/${freshToken}`)).statusCode, 200, 'another post’s link still works');
    assert.equal((await call('local', 'POST', '/api/studio/posts/preview-link', { id: 999_999 })).statusCode, 404);
    const logged = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=post')).json());
    assert.deepEqual(
      logged.entries.slice(0, 2).map((entry) => `${entry.action} ${entry.label}`),
      ['Withdrew the preview links of Ski swap this Saturday', 'Shared a preview link of Winter trail map is out'],
    );
  });

  it('a post on the site before the studio keeps that version as its first when the studio publishes it', async () => {
    const seeded = (
      await context.db.query<{ id: number; slug: string; title: string }>(
        `select id, slug, title from news_posts where approved and draft is null and published_at < now() order by id limit 1`,
      )
    ).rows[0]!;
    const opened = contract.studioPost.response.parse((await call('board', 'GET', `/api/studio/posts/${seeded.id}`)).json());
    assert.deepEqual(opened.history, []);
    await save('board', {
      ...post,
      id: seeded.id,
      title: `${seeded.title} (updated)`,
      content: opened.content || post.content,
      published_at: opened.published_at.slice(0, 16),
    });
    const published = contract.studioPostPublish.response.parse((await act('board', 'publish', seeded.id)).json());
    assert.deepEqual(
      published.history.map((entry) => [entry.revision, entry.published_at === null]),
      [
        [2, false],
        [1, true],
      ],
    );
    await call('board', 'POST', '/api/studio/posts/restore', { id: seeded.id, revision: 1 });
    await act('board', 'publish', seeded.id);
    assert.equal((await publicPost(seeded.slug)).json().title, seeded.title);
  });

  it('a post published for later is scheduled and hidden until then; a retired one leaves the site and comes back when published', async () => {
    const later = contract.studioPostSave.response.parse(
      (await save('board', { ...post, title: 'Spring trail work days', published_at: '2031-04-01T08:00' })).json(),
    );
    assert.equal(contract.studioPostPublish.response.parse((await act('board', 'publish', later.id)).json()).status, 'scheduled');
    assert.equal((await publicPost(later.slug)).statusCode, 404);

    const onSite = contract.studioPostSave.response.parse((await save('board', { ...post, title: 'Library story hour returns' })).json());
    await act('board', 'publish', onSite.id);
    assert.equal((await act('local', 'retire', onSite.id)).statusCode, 403, 'an editor does not retire');
    assert.equal(contract.studioPostRetire.response.parse((await act('partner', 'retire', onSite.id)).json()).status, 'retired');
    assert.equal((await publicPost(onSite.slug)).statusCode, 404);
    assert.equal((await act('partner', 'retire', onSite.id)).statusCode, 400, 'only a published post is retired');
    assert.equal(contract.studioPostPublish.response.parse((await act('partner', 'publish', onSite.id)).json()).status, 'live');
    assert.equal((await publicPost(onSite.slug)).statusCode, 200);
  });

  it('a post retired later stays on the site until its time; an edit published meanwhile keeps the time; called off, it stays (decision 116)', async () => {
    const { id, slug } = contract.studioPostSave.response.parse((await save('board', { ...post, title: 'Holiday market hours' })).json());
    const retire = (retire_at: string | null) => call('partner', 'POST', '/api/studio/posts/retire', { id, retire_at });
    const draftOnly = await retire(toLocalIso(new Date(Date.now() + 86_400_000)).slice(0, 16));
    assert.deepEqual([draftOnly.statusCode, draftOnly.json().message], [400, `retire_at: ${RETIRE_MESSAGES.later}`]);
    await act('board', 'publish', id);
    const past = await retire('2020-01-01T09:00');
    assert.deepEqual([past.statusCode, past.json().message], [400, `retire_at: ${RETIRE_MESSAGES.past}`]);
    const tomorrow = toLocalIso(new Date(Date.now() + 86_400_000)).slice(0, 16);
    const due = contract.studioPostRetire.response.parse((await retire(tomorrow)).json());
    assert.deepEqual([due.status, due.retires_at?.slice(0, 16)], ['live', tomorrow]);
    assert.equal((await publicPost(slug)).statusCode, 200, 'on the site until then');
    await save('board', { ...post, id, title: 'Holiday market late hours' });
    const edited = contract.studioPostPublish.response.parse((await act('board', 'publish', id)).json());
    assert.equal(edited.retires_at?.slice(0, 16), tomorrow, 'an edit does not call the retirement off');
    const kept = contract.studioPostRetire.response.parse((await retire(null)).json());
    assert.deepEqual([kept.status, kept.retires_at], ['live', null]);

    // Its time come (the stored time set a minute back: the read checks the time, nothing runs then): gone, and retired.
    await retire(tomorrow);
    await context.db.query(`update news_posts set retired_at = now() - interval '1 minute' where id = $1`, [id]);
    await context.app.contentChanged();
    assert.equal((await publicPost(slug)).statusCode, 404);
    const gone = contract.studioPost.response.parse((await call('board', 'GET', `/api/studio/posts/${id}`)).json());
    assert.deepEqual([gone.status, gone.retires_at], ['retired', null]);
    assert.equal((await act('partner', 'retire', id)).statusCode, 400, 'already off the site');
    assert.equal(contract.studioPostPublish.response.parse((await act('partner', 'publish', id)).json()).status, 'live');
    assert.equal((await publicPost(slug)).statusCode, 200);
  });

  it('refuses a post without its title or text, with a bad link, date or category, and answers 401/403 to outsiders', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...post, title: ' ' }, /Title is required/],
      [{ ...post, content: '<p></p>' }, /Post text is required/],
      [{ ...post, source_link: 'not a web address' }, /Source Link/],
      [{ ...post, published_at: 'someday' }, /Publish date/],
      [{ ...post, category_id: 2_000_000_000 }, /No such category/],
    ];
    for (const [body, message] of cases) {
      const answer = await save('local', body);
      assert.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 100));
      assert.match(answer.json().message, message);
    }
    assert.equal((await call(null, 'GET', '/api/studio/posts')).statusCode, 401);
    assert.equal((await call(null, 'POST', '/api/studio/posts/save', post)).statusCode, 401);
  });
});

const settingsView = async () => contract.studioSettings.response.parse((await call('board', 'GET', '/api/studio/settings')).json());
const siteGlobals = async () => (await context.app.inject({ method: 'GET', url: '/variables/get/global' })).json<Record<string, unknown>>();

// The site's settings (decision 095): drafted by any studio role, published by publishers and the Board, with their history.
describe('the studio’s site settings', () => {
  it('a draft leaves the site alone; a publisher publishes it; revision 1 restored puts the site back', async () => {
    const first = await settingsView();
    assert.equal(first.live.nav_bar_color, '#19325b');
    const siteBefore = await siteGlobals();
    const changed = { ...first.live, nav_bar_color: '#0b5d3b', facebook_link: 'facebook.com/HappyValleyVisitors' };
    const saved = await call('local', 'POST', '/api/studio/settings/draft', { base_revision: first.revision, settings: changed });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(contract.studioSettingsDraft.response.parse(saved.json()).draft?.content.facebook_link, 'https://facebook.com/HappyValleyVisitors');
    assert.deepEqual(await siteGlobals(), siteBefore, 'a draft changes nothing on the site');
    assert.equal((await call('local', 'POST', '/api/studio/settings/publish', {})).statusCode, 403, 'an editor does not publish');

    const published = contract.studioSettingsPublish.response.parse((await call('partner', 'POST', '/api/studio/settings/publish', {})).json());
    assert.equal(published.revision, first.revision + 1);
    assert.equal((await siteGlobals()).nav_bar_color, '#0b5d3b');
    assert.equal((await siteGlobals()).facebook_link, 'https://facebook.com/HappyValleyVisitors');

    await call('board', 'POST', '/api/studio/settings/restore', { revision: first.revision });
    await call('board', 'POST', '/api/studio/settings/publish', {});
    const back = await siteGlobals();
    assert.deepEqual([back.nav_bar_color, back.facebook_link], [siteBefore.nav_bar_color, siteBefore.facebook_link]);
  });

  it('refuses a nav colour its white text cannot be read on, a bad link or no organization, naming the field; 401/403 outsiders', async () => {
    const { revision, live: current } = await settingsView();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...current, nav_bar_color: '#ffd700' }, /Nav bar color: too light for its white text \(1\.\d:1; at least 4\.5:1\)/],
      [{ ...current, nav_bar_color: 'red' }, /Nav bar color: choose a color/],
      [{ ...current, instagram_link: 'not a web address' }, /Instagram/],
      [{ ...current, organization: '' }, /Organization is required/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('local', 'POST', '/api/studio/settings/draft', { base_revision: revision, settings: body });
      assert.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 100));
      assert.match(answer.json().message, message);
    }
    assert.equal((await settingsView()).draft, null);
    assert.equal((await call(null, 'GET', '/api/studio/settings')).statusCode, 401);
    assert.equal((await call('local', 'POST', '/api/studio/settings/draft', { base_revision: revision - 1, settings: current })).statusCode, 409);
  });
});

const categoryId = async (slug: string) =>
  (await context.db.query<{ id: number }>('select id from destination_categories where slug = $1', [slug])).rows[0]!.id;
const category = async (id: number) => contract.studioCategory.response.parse((await call('local', 'GET', `/api/studio/places/categories/${id}`)).json());
const moved = async (path: string) => {
  const answer = await call(null, 'GET', `/moved?path=${encodeURIComponent(path)}`);
  assert.equal(answer.statusCode, 200, answer.body);
  return contract.moved.response.parse(answer.json()).location;
};
const siteNav = async () => contract.nav.response.parse((await call(null, 'GET', '/nav')).json());
const publishAs = (who: keyof typeof tokens, id: number) => call(who, 'POST', '/api/studio/places/categories/publish', { id });
const navView = async () => contract.studioNav.response.parse((await call('local', 'GET', '/api/studio/nav')).json());
/** Every link of the site's navigation: the tabs', their panels' links and featured blocks'. */
const navLinks = async () =>
  (await siteNav()).flatMap((tab) => [
    tab.fields.link,
    ...tab.featured_links.map((link) => link.link),
    ...tab.featured_blocks.map((block) => block.fields.link),
  ]);
/** The tabs as the editor sends them back. */
const asForm = (tabs: Awaited<ReturnType<typeof navView>>['live']) => tabs.map((tab) => ({ ...tab }));

describe('the studio’s places', () => {
  it('a new name and address are a draft until published; then the old address answers 301 and the navigation follows', async () => {
    const id = await categoryId('restaurants');
    const first = await category(id);
    assert.deepEqual([first.live.name, first.live.slug, first.draft], ['Restaurants', 'restaurants', null]);
    assert.ok(first.used_by.listings > 0 && first.used_by.navigation > 0, JSON.stringify(first.used_by));
    const listed = contract.studioCategories.response.parse((await call('local', 'GET', '/api/studio/places/categories')).json());
    assert.ok(listed.some((row) => row.id === id && row.listings === first.used_by.listings && !row.drafted));

    const draft = { name: 'Restaurants & Cafés', slug: 'Restaurants-And-Cafes', description: 'Sit-down meals from diners to tasting menus.' };
    const saved = await call('local', 'POST', '/api/studio/places/categories/draft', { id, base_revision: first.revision, category: draft });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(contract.studioCategoryDraft.response.parse(saved.json()).draft?.content.slug, 'restaurants-and-cafes', 'an address is kept in lower case');
    assert.equal((await call(null, 'GET', '/categories/get/restaurants')).statusCode, 200, 'a draft changes nothing on the site');
    assert.equal(await moved('/c/restaurants'), null);
    assert.equal((await publishAs('local', id)).statusCode, 403, 'an editor does not publish');

    const publishing = await publishAs('partner', id);
    assert.equal(publishing.statusCode, 200, publishing.body);
    const published = contract.studioCategoryPublish.response.parse(publishing.json());
    assert.deepEqual([published.revision, published.live.slug, published.draft], [first.revision + 1, 'restaurants-and-cafes', null]);
    assert.equal((await call(null, 'GET', '/categories/get/restaurants-and-cafes')).json().name, 'Restaurants & Cafés');
    assert.equal((await call(null, 'GET', '/categories/get/restaurants')).statusCode, 404);
    assert.equal(await moved('/c/restaurants'), '/c/restaurants-and-cafes');
    const links = await navLinks();
    assert.ok(links.includes('/c/restaurants-and-cafes') && !links.includes('/c/restaurants'), links.join(' '));
    const sticky = (await siteNav()).flatMap((tab) => tab.sticky_menu_categories);
    assert.ok(sticky.some((entry) => entry.slug === 'restaurants-and-cafes' && entry.name === 'Restaurants & Cafés'));
    assert.ok(!sticky.some((entry) => entry.slug === 'restaurants'));
    assert.equal((await category(id)).used_by.navigation, first.used_by.navigation, 'the navigation points to the new address');
  });

  it('a second move sends every old address to the newest; restoring the first revision makes the first address a page again', async () => {
    const id = await categoryId('restaurants-and-cafes');
    const now = await category(id);
    await call('local', 'POST', '/api/studio/places/categories/draft', { id, base_revision: now.revision, category: { ...now.live, slug: 'places-to-eat' } });
    assert.equal((await publishAs('board', id)).statusCode, 200);
    assert.equal(await moved('/c/restaurants'), '/c/places-to-eat');
    assert.equal(await moved('/c/restaurants-and-cafes'), '/c/places-to-eat');

    assert.equal((await call('local', 'POST', '/api/studio/places/categories/restore', { id, revision: 1 })).statusCode, 200);
    const back = contract.studioCategoryPublish.response.parse((await publishAs('board', id)).json());
    assert.deepEqual([back.live.name, back.live.slug], ['Restaurants', 'restaurants']);
    assert.equal(await moved('/c/restaurants'), null, 'the first address is a page again');
    assert.equal(await moved('/c/places-to-eat'), '/c/restaurants');
    assert.equal(await moved('/c/restaurants-and-cafes'), '/c/restaurants');
    assert.ok((await navLinks()).includes('/c/restaurants'));
    assert.deepEqual(
      back.history.map((entry) => entry.revision),
      [4, 3, 2, 1],
    );
  });

  it('refuses a bad or taken address and an empty name, naming the field; 401/403 outsiders, 404 for no category, 409 stale', async () => {
    const id = await categoryId('restaurants');
    const { revision, live: current } = await category(id);
    const visitor = await context.db.query<{ id: number }>(`select id from users where role = 'Visitor' and activated_at is not null order by id limit 1`);
    const outsider = (await issueAccessToken(context.db, visitor.rows[0]!.id)).token;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...current, slug: 'bad address!' }, /Address: lowercase letters, digits and hyphens/],
      [{ ...current, slug: '-restaurants' }, /Address: lowercase letters/],
      [{ ...current, slug: 'museums' }, /^slug: Address: another category already has it$/],
      [{ ...current, name: ' ' }, /Name is required/],
      [{ ...current, description: 'x'.repeat(501) }, /Description: at most 500 characters/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('local', 'POST', '/api/studio/places/categories/draft', { id, base_revision: revision, category: body });
      assert.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 100));
      assert.match(answer.json().message, message);
    }
    assert.equal((await category(id)).draft, null);
    assert.equal((await call('local', 'POST', '/api/studio/places/categories/draft', { id, base_revision: revision - 1, category: current })).statusCode, 409);
    assert.equal((await call('local', 'GET', '/api/studio/places/categories/999999')).statusCode, 404);
    assert.equal((await publishAs('board', 999_999)).statusCode, 404);
    assert.equal((await call(null, 'GET', '/api/studio/places/categories')).statusCode, 401);
    for (const [method, url, body] of [
      ['GET', '/api/studio/places/categories', undefined],
      ['GET', `/api/studio/places/categories/${id}`, undefined],
      ['POST', '/api/studio/places/categories/draft', { id, base_revision: revision, category: current }],
      ['POST', '/api/studio/places/categories/publish', { id }],
      ['POST', '/api/studio/places/categories/discard', { id }],
      ['POST', '/api/studio/places/categories/restore', { id, revision: 1 }],
    ] as const) {
      assert.equal((await call(null, method, url, body)).statusCode, 401, `${method} ${url} signed out`);
      const refused = await context.app.inject({ method, url, headers: { authorization: `Bearer ${outsider}` }, ...(body ? { payload: body } : {}) });
      assert.equal(refused.statusCode, 403, `${method} ${url} without a role`);
    }
    assert.equal((await call(null, 'GET', '/moved?path=no-slash')).statusCode, 400);
  });

  const PLACES = [
    {
      kind: 'town',
      a: 'a town',
      noun: 'town',
      field: 'town',
      table: 'towns',
      segment: 'towns',
      get: '/cities/get',
      path: '/towns',
      slug: 'boalsburg',
      name: 'Boalsburg',
      other: 'bellefonte',
    },
    {
      kind: 'experience',
      a: 'an experience',
      noun: 'experience',
      field: 'experience',
      table: 'experiences',
      segment: 'experiences',
      get: '/experiences/get',
      path: '/experiences',
      slug: 'romantic-getaways',
      name: 'Romantic Getaways',
      other: 'arts-scene',
    },
    {
      kind: 'event-category',
      a: 'an event category',
      noun: 'event category',
      field: 'event_category',
      table: 'event_categories',
      segment: 'event-categories',
      get: '/events/categories/get',
      path: '/events/category',
      slug: 'outdoors',
      name: 'Outdoors',
      other: 'sports',
    },
  ] as const;
  for (const { kind, a, noun, field, table, segment, get, path, slug, name, other } of PLACES) {
    it(`${a} is renamed and re-addressed the same way: its listings stay with it, the old address answers 301, a taken one is refused`, async () => {
      const { id } = (await context.db.query<{ id: number }>(`select id from ${table} where slug = $1`, [slug])).rows[0]!;
      const place = async () => contract.studioTown.response.parse((await call('local', 'GET', `/api/studio/places/${segment}/${id}`)).json());
      const first = await place();
      assert.deepEqual([first.live.name, first.live.slug, first.draft], [name, slug, null]);
      assert.ok(first.used_by.listings > 0, JSON.stringify(first.used_by));
      const listed = contract.studioTowns.response.parse((await call('local', 'GET', `/api/studio/places/${segment}`)).json());
      assert.ok(listed.some((row) => row.id === id && row.listings === first.used_by.listings && !row.drafted));
      const before = (await call(null, 'GET', `${get}/${slug}`)).json();

      const draft = (body: object) => call('local', 'POST', `/api/studio/places/${segment}/draft`, { id, base_revision: first.revision, [field]: body });
      const taken = await draft({ ...first.live, slug: other });
      assert.equal(taken.statusCode, 400);
      assert.equal(taken.json().message, `slug: Address: another ${noun} already has it`);
      const saved = await draft({ name: `${name} Again`, slug: `${slug}-again`, description: 'Said anew by the board.' });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal((await call(null, 'GET', `${get}/${slug}`)).json().name, name, 'a draft changes nothing on the site');
      assert.equal((await call('local', 'POST', `/api/studio/places/${segment}/publish`, { id })).statusCode, 403, 'an editor does not publish');

      const publishing = await call('partner', 'POST', `/api/studio/places/${segment}/publish`, { id });
      assert.equal(publishing.statusCode, 200, publishing.body);
      const published = contract.studioTownPublish.response.parse(publishing.json());
      assert.deepEqual([published.revision, published.live.name, published.live.slug], [first.revision + 1, `${name} Again`, `${slug}-again`]);
      const after = (await call(null, 'GET', `${get}/${slug}-again`)).json();
      assert.equal(field === 'town' ? after.meta_description : after.description, 'Said anew by the board.');
      // A town's and an experience's page lists its destinations; every kind's count is the studio's.
      const ids = (page: { destinations?: { id: number }[] }) => (page.destinations ?? []).map((destination) => destination.id);
      assert.deepEqual(ids(after), ids(before), 'its listings are still filed under it');
      assert.equal((await place()).used_by.listings, first.used_by.listings);
      assert.equal((await call(null, 'GET', `${get}/${slug}`)).statusCode, 404);
      assert.equal(await moved(`${path}/${slug}`), `${path}/${slug}-again`);
      const logged = contract.studioAudit.response.parse((await call('board', 'GET', `/api/studio/audit?kind=${kind}`)).json());
      assert.deepEqual(
        logged.entries.slice(0, 2).map((entry) => `${entry.action} ${entry.label}`),
        [`Published ${name} Again`, `Saved a draft of ${name}`],
      );

      assert.equal((await call('local', 'POST', `/api/studio/places/${segment}/restore`, { id, revision: first.revision })).statusCode, 200);
      const back = contract.studioTownPublish.response.parse((await call('board', 'POST', `/api/studio/places/${segment}/publish`, { id })).json());
      assert.deepEqual([back.live.name, back.live.slug], [name, slug]);
      assert.equal(await moved(`${path}/${slug}`), null, 'the first address is a page again');
      assert.equal(await moved(`${path}/${slug}-again`), `${path}/${slug}`);
      const visitor = await context.db.query<{ id: number }>(`select id from users where role = 'Visitor' and activated_at is not null order by id limit 1`);
      const outsider = (await issueAccessToken(context.db, visitor.rows[0]!.id)).token;
      for (const url of [`/api/studio/places/${segment}`, `/api/studio/places/${segment}/${id}`]) {
        assert.equal((await context.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${outsider}` } })).statusCode, 403, url);
      }
    });
  }

  it('an activity is renamed and described the same way; its page is found by id, so a new address moves nothing (decision 121)', async () => {
    const { id, slug, name } = (
      await context.db.query<{ id: number; slug: string; name: string }>(
        `select a.id, a.slug, a.name from activities a where a.approved and exists (select 1 from destination_activities l where l.activity_id = a.id)
         order by a.id limit 1`,
      )
    ).rows[0]!;
    const first = contract.studioActivity.response.parse((await call('local', 'GET', `/api/studio/places/activities/${id}`)).json());
    assert.ok(first.used_by.listings > 0, JSON.stringify(first.used_by));
    const listed = contract.studioActivities.response.parse((await call('local', 'GET', '/api/studio/places/activities')).json());
    assert.ok(listed.some((row) => row.id === id && row.listings === first.used_by.listings));
    const saved = await call('local', 'POST', '/api/studio/places/activities/draft', {
      id,
      base_revision: first.revision,
      activity: { name: `${name} Outings`, slug: `${slug}-outings`, description: 'Said anew by the board.' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await call(null, 'GET', `/activities/get/${id}`)).json().name, name, 'a draft changes nothing on the site');
    const published = contract.studioActivityPublish.response.parse((await call('partner', 'POST', '/api/studio/places/activities/publish', { id })).json());
    assert.equal(published.live.name, `${name} Outings`);
    const page = (await call(null, 'GET', `/activities/get/${id}`)).json();
    assert.deepEqual([page.name, page.description], [`${name} Outings`, 'Said anew by the board.']);
    assert.equal(await moved(`/activity/${id}`), null, 'its page stays where it is');
    const logged = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=activity')).json());
    assert.deepEqual(
      logged.entries.slice(0, 2).map((entry) => `${entry.action} ${entry.label}`),
      [`Published ${name} Outings`, `Saved a draft of ${name}`],
    );
    assert.equal((await call('local', 'POST', '/api/studio/places/activities/restore', { id, revision: first.revision })).statusCode, 200);
    assert.equal(
      contract.studioActivityPublish.response.parse((await call('board', 'POST', '/api/studio/places/activities/publish', { id })).json()).live.name,
      name,
    );
    const visitor = await context.db.query<{ id: number }>(`select id from users where role = 'Visitor' and activated_at is not null order by id limit 1`);
    const outsider = (await issueAccessToken(context.db, visitor.rows[0]!.id)).token;
    const refused = await context.app.inject({ method: 'GET', url: `/api/studio/places/activities/${id}`, headers: { authorization: `Bearer ${outsider}` } });
    assert.equal(refused.statusCode, 403);
  });

  it('the pages whose blocks or text link to a place are among what uses it; a draft, a retired page or a longer address are not (decision 124)', async () => {
    const home = (
      await context.db.query<{ title: string; home_blocks: { extension: string; entry: { slides?: { link: string }[] } }[] }>(
        `select title, home_blocks from pages where path = 'headless-home'`,
      )
    ).rows[0]!;
    const slide = home.home_blocks.find((block) => block.extension === 'valleys_slider')!.entry.slides![0]!;
    const town = (await context.db.query<{ id: number }>('select id from towns where slug = $1', [slide.link.split('/').at(-1)])).rows[0]!;
    const linking = (await call('local', 'GET', `/api/studio/places/towns/${town.id}`)).json().used_by.pages as { title: string; link: string }[];
    assert.ok(
      linking.some((page) => page.link === '/' && page.title === home.title),
      JSON.stringify(linking),
    );

    const { rows } = await context.db.query<{ id: number; slug: string }>('select id, slug from destination_categories where approved order by id limit 1');
    const category = rows[0]!;
    const pages = async () =>
      contract.studioCategory.response.parse((await call('local', 'GET', `/api/studio/places/categories/${category.id}`)).json()).used_by.pages;
    const before = await pages();
    const entry = (link: string) => JSON.stringify({ content: `<p>See <a href="${link}">them</a>.</p>` });
    const blocks = (link: string) => JSON.stringify([{ id: 1, extension: 'cta', title: 'Go', img: null, entry: { link } }]);
    await context.db.query(
      `insert into pages (path, slug, title, approved, entry, content_blocks, retire_at, draft) values
         ('plan/linked-by-text', 'linked-by-text', 'Linked by its text', true, $1::jsonb, '[]', null, null),
         ('plan/linked-by-a-block', 'linked-by-a-block', 'Linked by a block', true, '{}', $2::jsonb, null, null),
         ('plan/retired-link', 'retired-link', 'Retired with a link', true, '{}', $2::jsonb, '2000-01-01', null),
         ('plan/longer-address', 'longer-address', 'A longer address', true, $3::jsonb, $4::jsonb, null, null),
         ('plan/draft-link', 'draft-link', 'Only its draft links', true, '{}', '[]', null, $5::jsonb)`,
      [
        entry(`/c/${category.slug}#map`),
        blocks(`/c/${category.slug}?sort=name`),
        entry(`/c/${category.slug}-more`),
        blocks(`/c/${category.slug}/x`),
        JSON.stringify({ content_blocks: JSON.parse(blocks(`/c/${category.slug}`)) }),
      ],
    );
    try {
      const added = (await pages()).filter((page) => !before.some((known) => known.id === page.id));
      assert.deepEqual(
        added.map((page) => [page.title, page.link]),
        [
          ['Linked by a block', '/plan/linked-by-a-block'],
          ['Linked by its text', '/plan/linked-by-text'],
        ],
      );
    } finally {
      await context.db.query(
        `delete from pages where path like 'plan/%' and slug in ('linked-by-text', 'linked-by-a-block', 'retired-link', 'longer-address', 'draft-link')`,
      );
    }
  });

  it('a place is retired only once the navigation no longer links to it: its page answers 404, no list names it, its listings stay; brought back, all returns (decision 122)', async () => {
    const panelled = (
      await context.db.query<{ id: number }>(
        `select c.id from destination_categories c
          where exists (select 1 from nav_items n where n.sticky_menu_categories @> jsonb_build_array(jsonb_build_object('slug', c.slug))) order by c.id limit 1`,
      )
    ).rows[0]!;
    const refused = await call('partner', 'POST', '/api/studio/places/categories/retire', { id: panelled.id });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(refused.json().message, /^Take it out of the navigation first: \d+ links? points? to \/c\/[a-z0-9-]+$/);

    const { id, slug, name, destination } = (
      await context.db.query<{ id: number; slug: string; name: string; destination: string }>(
        `select e.id, e.slug, e.name, d.slug as destination from experiences e
           join destination_experiences l on l.experience_id = e.id join destinations d on d.id = l.destination_id and d.approved
          where e.approved order by e.id, d.id limit 1`,
      )
    ).rows[0]!;
    const filedUnder = async () =>
      ((await call(null, 'GET', `/destinations/get/${destination}`)).json().d_experiences as { slug: string }[]).map((e) => e.slug);
    const listed = async () => ((await call(null, 'GET', '/experiences/list')).json() as { id: number }[]).some((row) => row.id === id);
    assert.ok((await filedUnder()).includes(slug));
    assert.ok(await listed());
    assert.equal((await call('local', 'POST', '/api/studio/places/experiences/retire', { id })).statusCode, 403, 'an editor does not retire');

    const retiring = await call('partner', 'POST', '/api/studio/places/experiences/retire', { id });
    assert.equal(retiring.statusCode, 200, retiring.body);
    const retired = contract.studioExperienceRetire.response.parse(retiring.json());
    assert.equal(retired.status, 'retired');
    assert.equal((await call(null, 'GET', `/experiences/get/${slug}`)).statusCode, 404);
    assert.equal(await listed(), false);
    assert.ok(!(await filedUnder()).includes(slug), 'the listing no longer names it');
    assert.equal((await call(null, 'GET', `/destinations/get/${destination}`)).statusCode, 200, 'its listings stay');
    const rows = contract.studioExperiences.response.parse((await call('local', 'GET', '/api/studio/places/experiences')).json());
    assert.deepEqual(
      rows.filter((row) => row.id === id).map((row) => row.status),
      ['retired'],
      'the studio still lists it, as retired',
    );
    const logged = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=experience')).json());
    assert.equal(`${logged.entries[0]!.action} ${logged.entries[0]!.label}`, `Retired ${name}`);

    const back = contract.studioExperienceReinstate.response.parse((await call('board', 'POST', '/api/studio/places/experiences/reinstate', { id })).json());
    assert.equal(back.status, 'live');
    assert.equal((await call(null, 'GET', `/experiences/get/${slug}`)).statusCode, 200);
    assert.ok(await listed());
    assert.ok((await filedUnder()).includes(slug));
  });

  it('a place made in the studio is off the site with its first draft until published; its address is its own or made from its name (decision 123)', async () => {
    const listed = async () => ((await call(null, 'GET', '/experiences/list')).json() as { id: number }[]).map((row) => row.id);
    const made = await call('local', 'POST', '/api/studio/places/experiences/create', { name: 'Stargazing', slug: 'Night-Skies' });
    assert.equal(made.statusCode, 200, made.body);
    const place = contract.studioExperienceCreate.response.parse(made.json());
    assert.equal(place.status, 'new');
    assert.deepEqual(place.draft?.content, { name: 'Stargazing', slug: 'night-skies', description: null, image: null }, 'its first draft waits');
    assert.equal((await call(null, 'GET', '/experiences/get/night-skies')).statusCode, 404, 'a new place is not on the site');
    assert.ok(!(await listed()).includes(place.id), 'no list names it');
    const rows = contract.studioExperiences.response.parse((await call('local', 'GET', '/api/studio/places/experiences')).json());
    assert.deepEqual(rows[0], { id: place.id, name: 'Stargazing', slug: 'night-skies', listings: 0, drafted: true, status: 'new' }, 'the new come first');

    const taken = await call('local', 'POST', '/api/studio/places/experiences/create', { name: 'Again', slug: 'night-skies' });
    assert.equal(taken.statusCode, 400);
    assert.equal(taken.json().message, `slug: ${STUDIO_PLACE_MESSAGES.slugTaken.experience}`);
    const unnamed = await call('local', 'POST', '/api/studio/places/experiences/create', { name: ' ' });
    assert.equal(unnamed.statusCode, 400);
    assert.match(unnamed.json().message, new RegExp(STUDIO_PLACE_MESSAGES.name));
    const activity = contract.studioActivityCreate.response.parse(
      (await call('local', 'POST', '/api/studio/places/activities/create', { name: 'Fly Fishing' })).json(),
    );
    assert.equal(activity.live.slug, 'fly-fishing', 'an address made from the name');
    const again = contract.studioActivityCreate.response.parse(
      (await call('local', 'POST', '/api/studio/places/activities/create', { name: 'Fly fishing' })).json(),
    );
    assert.equal(again.live.slug, 'fly-fishing-2');

    for (const act of ['retire', 'reinstate']) {
      const refused = await call('partner', 'POST', `/api/studio/places/experiences/${act}`, { id: place.id });
      assert.equal(refused.statusCode, 400, `${act}: ${refused.body}`);
      assert.equal(refused.json().message, STUDIO_PLACE_MESSAGES.unpublished);
    }
    assert.equal((await call('local', 'POST', '/api/studio/places/experiences/publish', { id: place.id })).statusCode, 403, 'an editor does not publish');

    // An old address that moved away answers 301 until a new place takes it.
    await context.db.query(`insert into moved_paths (from_path, to_path, moved_at) values ('/experiences/night-skies', '/experiences/old-skies', now())`);
    const published = contract.studioExperiencePublish.response.parse(
      (await call('partner', 'POST', '/api/studio/places/experiences/publish', { id: place.id })).json(),
    );
    assert.equal(published.status, 'live');
    assert.equal((await call(null, 'GET', '/experiences/get/night-skies')).statusCode, 200);
    assert.ok((await listed()).includes(place.id));
    assert.deepEqual(
      published.history.map((entry) => entry.revision),
      [2],
      'its first publication is its history: nothing was on the site before it',
    );
    const moved = await context.db.query(`select 1 from moved_paths where from_path = '/experiences/night-skies'`);
    assert.equal(moved.rows.length, 0, 'the old 301 gives way');
    const logged = contract.studioAudit.response.parse((await call('board', 'GET', '/api/studio/audit?kind=experience')).json());
    assert.deepEqual(
      logged.entries.slice(0, 2).map((entry) => `${entry.action} ${entry.label}`),
      ['Published Stargazing', 'Created Stargazing'],
    );
  });

  it('a place’s header picture is drafted as an upload, shown on its page once published, taken away, and kept by a revision that never had one (decision 121)', async () => {
    const { id } = (await context.db.query<{ id: number }>(`select id from towns where slug = 'millheim'`)).rows[0]!;
    const page = async () => (await call(null, 'GET', '/cities/get/millheim')).json() as { main_image_url: string | null };
    const place = async () => contract.studioTown.response.parse((await call('local', 'GET', `/api/studio/places/towns/${id}`)).json());
    const first = await place();
    const seeded = (await page()).main_image_url;
    assert.ok(seeded, 'the seed gives every town a picture');
    assert.equal(first.live.image, seeded, 'the studio shows the picture the page leads with');
    const draft = async (image: string | null | undefined, base = first.revision) => {
      const answer = await call('local', 'POST', '/api/studio/places/towns/draft', { id, base_revision: base, town: { ...first.live, image } });
      assert.equal(answer.statusCode, 200, answer.body);
      return contract.studioTownDraft.response.parse(answer.json());
    };
    const publish = async () => contract.studioTownPublish.response.parse((await call('board', 'POST', '/api/studio/places/towns/publish', { id })).json());

    const picture = dataUrl(await flatPng(1600, 600), 'image/png');
    const drafted = await draft(picture);
    const uploaded = drafted.draft?.content.image ?? '';
    assert.match(uploaded, /^http:\/\/api\.test\/media\//, 'kept as a checked, re-encoded upload');
    assert.equal((await page()).main_image_url, seeded, 'a draft changes nothing on the site');
    assert.equal((await draft(uploaded)).draft?.content.image, uploaded, 'the shown picture sent back stays');
    assert.equal((await draft(undefined)).draft?.content.image, uploaded, 'no picture sent keeps the draft’s');
    const refused = await call('local', 'POST', '/api/studio/places/towns/draft', {
      id,
      base_revision: first.revision,
      town: { ...first.live, image: dataUrl(Buffer.from('not a picture at all'), 'image/png') },
    });
    assert.ok([400, 415].includes(refused.statusCode), refused.body);
    assert.equal((await publish()).live.image, uploaded);
    assert.equal((await page()).main_image_url, uploaded, 'the page leads with it');

    const published = await place();
    await draft('', published.revision);
    assert.equal((await publish()).live.image, null);
    assert.equal((await page()).main_image_url, null, 'taken away');

    // A revision kept before pictures were drafted has none: restoring it leaves the page's picture as it is.
    await context.db.query(`update studio_history set content = content - 'image' where kind = 'town' and key = $1 and revision = $2`, [
      String(id),
      first.revision,
    ]);
    const now = await place();
    await draft(uploaded, now.revision);
    await publish();
    assert.equal((await call('local', 'POST', '/api/studio/places/towns/restore', { id, revision: first.revision })).statusCode, 200);
    assert.equal((await publish()).live.image, uploaded);
    assert.equal((await page()).main_image_url, uploaded);
  });
});

describe('the studio’s main navigation', () => {
  it('an editor reorders and retitles the tabs as a draft; a publisher publishes; the first revision restored puts the site back', async () => {
    const first = await navView();
    const siteBefore = await siteNav();
    assert.deepEqual(
      first.live.map((tab) => tab.title),
      siteBefore.map((tab) => tab.title),
    );
    const tabs = asForm(first.live);
    const [a, b] = [tabs[0]!, tabs[1]!];
    tabs.splice(0, 2, { ...b, title: 'Food & Drink', content: '<p>Dinners <script>alert(1)</script>and <a href="javascript:x">ale</a></p>' }, a);
    const saved = await call('local', 'POST', '/api/studio/nav/draft', { base_revision: first.revision, tabs });
    assert.equal(saved.statusCode, 200, saved.body);
    const drafted = contract.studioNavDraft.response.parse(saved.json()).draft!.content[0]!;
    assert.ok(!/script|javascript/.test(drafted.content ?? ''), drafted.content ?? '');
    assert.deepEqual(await siteNav(), siteBefore, 'a draft changes nothing on the site');
    assert.equal((await call('local', 'POST', '/api/studio/nav/publish', {})).statusCode, 403, 'an editor does not publish');

    assert.equal((await call('partner', 'POST', '/api/studio/nav/publish', {})).statusCode, 200);
    const published = await siteNav();
    assert.deepEqual(
      published.slice(0, 2).map((tab) => tab.title),
      ['Food & Drink', a.title],
    );
    assert.deepEqual(published[0]!.sticky_menu_categories, siteBefore[1]!.sticky_menu_categories, 'the panel’s categories go with their tab');

    await call('board', 'POST', '/api/studio/nav/restore', { revision: first.revision });
    await call('board', 'POST', '/api/studio/nav/publish', {});
    assert.deepEqual(
      (await siteNav()).map((tab) => [tab.title, tab.fields.content]),
      siteBefore.map((tab) => [tab.title, tab.fields.content]),
    );
  });

  it('refuses a colour its text cannot be read on, a bad link, no title, or tabs that are not the site’s; 401/403 outsiders', async () => {
    const view = await navView();
    const { revision } = view;
    const tabs = asForm(view.live);
    const cases: [unknown[], RegExp][] = [
      [[{ ...tabs[0]!, background_color: '#eeeeee' }, ...tabs.slice(1)], /Background color: too close to the text color \(1\.\d:1; at least 4\.5:1\)/],
      [[{ ...tabs[0]!, alternate_color: 'blue' }, ...tabs.slice(1)], /Hover color: choose a color/],
      [[{ ...tabs[0]!, link: 'javascript:alert(1)' }, ...tabs.slice(1)], /Link: enter a path on this site/],
      [[{ ...tabs[0]!, title: '' }, ...tabs.slice(1)], /Title is required/],
      [tabs.slice(1), /The tabs are not the ones on the site/],
      [[...tabs, { ...tabs[0]! }], /The tabs are not the ones on the site/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('local', 'POST', '/api/studio/nav/draft', { base_revision: revision, tabs: body });
      assert.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 120));
      assert.match(answer.json().message, message);
    }
    assert.equal((await navView()).draft, null);
    assert.equal((await call('local', 'POST', '/api/studio/nav/draft', { base_revision: revision + 5, tabs })).statusCode, 409);
    assert.equal((await call(null, 'GET', '/api/studio/nav')).statusCode, 401);
    const visitor = await context.db.query<{ id: number }>(`select id from users where role = 'Visitor' and activated_at is not null order by id limit 1`);
    const outsider = (await issueAccessToken(context.db, visitor.rows[0]!.id)).token;
    for (const [method, url, body] of [
      ['GET', '/api/studio/nav', undefined],
      ['POST', '/api/studio/nav/draft', { base_revision: revision, tabs }],
      ['POST', '/api/studio/nav/publish', {}],
      ['POST', '/api/studio/nav/discard', {}],
      ['POST', '/api/studio/nav/restore', { revision: 1 }],
    ] as const) {
      const refused = await context.app.inject({ method, url, headers: { authorization: `Bearer ${outsider}` }, ...(body ? { payload: body } : {}) });
      assert.equal(refused.statusCode, 403, `${method} ${url} without a role`);
    }
  });
});

const audit = async (query = '') => contract.studioAudit.response.parse((await call('board', 'GET', `/api/studio/audit${query}`)).json());

describe('the Board’s audit log (decision 100)', () => {
  it('knows every studio call that changes something', () => {
    const writes = Object.entries(contract)
      .filter(([, endpoint]) => endpoint.method === 'POST' && endpoint.path.startsWith('/api/studio/'))
      .map(([name]) => name);
    assert.deepEqual([...AUDITED.values()].toSorted(), writes.toSorted());
  });

  it('lists each change with who made it, newest first, a page at a time; a refused change is not in it; only the Board reads it', async () => {
    const { rows } = await context.db.query<{ name: string }>(`select trim(first_name || ' ' || last_name) as name from users where email = $1`, [
      emails.board,
    ]);
    const settings = contract.studioSettings.response.parse((await call('board', 'GET', '/api/studio/settings')).json());
    const draft = { base_revision: settings.revision, settings: { ...settings.live, organization: 'Happy Valley Adventure Bureau' } };
    assert.equal((await call('board', 'POST', '/api/studio/settings/draft', draft)).statusCode, 200);
    assert.equal((await call('board', 'POST', '/api/studio/settings/discard', {})).statusCode, 200);
    const refused = await call('board', 'POST', '/api/studio/settings/draft', { ...draft, base_revision: settings.revision - 1 });
    assert.equal(refused.statusCode, 409, refused.body);

    const first = await audit();
    assert.deepEqual(
      first.entries.slice(0, 2).map(({ who, action, kind, label }) => ({ who, action, kind, label })),
      [
        { who: rows[0]!.name, action: 'Discarded the draft of', kind: 'settings', label: 'the site settings' },
        { who: rows[0]!.name, action: 'Saved a draft of', kind: 'settings', label: 'the site settings' },
      ],
    );
    assert.ok(
      (await audit('?kind=person')).entries.some(({ action }) => action.startsWith('Invited as')),
      'the invitations of the roles tests (older than the first page by now)',
    );
    const older = await audit(`?before=${first.entries[0]!.id}`);
    assert.deepEqual(older.entries[0], first.entries[1]);
    assert.equal((await call('local', 'GET', '/api/studio/audit')).statusCode, 403);
    assert.equal((await call(null, 'GET', '/api/studio/audit')).statusCode, 401);
  });

  it('narrows the log by kind, by part of a name and by the valley’s days, and says why it refuses a filter (decision 117)', async () => {
    const all = (await audit()).entries;
    const settings = (await audit('?kind=settings')).entries;
    assert.ok(settings.length > 0 && settings.every((entry) => entry.kind === 'settings'));
    assert.deepEqual(
      settings.map((entry) => entry.id),
      all.filter((entry) => entry.kind === 'settings').map((entry) => entry.id),
    );
    const someone = all.find((entry) => entry.who)!.who!;
    const part = someone.split(' ').at(-1)!.toUpperCase();
    const theirs = (await audit(`?who=${encodeURIComponent(part)}`)).entries;
    assert.ok(theirs.length > 0 && theirs.every((entry) => entry.who?.toLowerCase().includes(part.toLowerCase())), 'any part, any case');
    assert.deepEqual((await audit('?who=%25')).entries, [], 'a % is a character, not a pattern');
    const today = toLocalIso(new Date()).slice(0, 10);
    const yesterday = toLocalIso(new Date(Date.now() - 86_400_000)).slice(0, 10);
    assert.equal((await audit(`?from=${yesterday}&to=${today}`)).entries.length, all.length, 'every change was made since yesterday');
    assert.deepEqual((await audit('?to=2020-01-01')).entries, []);
    const backwards = await call('board', 'GET', `/api/studio/audit?from=${today}&to=2020-01-01`);
    assert.equal(backwards.statusCode, 400);
    assert.match(backwards.json().message, new RegExp(AUDIT_FILTER_MESSAGES.order));
    const shapeless = await call('board', 'GET', '/api/studio/audit?from=yesterday');
    assert.deepEqual([shapeless.statusCode, shapeless.json().message.includes(`From: ${AUDIT_FILTER_MESSAGES.day}`)], [400, true]);
    assert.equal((await call('board', 'GET', '/api/studio/audit?kind=recipe')).statusCode, 400);
  });
});
