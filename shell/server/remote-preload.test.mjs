import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRemotePreloader, createStyleInliner, injectPreloads, paintFirst, remoteLinks } from './remote-preload.mjs';
import { remoteForPath } from './route-table.mjs';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { path: './blocks', assets: { js: { sync: ['7004.a.js', 'blocks.b.js'] }, css: { sync: ['blocks.c.css'] } } },
    { path: './routes', assets: { js: { sync: ['shared.f.js', 'routes.d.js'] }, css: { sync: ['routes.e.css'] } } },
    { path: './prefetch', assets: { js: { sync: ['shared.f.js', 'prefetch.g.js'] }, css: { sync: [] } } },
  ],
};
const REMOTES = { mf_events: 'http://events.test/mf-manifest.json', mf_news: 'http://news.test/mf-manifest.json' };

describe('remote preload hints', () => {
  test("a route's remote by the route table, as the browser's shell decides; shell and CMS paths have none", () => {
    assert.equal(remoteForPath('/events/arts-fest'), 'mf_events');
    assert.equal(remoteForPath('/Events/Category/music'), 'mf_events');
    assert.equal(remoteForPath('/d/penns-cave'), 'mf_discover');
    assert.equal(remoteForPath('/profile'), 'mf_account');
    assert.equal(remoteForPath('/'), null);
    assert.equal(remoteForPath('/about'), null);
    assert.equal(remoteForPath('/favorites'), null);
    assert.equal(remoteForPath('/d/a/b'), null, 'a CMS page under /d/ is not the destination page');
  });

  test("the entry and the sync chunks of ./prefetch (first) and ./routes, each once, resolved against the manifest's address", () => {
    assert.deepEqual(remoteLinks('http://events.test/mf-manifest.json', MANIFEST), [
      '<link rel="preload" as="script" href="http://events.test/remoteEntry.js">',
      '<link rel="preload" as="script" href="http://events.test/shared.f.js">',
      '<link rel="preload" as="script" href="http://events.test/prefetch.g.js">',
      '<link rel="preload" as="script" href="http://events.test/routes.d.js">',
      '<link rel="preload" as="style" href="http://events.test/routes.e.css">',
    ]);
  });

  test('a page in the HTML needs no script to paint: its stylesheets are linked, its scripts fetched at low priority', () => {
    assert.deepEqual(remoteLinks('http://events.test/mf-manifest.json', MANIFEST, { stylesheets: true }), [
      '<link rel="preload" as="script" href="http://events.test/remoteEntry.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/shared.f.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/prefetch.g.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/routes.d.js" fetchpriority="low">',
      '<link rel="stylesheet" href="http://events.test/routes.e.css">',
    ]);
  });

  test("a server-rendered page connects first to the remote's origin and the API's, whose stylesheet and images it paints with", async () => {
    const preloadTags = createRemotePreloader({ remotes: REMOTES, fetchImpl: async () => new Response(JSON.stringify(MANIFEST)) });
    const tags = await preloadTags('/events', { stylesheets: true, preconnect: ['http://api.test/'] });
    assert.ok(tags.startsWith('<link rel="preconnect" href="http://api.test"><link rel="preconnect" href="http://events.test">'), tags);
    assert.doesNotMatch(await preloadTags('/events'), /preconnect/);
  });

  test('hints for a remote route; a remote that is down only loses its own hints; manifests are cached', async () => {
    let calls = 0;
    const preloadTags = createRemotePreloader({
      remotes: REMOTES,
      fetchImpl: async (url) => {
        calls += 1;
        if (String(url).startsWith('http://news.test')) throw new Error('connection refused');
        return new Response(JSON.stringify(MANIFEST));
      },
    });
    const events = await preloadTags('/events');
    assert.match(events, /href="\/config\.json"/);
    assert.match(events, /as="fetch" href="http:\/\/events\.test\/mf-manifest\.json" crossorigin="anonymous"/);
    assert.match(events, /href="http:\/\/events\.test\/remoteEntry\.js"/);
    await preloadTags('/events/category/music');
    assert.equal(calls, 1, 'the manifest is read once within its TTL');
    const news = await preloadTags('/dispatch');
    assert.match(news, /news\.test\/mf-manifest\.json/);
    assert.doesNotMatch(news, /remoteEntry/);
    assert.doesNotMatch(await preloadTags('/about'), /manifest/);
  });

  test('the tags go first in <head>', () => {
    assert.equal(
      injectPreloads('<html><head lang="x"><script src="/main.js"></script></head></html>', '<link rel="preload">'),
      '<html><head lang="x"><link rel="preload"><script src="/main.js"></script></head></html>',
    );
  });

  test("a page in the HTML starts its scripts after its first paint: they leave the head, and a nonce'd script adds them then", () => {
    const built =
      '<html><head><meta name="viewport" content="width=device-width"><link rel="preload" as="script" href="http://events.test/remoteEntry.js" fetchpriority="low">' +
      '<script defer fetchpriority="high" src="/main.1.js"></script><link href="/main.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
    const page = paintFirst(built, { nonce: 'nonce="n1"' });
    const head = page.slice(0, page.indexOf('</head>'));
    assert.ok(!/<script|as="script"/.test(head), head);
    assert.ok(head.includes('<link href="/main.css" rel="stylesheet">'));
    const loader = /<script nonce="n1">([\s\S]*?)<\/script><\/body>/.exec(page)?.[1] ?? '';
    assert.ok(loader.includes('requestAnimationFrame'));
    assert.ok(loader.endsWith('([{"href":"http://events.test/remoteEntry.js"},{"src":"/main.1.js"}])'), loader);
    assert.equal(paintFirst('<html><head></head><body></body></html>', { nonce: 'nonce="n1"' }), '<html><head></head><body></body></html>');
  });
});

describe('inlined remote stylesheets', () => {
  const link = (href) => `<link rel="stylesheet" href="${href}">`;
  const served = {
    'http://events.test/routes.css': '.card{color:red}',
    'http://events.test/font.css': '@font-face{src:url(./a.woff2)}',
    'http://events.test/break.css': '.a{content:"</style><script>"}',
    'http://events.test/big.css': `.b{${'color:red;'.repeat(4000)}}`,
  };
  let fetched = 0;
  const inline = createStyleInliner({
    maxBytes: 16_000,
    fetchImpl: async (url) => {
      fetched += 1;
      const body = served[String(url)];
      return body === undefined ? new Response('gone', { status: 404 }) : new Response(body);
    },
  });

  test("a small remote stylesheet goes into the page, saving a render-blocking request to the remote's origin; read once", async () => {
    assert.deepEqual(await inline([link('http://events.test/routes.css')]), ['<style data-href="http://events.test/routes.css">.card{color:red}</style>']);
    await inline([link('http://events.test/routes.css')]);
    assert.equal(fetched, 1);
  });

  test('one with relative addresses, one that could close the tag, a large one or one that does not load stays a link', async () => {
    const links = ['font', 'break', 'big', 'missing'].map((name) => link(`http://events.test/${name}.css`));
    assert.deepEqual(await inline(links), links);
  });
});
