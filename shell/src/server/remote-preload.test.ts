/** @jest-environment node */
import type { Hint } from '../document';
import { blockStylesheets, createRemotePreloader, remoteHints, type Manifest, type RemotePreloaderOptions } from './remote-preload';

const MANIFEST: Manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { path: './blocks', assets: { js: { sync: ['7004.a.js', 'blocks.b.js'] }, css: { sync: ['blocks.c.css'] } } },
    { path: './routes', assets: { js: { sync: ['shared.f.js', 'routes.d.js'] }, css: { sync: ['routes.e.css'] } } },
    { path: './prefetch', assets: { js: { sync: ['shared.f.js', 'prefetch.g.js'] }, css: { sync: [] } } },
  ],
};
const REMOTES = { mf_events: 'http://events.test/mf-manifest.json', mf_news: 'http://news.test/mf-manifest.json' };
const manifestFetch = async () => new Response(JSON.stringify(MANIFEST));

/** A hint in a line: what it is, its address and its priority when it has one. */
const line = (hint: Hint) => [hint.rel, 'as' in hint ? hint.as : '', hint.href, 'fetchPriority' in hint ? hint.fetchPriority : ''].filter(Boolean).join(' ');
const stylesheet = (href: string) => `stylesheet ${href}`;

/** The preloader's hints for a page, a line each, in one string. */
const preloaderOf = (options?: RemotePreloaderOptions) => {
  const { hints } = createRemotePreloader(options);
  return async (...args: Parameters<typeof hints>) => (await hints(...args)).map(line).join('\n');
};

describe('remote preload hints', () => {
  it("names the entry and the sync chunks of ./routes, resolved against the manifest's address, and no other expose's (decision 140)", async () => {
    expect(remoteHints('http://events.test/mf-manifest.json', MANIFEST).map(line)).toEqual([
      'preload script http://events.test/remoteEntry.js',
      'preload script http://events.test/shared.f.js',
      'preload script http://events.test/routes.d.js',
      'preload style http://events.test/routes.e.css',
    ]);
    expect(await preloaderOf({ fetch: manifestFetch })('/events', REMOTES)).not.toMatch(/prefetch\.g\.js|blocks\.b\.js/);
  });

  it('links the stylesheets of a page in the HTML, and fetches its scripts at the default priority: it hydrates only with them (decision 140)', () => {
    expect(remoteHints('http://events.test/mf-manifest.json', MANIFEST, { stylesheets: true }).map(line)).toEqual([
      'preload script http://events.test/remoteEntry.js',
      'preload script http://events.test/shared.f.js',
      'preload script http://events.test/routes.d.js',
      'stylesheet http://events.test/routes.e.css',
    ]);
  });

  it("connects a server-rendered page first to the API's origin, whose images it paints with", async () => {
    const preloadTags = preloaderOf({ fetch: manifestFetch });
    const tags = await preloadTags('/events', REMOTES, { stylesheets: true, preconnect: ['http://api.test/'] });
    expect(tags.startsWith('preconnect http://api.test\npreload fetch')).toBe(true);
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
    expect(tags).toContain(`preload script ${site}/routes.d.js`);
    expect(tags).toContain(stylesheet(`${site}/routes.e.css`));
    expect(tags).not.toMatch(/preconnect|127\.0\.0\.1/);
  });

  it("gives the stylesheets of a remote's blocks, and none of their scripts (decision 068)", () => {
    expect(blockStylesheets('http://events.test/mf-manifest.json', MANIFEST)).toEqual(['http://events.test/blocks.c.css']);
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
      expect(await rendered).toContain(stylesheet('http://events.test/routes.e.css'));
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
    expect(events).toMatch(/^preload fetch \/config\.json$/m);
    expect(events).toMatch(/^preload fetch http:\/\/events\.test\/mf-manifest\.json$/m);
    expect(events).toMatch(/^preload script http:\/\/events\.test\/remoteEntry\.js$/m);
    await preloadTags('/Events/Category/music', REMOTES);
    expect(calls).toBe(1);
    const news = await preloadTags('/dispatch', REMOTES);
    expect(news).toMatch(/news\.test\/mf-manifest\.json/);
    expect(news).not.toMatch(/remoteEntry/);
    expect(await preloadTags('/about', REMOTES)).not.toMatch(/manifest/);
    expect(await preloadTags('/d/a/b', REMOTES)).not.toMatch(/manifest/);
  });
});
