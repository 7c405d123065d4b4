// sitemap.xml and robots.txt for the public site, built from the public API calls through the shared client (no database access), so
// they run wherever the shell's server runs (decision 011). What a render cannot say: which URLs exist.
import { LRUCache } from 'lru-cache';
import { ApiError, createApiClient, type ApiClient } from '@valley/shared/api';
import type { Pagination } from '@valley/shared/schemas/common';
import { ROUTE_TABLE, routeAt, routeHref } from '../config/remote-routes';
import { FOOTER_MENU_INPUTS, HOME_PAGE_INPUT, NAV_INPUT, TOP_MENU_INPUT } from '../config/shell-calls';

export const SITEMAP_TTL_MS = 10 * 60_000;
/** A sitemap built while some call failed is kept briefly and the last complete one served instead. */
const PARTIAL_TTL_MS = 30_000;
const CALL_TIMEOUT_MS = 5_000;
const MAX_URLS = 50_000;
const MAX_PAGES = 100;

/**
 * Screens for members and accounts, and the studio (its root covers its sections): not for indexes (public-site §2 account screens,
 * favorites), nor are the site search's results pages, a crawler's endless addresses. The advertiser form is mf-account's but public: a business searches for it (decision 094). '/reset/:token' → '/reset/'.
 */
export const DISALLOWED: readonly string[] = [
  ...Object.values(ROUTE_TABLE.mf_account).filter((pattern) => pattern !== ROUTE_TABLE.mf_account.advertise),
  ROUTE_TABLE.mf_studio.studio,
  ROUTE_TABLE.shell.favorites,
  ROUTE_TABLE.shell.search,
].map((pattern) => pattern.replace(/:[^/]+$/, ''));

/** robots.txt: everything public, the member and account screens disallowed, and the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join(
    '\n',
  );
}

const isDisallowed = (path: string) =>
  DISALLOWED.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

/** '/about/' and '//about' name the same page as '/about' (the client redirects a trailing slash). */
export const normalisePath = (pathname: string): string => `/${(pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;

export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

/** A date the sitemap accepts (W3C datetime, the day is enough), or null. */
function lastmodOf(value: unknown): string | null {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T).then(
        (value) => ({ status: 'fulfilled' as const, value }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The API has no such record (404, or 400 for a malformed id): it is left out, which is not a failure. */
const isMissing = (reason: unknown) => reason instanceof ApiError && (reason.status === 404 || reason.status === 400);
/** A call that failed for another reason than a missing record. */
const failed = (result: PromiseSettledResult<unknown>) => result.status === 'rejected' && !isMissing(result.reason);

/** Every page of a paginated answer until the last (bounded). */
async function allPages<T>(load: (page: number) => Promise<{ data: T[]; pagination: Pagination } | T[]>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await load(page);
    const data = Array.isArray(answer) ? answer : answer.data;
    items.push(...data);
    if (Array.isArray(answer) || !answer.pagination.has_more_pages || data.length === 0) break;
  }
  return items;
}

/** Internal links anywhere in a navigation, menu or page answer (`link`, `url` fields and slides). */
function internalLinks(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'link' || key === 'url') && typeof item === 'string' && /^\/(?!\/)/.test(item)) found.add(normalisePath(item));
      else internalLinks(item, found);
    }
  }
  return found;
}

/** Where each kind of public record comes from. A source that fails leaves the sitemap incomplete (kept for 30 s), not failed. */
export const SOURCES: Record<string, (api: ApiClient) => Promise<SitemapEntry[]>> = {
  async destinations(api) {
    const places = await api.call('destinationsSearch', { body: {} });
    return places.map((place) => ({ path: routeHref('mf_discover', 'destination', { slug: place.slug }) }));
  },
  async events(api) {
    const events = await allPages((page) => api.call('eventsSearch', { body: { page, limit: 100 } }));
    return events.map((event) => ({ path: routeHref('mf_events', 'event', { slug: event.slug }) }));
  },
  async eventCategories(api) {
    const categories = await api.call('eventCategories');
    return categories.map((category) => ({ path: routeHref('mf_events', 'category', { slug: category.slug }) }));
  },
  async news(api) {
    const posts = await allPages((page) => api.call('newsSearch', { query: { page, limit: 100 } }));
    // A post with a source link opens that link instead of its page (public-site §2 dispatch).
    const own = posts.filter((post) => !post.source_link);
    const latest =
      own
        .map((post) => lastmodOf(post.published_at))
        .filter((day): day is string => day !== null)
        .toSorted()
        .at(-1) ?? null;
    return [
      { path: routeHref('mf_news', 'dispatch'), lastmod: latest },
      ...own.map((post) => ({ path: routeHref('mf_news', 'post', { slug: post.slug }), lastmod: lastmodOf(post.published_at) })),
    ];
  },
  // Categories and experiences are listed by id: each record's own call names its slug.
  async categories(api) {
    const found = await allOf(await api.call('categoriesList'), (item) => api.call('categoryGet', { params: { slug: String(item.id) } }));
    return found.map((category) => ({ path: routeHref('mf_discover', 'category', { slug: category.slug }) }));
  },
  async experiences(api) {
    const found = await allOf(await api.call('experiencesList'), (item) => api.call('experienceGet', { params: { id: String(item.id) } }));
    return found.map((experience) => ({ path: routeHref('mf_discover', 'experience', { slug: experience.slug }) }));
  },
  async activities(api) {
    const activities = await api.call('activitiesList');
    return activities.map((activity) => ({ path: routeHref('mf_discover', 'activity', { id: activity.id }) }));
  },
  async tips(api) {
    const tips = await api.call('tipsList', { body: {} });
    return tips.map((tip) => ({ path: routeHref('mf_discover', 'tip', { slug: tip.slug }) }));
  },
  async itineraries(api) {
    const itineraries = await api.call('itinerariesList', { body: {} });
    return itineraries.map((itinerary) => ({ path: routeHref('mf_discover', 'itinerary', { slug: itinerary.slug }) }));
  },
  /** The published CMS pages (a scheduled one once its time has come), with the day each last changed; the home page is `/`. */
  async pages(api) {
    const pages = await api.call('pagesList');
    return pages.filter((page) => page.link !== '/' && !isDisallowed(page.link)).map((page) => ({ path: page.link, lastmod: lastmodOf(page.updated_at) }));
  },
  /** The API lists no towns, so they are found where visitors find them: the navigation, the menus and the home page's blocks. */
  async linkedTowns(api) {
    const answers = await Promise.all([
      api.call('nav', NAV_INPUT),
      api.call('menu', TOP_MENU_INPUT),
      ...FOOTER_MENU_INPUTS.map((input) => api.call('menu', input)),
      api.call('page', HOME_PAGE_INPUT),
    ]);
    const links = [...internalLinks(answers)].filter((path) => !isDisallowed(path));
    return links.filter((path) => routeAt(path)?.name === 'town' && routeAt(path)?.owner === 'mf_discover').map((path) => ({ path }));
  },
};

/** Each item's own record, four calls at a time; a missing one is left out, any other failure fails the source. */
async function allOf<T, R>(items: readonly T[], load: (item: T) => Promise<R>): Promise<R[]> {
  const results = await mapLimited(items, 4, load);
  if (results.some(failed)) throw new Error('some records did not load');
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/** The home page and the listing routes (their aliases excepted). */
const STATIC_PATHS = [
  routeHref('shell', 'home'),
  routeHref('mf_discover', 'destinations'),
  routeHref('mf_discover', 'experiences'),
  routeHref('mf_events', 'events'),
  routeHref('mf_events', 'calendar'),
  routeHref('mf_news', 'dispatch'),
  routeHref('mf_discover', 'tips'),
  routeHref('mf_discover', 'itineraries'),
  routeHref('mf_discover', 'meetings'),
  routeHref('mf_discover', 'sports'),
  routeHref('mf_discover', 'outdoors'),
];

export interface SitemapOptions {
  /** Where this server reaches the API. */
  apiUrl: string;
  siteUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Each call's deadline. */
  timeoutMs?: number;
  /** The content version it is built for (decision 111): a publish makes the next request build again. */
  version?: number | null;
  /** Built sitemaps by site; null builds every time (tests). */
  cache?: LRUCache<string, Promise<{ xml: string; complete: boolean }>> | null;
}

/** Every public URL the API exposes, and whether every source answered. */
export async function sitemapEntries({
  apiUrl,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = CALL_TIMEOUT_MS,
}: SitemapOptions): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  const api = createApiClient({ baseUrl: apiUrl, fetch: (input, init) => fetchImpl(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) });
  const names = Object.keys(SOURCES);
  const results = await Promise.allSettled(names.map((name) => SOURCES[name]!(api)));
  let complete = true;
  const byPath = new Map<string, SitemapEntry>(STATIC_PATHS.map((path) => [path, { path }]));
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

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/** The XML of a sitemap. */
export function renderSitemap(entries: readonly SitemapEntry[], siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `${site}${path.split('/').map(encodeURIComponent).join('/')}`;
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Built sitemaps, by API and site. */
export const createSitemapCache = () => new LRUCache<string, Promise<{ xml: string; complete: boolean }>>({ max: 10, ttl: SITEMAP_TTL_MS });
const sitemapCache = createSitemapCache();
/** The last complete sitemap per site, served while a rebuild comes back incomplete. */
const lastComplete = new Map<string, string>();

/** sitemap.xml, built at most every 10 minutes and once per content version; concurrent requests share one build. */
export async function sitemapXml(options: SitemapOptions): Promise<string> {
  const { apiUrl, siteUrl, version = null, cache = sitemapCache } = options;
  const site = `${apiUrl} ${siteUrl}`;
  const key = `${site} ${version ?? ''}`;
  const cached = cache?.get(key);
  if (cached) return (await cached).xml;
  const pending: Promise<{ xml: string; complete: boolean }> = sitemapEntries(options).then(({ entries, complete }) => {
    if (complete) {
      const xml = renderSitemap(entries, siteUrl);
      lastComplete.set(site, xml);
      return { xml, complete };
    }
    cache?.set(key, pending, { ttl: PARTIAL_TTL_MS });
    return { xml: lastComplete.get(site) ?? renderSitemap(entries, siteUrl), complete };
  });
  cache?.set(key, pending);
  return (await pending).xml;
}
