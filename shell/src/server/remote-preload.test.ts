/** @jest-environment node */
import { createRemotePreloader, remoteLinks, type Manifest, type RemotePreloaderOptions } from './remote-preload';

const MANIFEST: Manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { path: './blocks', assets: { js: { sync: ['7004.a.js', 'blocks.b.js'] }, css: { sync: ['blocks.c.css'] } } },
    { path: './routes', assets: { js: { sync: ['shared.f.js', 'routes.d.js'] }, css: { sync: ['routes.e.css'] } } },
    { path: './prefetch', assets: { js: { sync: ['shared.f.js', 'prefetch.g.js'] }, css: { sync: [] } } },
  ],
};
const REMOTES = { mf_events: 'http://events.test/mf-manifest.json', mf_news: 'http://news.test/mf-manifest.json' };
const link = (href: string) => `<link rel="stylesheet" href="${href}">`;
const manifestFetch = async () => new Response(JSON.stringify(MANIFEST));

/** The preloader's hints and stylesheets as the page carries them, in one string. */
const preloaderOf = (options?: RemotePreloaderOptions) => {
  const preloadTags = createRemotePreloader(options);
  return async (...args: Parameters<typeof preloadTags>) => {
    const { hints, stylesheets } = await preloadTags(...args);
    return `${hints}${stylesheets}`;
  };
};

describe('remote preload hints', () => {
  it("names the entry and the sync chunks of ./prefetch (first) and ./routes, each once, resolved against the manifest's address", () => {
    expect(remoteLinks('http://events.test/mf-manifest.json', MANIFEST)).toEqual([
      '<link rel="preload" as="script" href="http://events.test/remoteEntry.js">',
      '<link rel="preload" as="script" href="http://events.test/shared.f.js">',
      '<link rel="preload" as="script" href="http://events.test/prefetch.g.js">',
      '<link rel="preload" as="script" href="http://events.test/routes.d.js">',
      '<link rel="preload" as="style" href="http://events.test/routes.e.css">',
    ]);
  });

  it('links the stylesheets of a page in the HTML, which needs no script to paint, and fetches its scripts at low priority', () => {
    expect(remoteLinks('http://events.test/mf-manifest.json', MANIFEST, { stylesheets: true })).toEqual([
      '<link rel="preload" as="script" href="http://events.test/remoteEntry.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/shared.f.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/prefetch.g.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/routes.d.js" fetchpriority="low">',
      '<link rel="stylesheet" href="http://events.test/routes.e.css">',
    ]);
  });

  it("leaves ./prefetch's own chunks out for a page that carries its first screen's answers, which never runs it", async () => {
    expect(remoteLinks('http://events.test/mf-manifest.json', MANIFEST, { stylesheets: true, prefetch: false })).toEqual([
      '<link rel="preload" as="script" href="http://events.test/remoteEntry.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/shared.f.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://events.test/routes.d.js" fetchpriority="low">',
      '<link rel="stylesheet" href="http://events.test/routes.e.css">',
    ]);
    const preloadTags = preloaderOf({ fetch: manifestFetch });
    expect(await preloadTags('/events', REMOTES, { prefetch: false })).not.toMatch(/prefetch\.g\.js/);
    expect(await preloadTags('/events', REMOTES)).toMatch(/prefetch\.g\.js/);
  });

  it('gives the stylesheets apart from the hints: the page links them after its own, so their rules win as they did', async () => {
    const { hints, stylesheets } = await createRemotePreloader({ fetch: manifestFetch })('/events', REMOTES, { stylesheets: true });
    expect(stylesheets).toBe(link('http://events.test/routes.e.css'));
    expect(hints).toContain('<link rel="preload" as="script" href="http://events.test/routes.d.js" fetchpriority="low">');
    expect(hints).not.toMatch(/stylesheet/);
  });

  it("connects a server-rendered page first to the API's origin, whose images it paints with", async () => {
    const preloadTags = preloaderOf({ fetch: manifestFetch });
    const tags = await preloadTags('/events', REMOTES, { stylesheets: true, preconnect: ['http://api.test/'] });
    expect(tags.startsWith('<link rel="preconnect" href="http://api.test"><link rel="preload"')).toBe(true);
    expect(await preloadTags('/events', REMOTES)).not.toMatch(/preconnect/);
  });

  it("hints a remote on the site's origin by the site's addresses, its manifest read from where /_apps/ answers it (decision 105)", async () => {
    const read: string[] = [];
    const preloadTags = preloaderOf({
      fetch: async (address) => (read.push(String(address)), manifestFetch()),
      readFrom: (address) => address.replace('https://valley.test/_apps/mf-events/', 'http://127.0.0.1:3002/'),
    });
    const site = 'https://valley.test/_apps/mf-events/releases/r1';
    const tags = await preloadTags('/events', { mf_events: `${site}/mf-manifest.json` }, { stylesheets: true });
    expect(read).toEqual(['http://127.0.0.1:3002/releases/r1/mf-manifest.json']);
    expect(tags).toContain(`<link rel="preload" as="script" href="${site}/routes.d.js" fetchpriority="low">`);
    expect(tags).toContain(link(`${site}/routes.e.css`));
    expect(tags).not.toMatch(/preconnect|127\.0\.0\.1/);
  });

  it('links the stylesheets of the remotes whose blocks the page holds, and none of their scripts (decision 068)', async () => {
    const preloadTags = preloaderOf({ fetch: manifestFetch });
    const home = await preloadTags('/', REMOTES, { blocks: ['mf_events', 'mf_account'] });
    expect(home).toContain(link('http://events.test/blocks.c.css'));
    expect(home).not.toMatch(/blocks\.b\.js|routes\.e\.css|remoteEntry/);
    expect(await preloadTags('/', REMOTES)).not.toMatch(/blocks\.c\.css/);
  });

  it("waits longer for the manifest of a page that holds the remote's render, whose styles it names, than for a hint; a failed read is not kept", async () => {
    jest.useFakeTimers();
    try {
      let answer: (() => void) | undefined;
      let calls = 0;
      const preloadTags = preloaderOf({
        timeoutMs: 300,
        stylesTimeoutMs: 3_000,
        fetch: async () => {
          calls += 1;
          if (calls === 1) throw new Error('connection refused');
          await new Promise<void>((resolve) => (answer = resolve));
          return manifestFetch();
        },
      });
      expect(await preloadTags('/events', REMOTES, { stylesheets: true })).not.toMatch(/routes\.e\.css/);
      const hint = preloadTags('/events', REMOTES);
      await jest.advanceTimersByTimeAsync(300);
      expect(await hint).not.toMatch(/remoteEntry/);
      const rendered = preloadTags('/events', REMOTES, { stylesheets: true });
      await jest.advanceTimersByTimeAsync(1_000);
      answer?.();
      expect(await rendered).toContain(link('http://events.test/routes.e.css'));
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hints a remote route by the route table; a remote that is down loses only its own hints; manifests are read once', async () => {
    let calls = 0;
    const preloadTags = preloaderOf({
      fetch: async (url) => {
        calls += 1;
        if (String(url).startsWith('http://news.test')) throw new Error('connection refused');
        return manifestFetch();
      },
    });
    const events = await preloadTags('/events', REMOTES);
    expect(events).toMatch(/href="\/config\.json"/);
    expect(events).toMatch(/as="fetch" href="http:\/\/events\.test\/mf-manifest\.json" crossorigin="anonymous"/);
    expect(events).toMatch(/href="http:\/\/events\.test\/remoteEntry\.js"/);
    await preloadTags('/Events/Category/music', REMOTES);
    expect(calls).toBe(1);
    const news = await preloadTags('/dispatch', REMOTES);
    expect(news).toMatch(/news\.test\/mf-manifest\.json/);
    expect(news).not.toMatch(/remoteEntry/);
    expect(await preloadTags('/about', REMOTES)).not.toMatch(/manifest/);
    expect(await preloadTags('/d/a/b', REMOTES)).not.toMatch(/manifest/);
  });
});
