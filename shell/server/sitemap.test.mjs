import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { closedPortUrl, startFakeApi } from './fake-api.mjs';
import { createTtlCache } from './api-json.mjs';
import { renderSitemap, robotsTxt, sitemapXml } from './sitemap.mjs';

const siteUrl = 'https://valley.example/';

/** The <url> entries of a sitemap as { loc: lastmod } (null when there is none). */
function urlsOf(/** @type {string} */ xml) {
  return Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [
      /** @type {string} */ (match[1]).replace('https://valley.example', ''),
      match[2] ?? null,
    ]),
  );
}

describe('robotsTxt', () => {
  test('allows everything public, disallows the member screens and names the sitemap', () => {
    assert.equal(
      robotsTxt(siteUrl),
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /login',
        'Disallow: /register',
        'Disallow: /forgot',
        'Disallow: /reset/',
        'Disallow: /support',
        'Disallow: /profile',
        'Disallow: /favorites',
        '',
        'Sitemap: https://valley.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemapXml', () => {
  let api = /** @type {Awaited<ReturnType<typeof startFakeApi>>} */ (/** @type {unknown} */ (null));
  before(async () => {
    api = await startFakeApi();
  });
  after(() => api.close());

  test('lists the home page, the listings and every public record the API exposes', async () => {
    const xml = await sitemapXml({ apiUrl: api.url, siteUrl, cache: null });
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = urlsOf(xml);
    for (const path of [
      '/',
      '/destinations',
      '/events',
      '/calendar',
      '/dispatch',
      '/tips',
      '/itineraries',
      '/experiences',
      '/meetings',
      '/sports',
      '/outdoors',
    ]) {
      assert.ok(path in urls, `${path} is listed`);
    }
    assert.ok(!('/adventure' in urls), 'an alias of /experiences is left out');
    for (const path of [
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
    ]) {
      assert.ok(path in urls, `${path} is listed`);
    }
  });

  test('news posts carry their publication day as lastmod; a post with a source link is left out', async () => {
    const urls = urlsOf(await sitemapXml({ apiUrl: api.url, siteUrl, cache: null }));
    assert.equal(urls['/dispatch/new-trail'], '2026-03-02');
    assert.equal(urls['/dispatch'], '2026-03-02');
    assert.ok(!('/dispatch/elsewhere' in urls));
  });

  test('CMS pages are found in the navigation, menus and home blocks, and checked', async () => {
    const urls = urlsOf(await sitemapXml({ apiUrl: api.url, siteUrl, cache: null }));
    for (const path of ['/about', '/plan/getting-here', '/plan/visitor-guide', '/privacy', '/towns/boalsburg']) {
      assert.ok(path in urls, `${path} is listed`);
    }
    assert.ok(!('/missing-page' in urls), 'a link to a missing page is left out');
    for (const path of ['/profile', '/login', '/favorites']) assert.ok(!(path in urls), `${path} is not for indexes`);
  });

  test('is built once and cached', async () => {
    const cache = createTtlCache({ ttlMs: 600_000, maxEntries: 2 });
    const first = await sitemapXml({ apiUrl: api.url, siteUrl, cache });
    const count = api.requests.length;
    const [second, third] = await Promise.all([sitemapXml({ apiUrl: api.url, siteUrl, cache }), sitemapXml({ apiUrl: api.url, siteUrl, cache })]);
    assert.equal(second, first);
    assert.equal(third, first);
    assert.equal(api.requests.length, count);
  });

  test('a failing call leaves its records out but serves the rest', async () => {
    const failing = await startFakeApi({ 'POST /tips/list': () => [500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }] });
    try {
      const partial = urlsOf(await sitemapXml({ apiUrl: failing.url, siteUrl, cache: null }));
      assert.ok('/d/penns-cave' in partial);
      assert.ok(!('/tips/park-behind-the-library' in partial));
    } finally {
      await failing.close();
    }
  });

  test('while a call fails, the last complete sitemap is served', async () => {
    const flaky = await startFakeApi();
    try {
      const complete = await sitemapXml({ apiUrl: flaky.url, siteUrl, cache: createTtlCache() });
      flaky.routes['POST /destinations/search'] = () => [503, { statusCode: 503, error: 'Service Unavailable', message: 'busy' }];
      const during = await sitemapXml({ apiUrl: flaky.url, siteUrl, cache: createTtlCache() });
      assert.equal(during, complete);
      assert.ok('/d/penns-cave' in urlsOf(during));
    } finally {
      await flaky.close();
    }
  });

  test('an API that is down still gives the home page and the listings', async () => {
    const started = Date.now();
    const urls = urlsOf(await sitemapXml({ apiUrl: await closedPortUrl(), siteUrl, cache: null }));
    assert.ok('/' in urls && '/destinations' in urls);
    assert.ok(!('/d/penns-cave' in urls));
    assert.ok(Date.now() - started < 2_000);
  });
});

describe('renderSitemap', () => {
  test('escapes and encodes locations', () => {
    const xml = renderSitemap([{ path: '/a&b/c d', lastmod: '2026-01-01' }], 'https://valley.example');
    assert.match(xml, /<url><loc>https:\/\/valley.example\/a%26b\/c%20d<\/loc><lastmod>2026-01-01<\/lastmod><\/url>/);
  });
});
