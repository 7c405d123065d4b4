// The shell's server (server/render.cjs in the shell's release): what scripts/serve-app.mjs gives the static server for the shell. Each
// page is rendered from the live remotes' server builds and the API (decision 048) as one React document, its head and hints in it
// (137, 019, 052); /sitemap.xml and /robots.txt say what a render cannot (011).
import '../federation/provide-shared';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { RuntimeConfig } from '@valley/shared/stores/config';
import { createApiClient } from '@valley/shared/api';
import { movedFor, type Moved } from '../config/remote-routes';
import type { RemotesConfig } from '../federation/remotes';
import { apiPreloads, type EntryAssets } from '../document';
import { blockStylesheets, createRemotePreloader } from './remote-preload';
import { browserPage, createPageRenderer, type PageRendererOptions, type RenderedPage } from './render';
import { robotsTxt, sitemapXml } from './sitemap';

// The page renderer itself, for the test that runs this built bundle against real remote server builds (render.built.test.mts).
export { createPageRenderer, type PageRendererOptions, type RenderedPage } from './render';

/** The releases live for one request: the server entries a page renders with, and the browser entries it hydrates with (decision 050). */
export interface LiveRemotes {
  server: RemotesConfig;
  browser: RemotesConfig;
}

export interface ShellServerOptions {
  /** What browsers get as config.json. */
  config: RuntimeConfig;
  /** Where this server reaches the API (API_INTERNAL_URL), when that differs from the browsers' address. */
  apiUrl?: string;
  /** The live releases, read again for each request: a deploy moves them. */
  remotes: () => Promise<LiveRemotes>;
  /** False serves the client-rendered composition (SERVER_RENDER=0, the performance report's reference). */
  serverRender?: boolean;
  /** The per-instance cache of anonymous pages (PAGE_CACHE_SECONDS); 0 is off. */
  pageCacheMs?: number;
  /** A document's security headers, the CSP naming the response's nonce (scripts/lib/security-headers.mjs). */
  securityHeaders: (nonce: string) => Record<string, string>;
  /** Where this server reads a file browsers read at an address: the remotes' files on the site's origin (decision 105). */
  readFrom?: (address: string) => string;
  /** The shell build's start-up files (its entry-assets.json): without them, its pages are served as built. */
  entry?: EntryAssets;
  /** The API's fetch and the renderer's clock, for a test that stands in for the API with recorded answers (render.built.test.mts). */
  fetch?: PageRendererOptions['fetch'];
  now?: PageRendererOptions['now'];
}

/** What the static server sends for a page (scripts/lib/static-server.mjs). */
export interface ServedPage {
  status: number;
  html: string;
  cacheControl?: string | undefined;
  headers: Record<string, string>;
}

export interface GeneratedFile {
  type: string;
  body: string;
  cacheControl: string;
}

// React writes the nonce it is given into its inline scripts' attribute; no text from the API can forge it (React escapes quotes).
const NONCE_SLOT = 'valley-nonce-slot';
const NONCE_ATTRIBUTE = `nonce="${NONCE_SLOT}"`;

/** Server-Timing (shown in the browser's developer tools): the remote and data wait, the render's passes, and why a page is degraded. */
const serverTiming = ({ timing: { data, render, passes }, degraded }: RenderedPage) =>
  [
    `data;dur=${data}`,
    `render;dur=${render};desc="${passes} pass${passes === 1 ? '' : 'es'}"`,
    ...(degraded.length > 0 ? [`degraded;desc="${degraded.join('; ').replaceAll('"', "'")}"`] : []),
  ].join(', ');

/** How often the render server asks whether the content moved on (the API's instances check as often). */
const CONTENT_CHECK_MS = 1000;
/**
 * How long a page waits for the API's small questions before its render (the content version, a studio move): a hung API must cost a
 * page its render budget, not the socket's 10 s header timeout on top (perf/hung-api.mjs). Unanswered, the page is neither cached nor moved.
 */
const QUESTION_WAIT_MS = 500;

/**
 * The query parameters public pages read (the remotes' URL codecs: listing filters, sort, view and page; the calendar's month and week;
 * the sign-in page's notes; a member's draft; the site search's text). A page is rendered and cached by its path and these alone: any other parameter (a campaign tag, a
 * cache-buster) changes nothing on it, and is answered from the same entry. A route that reads one not listed here hydrates with a
 * mismatch, which the journeys report.
 */
export const PAGE_QUERY = [
  'page',
  'order',
  'view',
  'name',
  'title',
  'categories',
  'experiences',
  'activities',
  'destinations',
  'from',
  'to',
  'activated',
  'activation',
  'email',
  'link',
  'month',
  'week',
  'draft',
  'q',
  // A preview link's token (decision 115): such a page is rendered privately and never kept.
  'preview',
] as const;

/** The address a page is rendered for: its path and the parameters it reads, in one order. */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY) for (const value of searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The page cache's two parts, each bounded in entries and bytes: pages by path alone, and pages with a query (a search, a filter), whose
 * addresses anyone can vary without end, so they never push out the site's pages.
 */
const PAGE_CACHE = { paths: { max: 500, bytes: 48 * 1024 * 1024 }, queries: { max: 200, bytes: 16 * 1024 * 1024 } };

/** A redirect's answer: its status and Location, and a line with the link for anything that does not follow it. */
export function movedPage({ status, location }: Moved, cacheControl = 'public, max-age=3600'): ServedPage {
  const href = location.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return {
    status,
    html: `<!doctype html><title>Moved</title><p>This page is at <a href="${href}">${href}</a>.</p>`,
    cacheControl,
    headers: { Location: location },
  };
}

export function createShellServer({
  config,
  apiUrl = config.apiUrl,
  remotes,
  serverRender = true,
  pageCacheMs = 0,
  securityHeaders,
  readFrom,
  entry,
  fetch,
  now,
}: ShellServerOptions): {
  renderHtml: (pathname: string, html: string, req: Pick<IncomingMessage, 'url'>, signal?: AbortSignal) => Promise<ServedPage | null>;
  routes: Record<string, () => Promise<GeneratedFile>>;
} {
  const renderPage = serverRender && entry ? createPageRenderer({ config, apiUrl, entry, ...(fetch && { fetch }), ...(now && { now }) }) : null;
  const api = createApiClient({ baseUrl: apiUrl, getToken: () => null, ...(fetch && { fetch }) });
  /** Where the studio moved a page that would answer 404 (a renamed category, decision 097); null when it has not moved. */
  const movedByStudio = async (pathname: string, search: string): Promise<Moved | null> => {
    const { location } = await api.call('moved', { query: { path: pathname } }, { signal: AbortSignal.timeout(QUESTION_WAIT_MS) });
    return location ? { status: 301, location: `${location}${search}` } : null;
  };
  const onSite = (entries: RemotesConfig): RemotesConfig =>
    Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, new URL(entry, config.siteUrl).href]));
  const preloader = createRemotePreloader(readFrom && { readFrom });
  // Keyed by the content version and the releases: a publish and a deploy show at once; a scheduled page when its entry expires.
  const part = ({ max, bytes }: { max: number; bytes: number }) =>
    new LRUCache<string, ServedPage>({ max, maxSize: bytes, sizeCalculation: (page) => page.html.length, ttl: pageCacheMs });
  const cache = pageCacheMs > 0 ? { paths: part(PAGE_CACHE.paths), queries: part(PAGE_CACHE.queries) } : null;
  // The site's content version, asked of the API at most once a second and shared by the requests meanwhile: a page is kept under the
  // version it was made at, so a publish on any API instance shows here within a second (decision 111). Unknown: nothing is kept.
  let version: { at: number; value: Promise<number | null> } | null = null;
  const contentVersion = (): Promise<number | null> => {
    const at = Date.now();
    if (!version || at - version.at >= CONTENT_CHECK_MS)
      version = {
        at,
        value: api.call('contentVersion', undefined, { signal: AbortSignal.timeout(QUESTION_WAIT_MS) }).then(
          (answer) => answer.version,
          () => null,
        ),
      };
    return version.value;
  };

  const rendered = async (pathname: string, assets: EntryAssets, url: string, signal: AbortSignal | undefined): Promise<ServedPage> => {
    const live = await remotes();
    const pages = url.includes('?') ? cache?.queries : cache?.paths;
    const at = pages ? await contentVersion() : null;
    const key = pages && at !== null && `${url}\n${at}\n${JSON.stringify(live.server)}`;
    const hit = key ? pages?.get(key) : undefined;
    if (hit) return { ...hit, headers: { ...hit.headers, 'Server-Timing': 'cache;desc="hit"' } };
    const browser = onSite(live.browser);
    // The hints name the remotes' files by the site's address, as their chunk loaders do: they find a stylesheet already there by its
    // URL (decision 105).
    const page: RenderedPage | null = renderPage
      ? await renderPage(url, live.server, {
          nonce: NONCE_SLOT,
          browserEntries: live.browser,
          ...(signal && { signal }),
          hints: {
            hints: (drawn) => preloader.hints(pathname, browser, { stylesheets: drawn, preconnect: [config.apiUrl] }),
            blockStylesheets: async (name) => {
              const manifest = browser[name] ? await preloader.manifest(browser[name]) : null;
              return manifest ? blockStylesheets(browser[name]!, manifest) : [];
            },
          },
        })
      : null;
    // A page the browser renders: the document with an empty #root, its remote's code and the chrome's answers asked for at once.
    const html = page?.html ?? (await browserPage(assets, [...(await preloader.hints(pathname, browser)), ...apiPreloads(config.apiUrl)]));
    const served: ServedPage = {
      // A page the browser renders answers 200: only a render knows a record is missing.
      status: page?.status ?? 200,
      html,
      cacheControl: page?.cacheControl,
      headers: {
        ...(page?.cdnCacheControl && { 'CDN-Cache-Control': page.cdnCacheControl }),
        ...(page && { 'Server-Timing': serverTiming(page) }),
      },
    };
    // Only a whole public page is kept: not a degraded one, a member's, or a missing record's (any path could be asked for).
    if (key && page && page.status === 200 && page.degraded.length === 0 && page.cacheControl.startsWith('public')) pages?.set(key, served);
    return served;
  };

  return {
    // Each response its own nonce, cached pages included: React's inline scripts are written with a slot that is filled here.
    async renderHtml(pathname, _built, req, signal) {
      // A shell built before its document was React's (decision 137) has no entry-assets.json: its page is served as built.
      if (!entry) return null;
      // A moved address is answered before any render, so a first visit, a crawler and a browser without scripts all follow it.
      const url = new URL(req.url ?? pathname, 'http://localhost');
      const moved = movedFor(url.pathname, url.search);
      if (moved) return movedPage(moved);
      const page = await rendered(pathname, entry, pageAddress(req.url ?? pathname), signal);
      const movedSince = page.status === 404 ? await movedByStudio(url.pathname, url.search).catch(() => null) : null;
      // Asked again each time: the studio may move it back, and a cached 301 would then loop.
      if (movedSince) return movedPage(movedSince, 'no-cache');
      if (!page.html.includes(NONCE_ATTRIBUTE)) return page;
      const nonce = randomBytes(16).toString('base64');
      return { ...page, html: page.html.replaceAll(NONCE_ATTRIBUTE, `nonce="${nonce}"`), headers: { ...page.headers, ...securityHeaders(nonce) } };
    },
    routes: {
      '/sitemap.xml': async () => ({
        type: 'application/xml; charset=utf-8',
        body: await sitemapXml({ apiUrl, siteUrl: config.siteUrl, version: await contentVersion() }),
        cacheControl: 'public, max-age=600',
      }),
      '/robots.txt': async () => ({ type: 'text/plain; charset=utf-8', body: robotsTxt(config.siteUrl), cacheControl: 'public, max-age=3600' }),
    },
  };
}
