/** @jest-environment node */
import { fakeApi } from './testing/fake-api';
import { createSitemapCache, renderSitemap, robotsTxt, sitemapXml } from './sitemap';

const siteUrl = 'https://valley.example/';
const apiUrl = 'http://api.test';

/** The <url> entries of a sitemap as { loc: lastmod } (null when there is none). */
function urlsOf(xml: string): Record<string, string | null> {
  return Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [
      (match[1] ?? '').replace('https://valley.example', ''),
      match[2] ?? null,
    ]),
  );
}

/** An API that is down, and one that takes calls and never answers. */
const down = () => Promise.reject(new TypeError('fetch failed'));
const hung = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('robotsTxt', () => {
  it('allows everything public, disallows the member screens and search results and names the sitemap', () => {
    expect(robotsTxt(siteUrl)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /login',
        'Disallow: /register',
        'Disallow: /forgot',
        'Disallow: /reset/',
        'Disallow: /support',
        'Disallow: /suggest/',
        'Disallow: /profile',
        'Disallow: /studio',
        'Disallow: /favorites',
        'Disallow: /search',
        '',
        'Sitemap: https://valley.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemapXml', () => {
  it('lists the home page, the listings and every public record the API exposes, asked through the shared client', async () => {
    const api = fakeApi();
    const xml = await sitemapXml({ apiUrl, siteUrl, fetch: api.fetch, cache: null });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = urlsOf(xml);
    const listings = ['/', '/destinations', '/events', '/calendar', '/dispatch', '/tips', '/itineraries', '/experiences', '/meetings', '/sports', '/outdoors'];
    const records = [
      '/d/penns-cave',
      '/events/arts-festival',
      '/events/first-friday',
      '/events/category/festivals',
      '/dispatch/new-trail',
      '/c/restaurants',
      '/experiences/family-fun',
      '/activity/7',
      '/tips/park-behind-the-library',
      '/itineraries/a-perfect-game-day-saturday',
    ];
    for (const path of [...listings, ...records]) expect(urls).toHaveProperty([path]);
    expect(urls).not.toHaveProperty(['/adventure']);
    // The events' second page, asked for because the first said there was more.
    expect(api.requests).toContain('POST /events/search');
    expect(api.requests.filter((request) => request === 'POST /events/search')).toHaveLength(2);
  });

  it('news posts carry their publication day as lastmod; a post with a source link is left out', async () => {
    const urls = urlsOf(await sitemapXml({ apiUrl, siteUrl, fetch: fakeApi().fetch, cache: null }));
    expect(urls['/dispatch/new-trail']).toBe('2026-03-02');
    expect(urls['/dispatch']).toBe('2026-03-02');
    expect(urls).not.toHaveProperty(['/dispatch/elsewhere']);
  });

  it('CMS pages come from the API’s list with the day each changed; towns are found in the navigation, menus and home blocks', async () => {
    const urls = urlsOf(await sitemapXml({ apiUrl, siteUrl, fetch: fakeApi().fetch, cache: null }));
    for (const path of ['/about', '/plan/getting-here', '/plan/visitor-guide', '/privacy']) expect(urls[path]).toBe('2026-10-01');
    expect(urls).toHaveProperty(['/towns/boalsburg']);
    expect(urls).not.toHaveProperty(['/missing-page']);
    for (const path of ['/profile', '/login', '/favorites']) expect(urls).not.toHaveProperty([path]);
  });

  it('is built once and cached', async () => {
    const api = fakeApi();
    const cache = createSitemapCache();
    const first = await sitemapXml({ apiUrl, siteUrl, fetch: api.fetch, cache });
    const count = api.requests.length;
    const [second, third] = await Promise.all([
      sitemapXml({ apiUrl, siteUrl, fetch: api.fetch, cache }),
      sitemapXml({ apiUrl, siteUrl, fetch: api.fetch, cache }),
    ]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(api.requests).toHaveLength(count);
  });

  it('a failing call leaves its records out but serves the rest', async () => {
    const failing = fakeApi({ 'POST /tips/list': () => [500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }] });
    const partial = urlsOf(await sitemapXml({ apiUrl: 'http://partial.test', siteUrl, fetch: failing.fetch, cache: null }));
    expect(partial).toHaveProperty(['/d/penns-cave']);
    expect(partial).not.toHaveProperty(['/tips/park-behind-the-library']);
  });

  it('an answer that breaks the contract counts as a failure, not as records', async () => {
    const broken = fakeApi({ 'POST /itineraries/list': [{ id: 'five', title: 'No slug' }] });
    const urls = urlsOf(await sitemapXml({ apiUrl: 'http://broken.test', siteUrl, fetch: broken.fetch, cache: null }));
    expect(urls).toHaveProperty(['/tips/park-behind-the-library']);
    expect(Object.keys(urls).some((path) => path.startsWith('/itineraries/'))).toBe(false);
  });

  it('while a call fails, the last complete sitemap is served', async () => {
    const flaky = fakeApi();
    const complete = await sitemapXml({ apiUrl: 'http://flaky.test', siteUrl, fetch: flaky.fetch, cache: createSitemapCache() });
    flaky.routes['POST /destinations/search'] = () => [503, { statusCode: 503, error: 'Service Unavailable', message: 'busy' }];
    const during = await sitemapXml({ apiUrl: 'http://flaky.test', siteUrl, fetch: flaky.fetch, cache: createSitemapCache() });
    expect(during).toBe(complete);
    expect(urlsOf(during)).toHaveProperty(['/d/penns-cave']);
  });

  it('an API that is down still gives the home page and the listings', async () => {
    const urls = urlsOf(await sitemapXml({ apiUrl: 'http://down.test', siteUrl, fetch: down, cache: null }));
    expect(urls).toHaveProperty(['/']);
    expect(urls).toHaveProperty(['/destinations']);
    expect(urls).not.toHaveProperty(['/d/penns-cave']);
  });

  it('an API that does not answer is given up on at the deadline', async () => {
    const started = Date.now();
    const urls = urlsOf(await sitemapXml({ apiUrl: 'http://hung.test', siteUrl, fetch: hung, timeoutMs: 100, cache: null }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(urls).toHaveProperty(['/events']);
  });
});

describe('renderSitemap', () => {
  it('escapes and encodes locations', () => {
    const xml = renderSitemap([{ path: '/a&b/c d', lastmod: '2026-01-01' }], 'https://valley.example');
    expect(xml).toMatch(/<url><loc>https:\/\/valley.example\/a%26b\/c%20d<\/loc><lastmod>2026-01-01<\/lastmod><\/url>/);
  });
});
