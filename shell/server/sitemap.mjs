// sitemap.xml and robots.txt for the public site, built from the public API calls only (no
// database access), so the same module runs wherever the shell's server runs (decision 011).
import { NotFoundError, apiJson, createTtlCache, normalisePath } from './api-json.mjs';
import { ROUTES, routeAt, routeHref } from './route-table.mjs';

export const SITEMAP_TTL_MS = 10 * 60_000;
/** A sitemap built while some call failed is kept briefly and the last complete one served instead. */
const PARTIAL_TTL_MS = 30_000;
const CALL_TIMEOUT_MS = 5_000;
const MAX_URLS = 50_000;
const MAX_PAGES = 100;

/** Screens for members and accounts: not for indexes (public-site §2 account screens, favorites). '/reset/:token' → '/reset/'. */
export const DISALLOWED = [...ROUTES.filter(({ owner }) => owner === 'mf_account').map(({ pattern }) => pattern), routeHref('shell', 'favorites')].map(
  (pattern) => pattern.replace(/:[^/]+$/, ''),
);

/**
 * robots.txt: everything public, the member and account screens disallowed, and the sitemap.
 * @param {string} siteUrl
 */
export function robotsTxt(siteUrl) {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join(
    '\n',
  );
}

const isDisallowed = (/** @type {string} */ path) =>
  DISALLOWED.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

/**
 * @typedef {{ path: string, lastmod?: string | null }} SitemapEntry
 * @typedef {{ apiUrl: string, siteUrl: string, fetch?: typeof fetch, timeoutMs?: number, cache?: import('./api-json.mjs').TtlCache<Promise<{ xml: string, complete: boolean }>> | null }} SitemapOptions
 * @typedef {(apiPath: string, init?: { method?: string, body?: unknown }) => Promise<any>} Api
 */

/** A date the sitemap accepts (W3C datetime, the day is enough), or null. */
function lastmodOf(/** @type {unknown} */ value) {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null;
}

/**
 * Runs `task` over `items` with at most `limit` at a time.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} task
 * @returns {Promise<PromiseSettledResult<R>[]>}
 */
async function mapLimited(items, limit, task) {
  /** @type {PromiseSettledResult<R>[]} */
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(/** @type {T} */ (items[index])).then(
        (value) => ({ status: /** @type {const} */ ('fulfilled'), value }),
        (reason) => ({ status: /** @type {const} */ ('rejected'), reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A call that failed for another reason than a missing record (which is simply left out). */
const failed = (/** @type {PromiseSettledResult<unknown>} */ result) => result.status === 'rejected' && !(result.reason instanceof NotFoundError);

/** Pages of a paginated answer until the last (bounded). */
async function allPages(/** @type {(page: number) => Promise<any>} */ load) {
  const items = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await load(page);
    const data = Array.isArray(answer) ? answer : (answer?.data ?? []);
    items.push(...data);
    if (Array.isArray(answer) || !answer?.pagination?.has_more_pages || data.length === 0) break;
  }
  return items;
}

/** Slugs of records the API lists only by id: each record's own call names its slug. */
async function slugsById(/** @type {Api} */ api, /** @type {string} */ listPath, /** @type {string} */ getPath) {
  const lookups = /** @type {{ id: number }[]} */ (await api(listPath));
  const results = await mapLimited(lookups, 4, (item) => api(`${getPath}/${item.id}`));
  if (results.some(failed)) throw new Error(`${getPath}: some records did not load`);
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/** Internal links anywhere in a navigation, menu or page answer (`link`, `url` fields and slides). */
function internalLinks(/** @type {unknown} */ value, /** @type {Set<string>} */ found = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'link' || key === 'url') && typeof item === 'string' && /^\/(?!\/)/.test(item)) found.add(normalisePath(item));
      else internalLinks(item, found);
    }
  }
  return found;
}

/**
 * Where each kind of public record comes from. A source that fails leaves the sitemap incomplete
 * (kept for 30 s) rather than failing it.
 * @type {Record<string, (api: Api) => Promise<SitemapEntry[]>>}
 */
export const SOURCES = {
  async destinations(api) {
    const places = await api('/destinations/search', { method: 'POST', body: {} });
    return places.map((/** @type {any} */ place) => ({ path: routeHref('mf_discover', 'destination', { slug: place.slug }) }));
  },
  async events(api) {
    const events = await allPages((page) => api('/events/search', { method: 'POST', body: { page, limit: 100 } }));
    return events.map((/** @type {any} */ event) => ({ path: routeHref('mf_events', 'event', { slug: event.slug }) }));
  },
  async eventCategories(api) {
    const categories = await api('/events/categories');
    return categories.map((/** @type {any} */ category) => ({ path: routeHref('mf_events', 'category', { slug: category.slug }) }));
  },
  async news(api) {
    const posts = await allPages((page) => api(`/news/search?page=${page}&limit=100`));
    // A post with a source link opens that link instead of its page (public-site §2 dispatch).
    const own = posts.filter((/** @type {any} */ post) => !post.source_link);
    const latest =
      own
        .map((/** @type {any} */ post) => lastmodOf(post.published_at))
        .filter(Boolean)
        .toSorted()
        .at(-1) ?? null;
    return [
      { path: routeHref('mf_news', 'dispatch'), lastmod: latest },
      ...own.map((/** @type {any} */ post) => ({ path: routeHref('mf_news', 'post', { slug: post.slug }), lastmod: lastmodOf(post.published_at) })),
    ];
  },
  async categories(api) {
    return (await slugsById(api, '/categories/list', '/categories/get')).map((category) => ({
      path: routeHref('mf_discover', 'category', { slug: category.slug }),
    }));
  },
  async experiences(api) {
    return (await slugsById(api, '/experiences/list', '/experiences/get')).map((experience) => ({
      path: routeHref('mf_discover', 'experience', { slug: experience.slug }),
    }));
  },
  async activities(api) {
    const activities = await api('/activities/list');
    return activities.map((/** @type {any} */ activity) => ({ path: routeHref('mf_discover', 'activity', { id: activity.id }) }));
  },
  async tips(api) {
    const tips = await api('/tips/list', { method: 'POST', body: {} });
    return tips.map((/** @type {any} */ tip) => ({ path: routeHref('mf_discover', 'tip', { slug: tip.slug }) }));
  },
  async itineraries(api) {
    const itineraries = await api('/itineraries/list', { method: 'POST', body: {} });
    return itineraries.map((/** @type {any} */ itinerary) => ({ path: routeHref('mf_discover', 'itinerary', { slug: itinerary.slug }) }));
  },
  /**
   * The API lists no CMS pages (nor towns), so they are found where visitors find them: the navigation, the menus and the home page's
   * blocks, each candidate checked with its own page call.
   */
  async linkedPages(api) {
    const answers = await Promise.all([
      api('/nav'),
      api('/nav/get/top_menu'),
      api('/nav/get/footer_menu_1'),
      api('/nav/get/footer_menu_2'),
      api('/page/get/headless-home'),
    ]);
    const links = [...internalLinks(answers)].filter((path) => path !== '/' && !isDisallowed(path));
    const kinds = links.map((path) => {
      const route = routeAt(path);
      return { path, kind: route ? `${route.owner}.${route.name}` : 'cms-page' };
    });
    const pages = kinds.filter((link) => link.kind === 'cms-page');
    const checked = await mapLimited(pages, 4, (link) => api(`/page/get${link.path.split('/').map(encodeURIComponent).join('/')}`));
    if (checked.some(failed)) throw new Error('some linked pages did not load');
    return [
      ...pages.filter((_, index) => checked[index]?.status === 'fulfilled').map(({ path }) => ({ path })),
      ...kinds.filter((link) => link.kind === 'mf_discover.town').map(({ path }) => ({ path })),
    ];
  },
};

/** The home page and the listing routes (their aliases excepted). */
const STATIC_PATHS = [
  routeHref('shell', 'home'),
  routeHref('mf_discover', 'destinations'),
  routeHref('mf_discover', 'experiences'),
  routeHref('mf_events', 'events'),
  routeHref('mf_events', 'calendar'),
  routeHref('mf_news', 'dispatch'),
  ...['tips', 'itineraries', 'meetings', 'sports', 'outdoors'].map((name) => routeHref('mf_discover', name)),
];

/**
 * Every public URL the API exposes, and whether every source answered.
 * @param {SitemapOptions} options
 * @returns {Promise<{ entries: SitemapEntry[], complete: boolean }>}
 */
export async function sitemapEntries({ apiUrl, fetch: fetchImpl = globalThis.fetch, timeoutMs = CALL_TIMEOUT_MS }) {
  /** @type {Api} */
  const api = (apiPath, init) => apiJson({ apiUrl, fetch: fetchImpl, signal: AbortSignal.timeout(timeoutMs) }, apiPath, init);
  const names = Object.keys(SOURCES);
  const results = await Promise.allSettled(names.map((name) => /** @type {NonNullable<typeof SOURCES[string]>} */ (SOURCES[name])(api)));
  let complete = true;
  /** @type {Map<string, SitemapEntry>} */
  const byPath = new Map(STATIC_PATHS.map((path) => [path, { path }]));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      complete = false;
      console.warn(`[sitemap] ${names[index]}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
      return;
    }
    for (const entry of result.value) {
      const previous = byPath.get(entry.path);
      if (!previous || (entry.lastmod && !previous.lastmod)) byPath.set(entry.path, entry);
    }
  });
  return { entries: [...byPath.values()].slice(0, MAX_URLS), complete };
}

const escapeXml = (/** @type {string} */ text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/**
 * The XML of a sitemap.
 * @param {SitemapEntry[]} entries
 * @param {string} siteUrl
 */
export function renderSitemap(entries, siteUrl) {
  const site = siteUrl.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `${site}${path.split('/').map(encodeURIComponent).join('/')}`;
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** @type {import('./api-json.mjs').TtlCache<Promise<{ xml: string, complete: boolean }>>} */
const sitemapCache = createTtlCache({ ttlMs: SITEMAP_TTL_MS, maxEntries: 10 });
/** The last complete sitemap per site, served while a rebuild comes back incomplete. */
const lastComplete = new Map();

/**
 * sitemap.xml, built at most every 10 minutes; concurrent requests share one build.
 * @param {SitemapOptions} options
 * @returns {Promise<string>}
 */
export async function sitemapXml(options) {
  const { apiUrl, siteUrl, cache = sitemapCache } = options;
  const key = `${apiUrl} ${siteUrl}`;
  const cached = cache?.get(key);
  if (cached) return (await cached).xml;
  const pending = sitemapEntries(options).then(({ entries, complete }) => {
    if (complete) {
      const xml = renderSitemap(entries, siteUrl);
      lastComplete.set(key, xml);
      return { xml, complete };
    }
    cache?.set(key, pending, { ttl: PARTIAL_TTL_MS });
    return { xml: lastComplete.get(key) ?? renderSitemap(entries, siteUrl), complete };
  });
  cache?.set(key, pending);
  return (await pending).xml;
}
