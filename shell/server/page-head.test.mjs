import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { TRICKY_TITLE, closedPortUrl, startFakeApi, startHangingApi } from './fake-api.mjs';
import {
  CHROME_CALLS,
  RESOLVERS,
  apiPreloadTags,
  businessType,
  createTtlCache,
  eventSchedule,
  documentTitle,
  headFor,
  imageSrcSet,
  injectHead,
  leadImageLink,
  plainText,
} from './page-head.mjs';
import { ROUTES } from './route-table.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';
import { tsImport } from 'tsx/esm/api';

/** @type {{ TIME_ZONE: string }} */
const { TIME_ZONE } = await tsImport('@valley/shared/time', import.meta.url);

const siteUrl = 'https://valley.example';
const BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Happy Valley</title><meta name="description" content="Places to stay."><script defer src="/main.abcdef1234.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

/** The JSON-LD blocks of a served page, parsed as a crawler would. */
function jsonLdOf(/** @type {string} */ html) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(/** @type {string} */ (match[1])));
}

let api = /** @type {Awaited<ReturnType<typeof startFakeApi>>} */ (/** @type {unknown} */ (null));
/** Each test resolves without a cache unless it tests the cache. */
const head = (/** @type {string} */ url, options = {}) => headFor(url, { apiUrl: api.url, siteUrl, cache: null, ...options });

before(async () => {
  api = await startFakeApi();
});
after(() => api.close());

describe('headFor', () => {
  test('the home page: its title, description, WebSite and WebPage', async () => {
    const result = await head('/');
    assert.equal(result.status, 200);
    assert.equal(result.title, 'Happy Valley');
    assert.equal(result.description, 'State College, Penn State and the valleys of Centre County');
    assert.equal(result.canonical, 'https://valley.example/');
    assert.deepEqual(
      result.jsonLd.map((data) => data['@type']),
      ['WebSite', 'WebPage'],
    );
    assert.equal(result.jsonLd[1]?.url, 'https://valley.example/');
  });

  test('/headless-home is the home page at /', async () => {
    const result = await head('/headless-home');
    assert.equal(result.canonical, 'https://valley.example/');
    assert.equal(result.title, 'Happy Valley');
  });

  test('a CMS page by its path: WebPage and BreadcrumbList from its own fields', async () => {
    const result = await head('/plan/getting-here/');
    assert.equal(result.status, 200);
    assert.equal(result.title, 'Getting Here | Happy Valley', 'the CMS suffix is not doubled');
    assert.equal(result.description, 'By air, road and bus.');
    assert.equal(result.canonical, 'https://valley.example/plan/getting-here');
    assert.equal(result.image, 'http://api.test/media/headers/page-plan-getting-here.1600x500.webp');
    const [page, crumbs] = result.jsonLd;
    assert.equal(page?.['@type'], 'WebPage');
    assert.equal(page?.name, 'Getting Here');
    assert.deepEqual(crumbs?.itemListElement, [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://valley.example/' },
      { '@type': 'ListItem', position: 2, name: 'Getting Here', item: 'https://valley.example/plan/getting-here' },
    ]);
  });

  test('without a meta description the subtitle describes the page', async () => {
    const result = await head('/about');
    assert.equal(result.description, 'Your guide to Centre County');
    assert.equal(result.title, 'About Happy Valley | Happy Valley');
  });

  test('a listing route takes its CMS page (news for /dispatch) as a CollectionPage', async () => {
    const result = await head('/dispatch');
    assert.equal(result.title, 'The Dispatch | Happy Valley');
    assert.equal(result.jsonLd[0]?.['@type'], 'CollectionPage');
    assert.equal(result.canonical, 'https://valley.example/dispatch');
  });

  test('a listing route whose CMS page is missing still answers 200 with its own name', async () => {
    const result = await head('/events');
    assert.equal(result.status, 200);
    assert.equal(result.title, 'Events | Happy Valley');
  });

  test('account screens are served and marked noindex', async () => {
    const login = await head('/login');
    assert.equal(login.status, 200);
    assert.equal(login.noindex, true);
    assert.equal(login.title, 'Sign In | Happy Valley');
    const reset = await head('/reset/abc123');
    assert.equal(reset.status, 200);
    assert.equal(reset.title, 'Reset Password | Happy Valley');
  });

  test('a destination: its schema.org type by category, address, telephone, geo, image and its slug URL', async () => {
    const result = await head('/d/12');
    assert.equal(result.status, 200);
    assert.equal(result.title, "Penn's Cave & Wildlife Park | Happy Valley");
    assert.equal(result.canonical, 'https://valley.example/d/penns-cave', 'an id resolves to the slug URL');
    const [business, crumbs] = result.jsonLd;
    assert.deepEqual(business, {
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      '@id': 'https://valley.example/d/penns-cave#business',
      name: "Penn's Cave & Wildlife Park",
      description: 'Boat tours through a limestone cavern and a wildlife park in Centre Hall.',
      url: 'https://valley.example/d/penns-cave',
      image: [
        'http://api.test/media/destinations/penns-cave.1200x800.webp',
        'http://api.test/media/headers/penns-cave.1600x500.webp',
        'http://api.test/media/gallery/penns-cave-1.1200x800.webp',
      ],
      telephone: '+1-814-364-1664',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '222 Penns Cave Rd',
        addressLocality: 'Centre Hall',
        addressRegion: 'PA',
        postalCode: '16828',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.8826, longitude: -77.6189 },
      sameAs: ['https://pennscave.example', 'https://www.facebook.com/pennscave'],
    });
    assert.deepEqual(
      crumbs?.itemListElement.map((/** @type {any} */ item) => item.name),
      ['Home', 'Destinations', "Penn's Cave & Wildlife Park"],
    );
  });

  test('lodging, dining and sights get their schema.org types; anything else is a LocalBusiness', () => {
    assert.equal(businessType([{ name: 'Bed & Breakfasts', slug: 'bed-and-breakfasts' }]), 'LodgingBusiness');
    assert.equal(
      businessType([
        { name: 'Shopping', slug: 'shopping' },
        { name: 'Cafés & Bakeries', slug: 'cafes-and-bakeries' },
      ]),
      'Restaurant',
    );
    assert.equal(businessType([{ name: 'Museums', slug: 'museums' }]), 'TouristAttraction');
    assert.equal(businessType([{ name: 'Spas & Wellness', slug: 'spas-and-wellness' }]), 'LocalBusiness');
    assert.equal(businessType(undefined), 'LocalBusiness');
  });

  test('a recurring event gets a schema.org Schedule; a one-off gets none', async () => {
    const weekly = {
      recurrence: 'weekly',
      r_weekly_weeks: 2,
      r_weekly_day: ['Mon', 'Wed'],
      starts: '2026-11-23T18:00:00-05:00',
      ends: '2026-11-23T21:00:00-05:00',
      r_end_date: '2027-06-30',
    };
    assert.deepEqual(await eventSchedule(weekly), {
      '@type': 'Schedule',
      repeatFrequency: 'P2W',
      scheduleTimezone: TIME_ZONE,
      startDate: '2026-11-23',
      startTime: '18:00:00',
      endTime: '21:00:00',
      byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday'],
      endDate: '2027-06-30',
    });
    const lastFriday = {
      recurrence: 'monthly',
      r_monthly_months: 1,
      r_monthly_occurrence: 'Last',
      r_monthly_weekday: 'Friday',
      starts: '2026-11-27T17:00:00-05:00',
      ends: '2026-11-27T20:00:00-05:00',
    };
    assert.equal((await eventSchedule(lastFriday))?.byDay, '-1FR');
    assert.equal(await eventSchedule({ recurrence: null, starts: '2026-11-23T18:00:00-05:00', ends: '2026-11-23T21:00:00-05:00' }), null);
  });

  test('an event: Event with start and end dates, status and a Place', async () => {
    const result = await head('/events/arts-festival');
    const [data] = result.jsonLd;
    assert.equal(data?.['@type'], 'Event');
    assert.equal(data?.name, 'Central PA Festival of the Arts');
    assert.equal(data?.startDate, '2026-07-08T10:00:00-04:00');
    assert.equal(data?.endDate, '2026-07-12T18:00:00-04:00');
    assert.equal(data?.eventStatus, 'https://schema.org/EventScheduled');
    assert.deepEqual(data?.location, {
      '@type': 'Place',
      name: "Penn's Cave & Wildlife Park",
      url: 'https://valley.example/d/penns-cave',
      address: { '@type': 'PostalAddress', streetAddress: 'Downtown State College', addressCountry: 'US' },
      telephone: '+1-814-237-3682',
      geo: { '@type': 'GeoCoordinates', latitude: 40.7934, longitude: -77.86 },
    });
    assert.equal(result.description, 'Five days of art downtown.');
  });

  test('a news post: NewsArticle with headline, date, image and the publisher from the global variables', async () => {
    const result = await head('/dispatch/31');
    assert.equal(result.type, 'article');
    assert.equal(result.canonical, 'https://valley.example/dispatch/new-trail');
    const [data] = result.jsonLd;
    assert.equal(data?.['@type'], 'NewsArticle');
    assert.equal(data?.headline, 'A New Trail Opens on Tussey Ridge');
    assert.equal(data?.datePublished, '2026-03-02T14:00:00.000Z');
    assert.deepEqual(data?.image, ['http://api.test/media/news/new-trail.1200x800.webp']);
    assert.deepEqual(data?.publisher, { '@type': 'Organization', name: 'Happy Valley Adventure Bureau', url: 'https://valley.example/' });
  });

  test('categories, tips and itineraries resolve by slug with their breadcrumbs', async () => {
    const category = await head('/categories/restaurants');
    assert.equal(category.canonical, 'https://valley.example/c/restaurants');
    assert.equal(category.description, 'Farm-to-table dinners.');
    const tipHead = await head('/tips/park-behind-the-library');
    assert.equal(tipHead.title, 'Park Behind the Library | Happy Valley');
    assert.equal(tipHead.description, 'The lot behind the library is free after six.');
    const plan = await head('/itineraries/a-perfect-game-day-saturday');
    assert.deepEqual(
      plan.jsonLd[1]?.itemListElement.map((/** @type {any} */ item) => item.item),
      ['https://valley.example/', 'https://valley.example/itineraries', 'https://valley.example/itineraries/a-perfect-game-day-saturday'],
    );
  });

  test('a record the API does not have: status 404, "Page Not Found", noindex', async () => {
    for (const url of ['/no-such-page', '/d/missing', '/events/nothing', '/dispatch/gone', '/tips/none']) {
      const result = await head(url);
      assert.equal(result.status, 404, url);
      assert.equal(result.title, 'Page Not Found | Happy Valley', url);
      assert.equal(result.noindex, true, url);
      assert.deepEqual(result.jsonLd, [], url);
    }
  });

  test('a malformed slug or path is a 404 without asking the API', async () => {
    const count = api.requests.length;
    assert.equal((await head('/d/bad_slug!')).status, 404);
    assert.equal((await head('/what%20ever')).status, 404);
    assert.equal(api.requests.length, count);
  });

  test('an API error falls back to the default head with status 200', async () => {
    const result = await head('/broken');
    assert.equal(result.status, 200);
    assert.equal(result.title, 'Happy Valley');
    assert.deepEqual(result.jsonLd, []);
  });

  test('an API that is down gives the default head at once', async () => {
    const started = Date.now();
    const result = await headFor('/about', { apiUrl: await closedPortUrl(), siteUrl, cache: null });
    assert.equal(result.status, 200);
    assert.equal(result.title, 'Happy Valley');
    assert.ok(Date.now() - started < 1_000, `took ${Date.now() - started} ms`);
  });

  test('an API that hangs gives the default head when the timeout runs out', async () => {
    const hanging = await startHangingApi();
    try {
      const started = Date.now();
      const result = await headFor('/d/penns-cave', { apiUrl: hanging.url, siteUrl, cache: null, timeoutMs: 200 });
      const took = Date.now() - started;
      assert.equal(result.status, 200);
      assert.equal(result.canonical, 'https://valley.example/d/penns-cave');
      assert.ok(took >= 150 && took < 1_000, `took ${took} ms`);
    } finally {
      await hanging.close();
    }
  });

  test('heads are cached: a second request for a URL does not ask the API', async () => {
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 10 });
    await head('/about', { cache });
    const count = api.requests.length;
    const again = await head('/about/', { cache });
    assert.equal(again.title, 'About Happy Valley | Happy Valley');
    assert.equal(api.requests.length, count);
  });

  test('the cache is bounded and drops the least recently used entry', () => {
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('a'), 1);
  });

  test('the resolvers are the route table’s routes, each with its own, and the CMS page last (decision 036)', () => {
    const routed = ROUTES.map((route) => route.pattern).toSorted();
    const resolved = RESOLVERS.map((resolver) => resolver.pattern)
      .filter((pattern) => pattern !== '/*')
      .toSorted();
    assert.deepEqual(resolved, routed, 'a route without a head resolver, or a resolver for a route no one owns');
    assert.equal(RESOLVERS.at(-1)?.pattern, '/*');
  });
});

describe('the lead image (decision 020)', () => {
  test('a listing leads with its CMS page header, at the full width the hero shows it', async () => {
    const result = await head('/destinations');
    const href = 'http://api.test/media/headers/page-destinations.1600x500.webp';
    assert.deepEqual(result.lead, { href, srcset: imageSrcSet(href), sizes: '100vw' });
    assert.match(result.lead?.srcset ?? '', /\?w=320 320w, .*\?w=1280 1280w, http:\/\/api\.test\/media\/headers\/page-destinations\.1600x500\.webp 1600w$/);
  });

  test('a destination leads with its header image; a record without one preloads nothing', async () => {
    assert.equal((await head('/d/penns-cave')).lead?.href, 'http://api.test/media/headers/penns-cave.1600x500.webp');
    assert.equal((await head('/c/restaurants')).lead, null, 'the category has no image');
    assert.equal((await head('/no-such-page')).lead, null);
  });

  test('the home page leads with its hero slider only when the slider comes first', async () => {
    assert.equal((await head('/')).lead, null, 'the fake home starts with a call to action, not a slider');
    const slide = 'http://api.test/media/slides/valley.2000x1000.webp';
    const home = {
      title: 'Happy Valley',
      fields: { home_blocks: [{ id: 1, extension: 'hero_slider', title: null, img: null, entry: { slides: [{ img: null }, { img: slide }] } }] },
    };
    const fetchHome = /** @type {typeof fetch} */ (
      async () => new Response(JSON.stringify(home), { status: 200, headers: { 'content-type': 'application/json' } })
    );
    assert.equal((await head('/', { fetch: fetchHome })).lead?.href, slide, 'the first slide with an image');
  });

  test('the preload link carries the same srcset and sizes, escaped', () => {
    const link = leadImageLink({
      href: 'http://api.test/a".1600x500.webp',
      srcset: 'http://api.test/a".1600x500.webp?w=320 320w',
      sizes: '(min-width: 900px) 55vw, 100vw',
    });
    assert.equal(
      link,
      '<link rel="preload" as="image" href="http://api.test/a&quot;.1600x500.webp" imagesrcset="http://api.test/a&quot;.1600x500.webp?w=320 320w" imagesizes="(min-width: 900px) 55vw, 100vw" fetchpriority="high" data-head="server">',
    );
    assert.doesNotMatch(
      leadImageLink({ href: 'http://api.test/plain.webp', srcset: '', sizes: '100vw' }),
      /imagesrcset/,
      'an image without a size is preloaded by its URL',
    );
  });

  test('injectHead writes one preload, and a second pass replaces it', async () => {
    const once = injectHead(BUILT_HTML, await head('/destinations'));
    assert.equal(once.match(/rel="preload" as="image"/g)?.length, 1);
    const twice = injectHead(once, await head('/d/penns-cave'));
    assert.equal(twice.match(/rel="preload" as="image"/g)?.length, 1);
    assert.match(twice, /href="http:\/\/api\.test\/media\/headers\/penns-cave\.1600x500\.webp"/);
  });
});

describe('the records a page shows, preloaded from the HTML (decision 026)', () => {
  test('each route names the GET calls of the records its screen shows', async () => {
    assert.deepEqual((await head('/')).calls, ['/page/get/headless-home']);
    assert.deepEqual((await head('/destinations')).calls, ['/page/get/destinations']);
    assert.deepEqual((await head('/d/penns-cave')).calls, ['/destinations/get/penns-cave']);
    assert.deepEqual((await head('/no-such-page')).calls, [], 'a missing record is not preloaded');
    assert.deepEqual((await head('/login')).calls, [], "an account screen's CMS page is for its head only");
  });

  test('the tags name the chrome calls and the records under the API address browsers use', async () => {
    const tags = apiPreloadTags(await head('/d/penns-cave'), 'https://api.valley.example/');
    assert.deepEqual(
      [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
      [...CHROME_CALLS, '/destinations/get/penns-cave'].map((apiPath) => `https://api.valley.example${apiPath}`),
    );
    assert.equal(tags.match(/crossorigin="anonymous"/g)?.length, CHROME_CALLS.length + 1);
  });
});

describe('injectHead', () => {
  test('writes the title, description, canonical, Open Graph, Twitter and JSON-LD into <head>', async () => {
    const html = injectHead(BUILT_HTML, await head('/plan/getting-here'));
    const headPart = html.slice(0, html.indexOf('</head>'));
    assert.match(headPart, /<title>Getting Here \| Happy Valley<\/title>/);
    assert.match(headPart, /<meta name="description" content="By air, road and bus." data-head="server">/);
    assert.match(headPart, /<link rel="canonical" href="https:\/\/valley.example\/plan\/getting-here" data-head="server">/);
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:site_name']) {
      assert.match(headPart, new RegExp(`<meta property="${property}" content="[^"]+" data-head="server">`), property);
    }
    assert.match(headPart, /<meta name="twitter:card" content="summary_large_image" data-head="server">/);
    assert.equal(headPart.match(/name="description"/g)?.length, 1, 'the built description is replaced, not duplicated');
    assert.equal(jsonLdOf(html).length, 2);
    assert.match(html, /<script defer src="\/main.abcdef1234.js"><\/script>/, 'the app script stays');
  });

  test('escapes titles and descriptions: "</script><script>" and quotes cannot break out', async () => {
    const result = await head('/tricky');
    const html = injectHead(BUILT_HTML, result);
    assert.ok(!html.includes('<script>alert'), 'no injected script element');
    assert.ok(!html.includes('</script><script>alert'));
    assert.equal(html.match(/<script\b/g)?.length, 3, 'the app script and the two JSON-LD blocks only');
    assert.match(html, /<title>Caves &lt;\/script&gt;&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &#39;quotes&#39; \| Happy Valley<\/title>/);
    assert.match(
      html,
      /<meta name="description" content="Say &quot;hi&quot; &lt;\/script&gt; &lt;b&gt;now&lt;\/b&gt; &amp; &#39;then&#39;" data-head="server">/,
    );
    assert.match(html, /\\u003c\/script\\u003e/);
    const [page] = jsonLdOf(html);
    assert.equal(page.name, TRICKY_TITLE, 'JSON-LD reads back as the original text');
  });

  test('is idempotent: a second pass replaces the server tags instead of adding more', async () => {
    const once = injectHead(BUILT_HTML, await head('/plan/getting-here'));
    const twice = injectHead(once, await head('/about'));
    assert.equal(twice.match(/data-head="server"/g)?.length, once.match(/data-head="server"/g)?.length);
    assert.equal(twice.match(/<title>/g)?.length, 1);
    assert.match(twice, /<title>About Happy Valley \| Happy Valley<\/title>/);
    assert.equal(jsonLdOf(twice)[0]?.name, 'About Happy Valley');
  });

  test('a 404 head adds robots noindex', async () => {
    const html = injectHead(BUILT_HTML, await head('/no-such-page'));
    assert.match(html, /<meta name="robots" content="noindex" data-head="server">/);
    assert.match(html, /<title>Page Not Found \| Happy Valley<\/title>/);
  });
});

describe('helpers', () => {
  test('documentTitle adds the site name once', () => {
    assert.equal(documentTitle('Getting Here'), 'Getting Here | Happy Valley');
    assert.equal(documentTitle('Getting Here | Happy Valley'), 'Getting Here | Happy Valley');
    assert.equal(documentTitle('Happy Valley | Happy Valley'), 'Happy Valley');
    assert.equal(documentTitle(''), 'Happy Valley');
  });

  test('plainText strips tags, decodes entities and cuts at a word', () => {
    assert.equal(plainText('<p>America&rsquo;s <b>only</b>&nbsp;cave &amp; more</p>'), 'America’s only cave & more');
    assert.equal(plainText(`<p>${'word '.repeat(60)}</p>`, 40), 'word word word word word word word word…');
  });
});

describe('the shell served with the head hooks (scripts/lib/static-server.mjs)', () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  let dist = '';

  before(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'shell-dist-'));
    await writeFile(path.join(dist, 'index.html'), BUILT_HTML);
    const cache = createTtlCache();
    server = createStaticServer({
      root: dist,
      renderHtml: async (pathname, html) => {
        const result = await headFor(pathname, { apiUrl: api.url, siteUrl, cache });
        return { status: result.status, html: injectHead(html, result) };
      },
      routes: {
        '/sitemap.xml': async () => ({ type: 'application/xml; charset=utf-8', body: await sitemapXml({ apiUrl: api.url, siteUrl, cache: null }) }),
        '/robots.txt': async () => ({ type: 'text/plain; charset=utf-8', body: robotsTxt(siteUrl) }),
      },
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    await rm(dist, { recursive: true, force: true });
  });

  test('/ and a CMS page arrive with their title, description and JSON-LD, HTML no-cache and gzip', async () => {
    const home = await fetch(`${base}/`);
    assert.equal(home.status, 200);
    assert.equal(home.headers.get('cache-control'), 'no-cache');
    assert.equal(home.headers.get('content-encoding'), 'gzip');
    const homeHtml = await home.text();
    assert.match(homeHtml, /<title>Happy Valley<\/title>/);
    assert.match(homeHtml, /content="State College, Penn State and the valleys of Centre County"/);
    assert.equal(jsonLdOf(homeHtml)[0]['@type'], 'WebSite');

    const page = await fetch(`${base}/plan/getting-here`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<title>Getting Here \| Happy Valley<\/title>/);
    assert.equal(jsonLdOf(html)[0].name, 'Getting Here');
  });

  test('a missing page is the app shell with status 404', async () => {
    const response = await fetch(`${base}/no-such-page`);
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /<div id="root"><\/div>/);
    assert.match(html, /<title>Page Not Found \| Happy Valley<\/title>/);
  });

  test('robots.txt and sitemap.xml are served', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    assert.equal(robots.status, 200);
    assert.match(await robots.text(), /Sitemap: https:\/\/valley.example\/sitemap.xml/);
    const sitemap = await fetch(`${base}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /application\/xml/);
    assert.match(await sitemap.text(), /<loc>https:\/\/valley.example\/d\/penns-cave<\/loc>/);
  });
});
