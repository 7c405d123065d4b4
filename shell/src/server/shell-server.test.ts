/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { createShellServer } from './shell-server';

const BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Happy Valley</title><script defer src="/main.abcdef1234.js"></script></head><body><div id="root"></div></body></html>';
const config = { apiUrl: 'https://api.valley.test', siteUrl: 'https://valley.example' };
const request = (url: string) => ({ url }) as IncomingMessage;

const options = {
  config,
  remotes: async () => ({ server: {}, browser: {} }),
  serverRender: false,
  entry: { scripts: ['/main.abcdef1234.js'], stylesheets: [] },
  securityHeaders: (nonce: string) => ({ 'Content-Security-Policy': `script-src 'self' 'nonce-${nonce}'` }),
};
const server = () => createShellServer(options);

describe('the shell server, rendering in the browser (SERVER_RENDER=0)', () => {
  it("serves the page with the chrome's answers preloaded by the browsers' API address, status 200 and no nonce", async () => {
    const page = (await server().renderHtml('/d/gone', BUILT, request('/d/gone')))!;
    expect(page.status).toBe(200);
    expect(page.html).toContain('<link rel="preload" href="https://api.valley.test/nav" as="fetch" crossorigin=""/>');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toMatch(/<script src="\/main\.abcdef1234\.js"[^>]* async=""><\/script><\/body>/);
    expect(page.html).toContain('<title>Happy Valley — Visit State College and Centre County</title></head>');
    expect(page.html).not.toContain('nonce');
    expect(page.headers).toEqual({});
  });

  it('answers a moved address with its status and Location before any render, the query kept', async () => {
    const home = await server().renderHtml('/headless-home', BUILT, request('/headless-home?utm_source=mail'));
    expect(home).toMatchObject({ status: 301, headers: { Location: '/?utm_source=mail' } });
    expect(home?.html).toContain('<a href="/?utm_source=mail">');
    const about = await server().renderHtml('/about/', BUILT, request('/about/'));
    expect(about).toMatchObject({ status: 308, headers: { Location: '/about' } });
  });

  it('serves a page while the API hangs: with the page cache on, it does not wait past a moment for the content version', async () => {
    // A hung API: a call settles only when its caller gives up on it. One that never gave up would hold this test until Jest's timeout.
    const hung: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }));
    const cached = createShellServer({ ...options, pageCacheMs: 60_000, fetch: hung });
    const page = (await cached.renderHtml('/events', BUILT, request('/events')))!;
    expect(page.status).toBe(200);
    expect(page.headers['Server-Timing']).toBeUndefined();
  });

  it('serves a shell built before React rendered its document (no entry-assets.json) as built, its own page', async () => {
    const { entry: _none, ...before } = options;
    expect(await createShellServer(before).renderHtml('/events', BUILT, request('/events'))).toBeNull();
  });

  it('answers robots.txt from the route table and the site address', async () => {
    const robots = await server().routes['/robots.txt']!();
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /profile\n');
    expect(robots.body).toContain('Sitemap: https://valley.example/sitemap.xml');
  });
});
