#!/usr/bin/env node
// Serves one app on its own port, like a separate deployment (`node scripts/serve-app.mjs mf-news [--port 3003]`): its live release from
// the releases store (decision 045), every release under /releases/<id>/; remotes.json from the pointer, config.json from env (see README).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { browserRemotes, goLive, openReleaseStore, pointerReader, releaseFiles, renderBundle, serverRemotes } from '../shared/build/releases.mjs';
import { APPS, ROOT, appPort, configJson, releasesConfig, remoteBaseUrls } from './lib/apps.mjs';
import { documentSecurityHeaders } from './lib/security-headers.mjs';
import { createStaticServer, folderFiles } from './lib/static-server.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    // A folder served as it is, outside the releases (the performance report's single bundle).
    dist: { type: 'string' },
    // Publish the app's dist/ as a release and make it live first (the journeys' and the performance report's fleets).
    publish: { type: 'boolean' },
    'delay-manifest-ms': { type: 'string' },
    // A shell build that loads no remote (the performance report's single bundle): an empty
    // remotes.json, so no remote preload hints and no remote origin in the CSP.
    'no-remotes': { type: 'boolean' },
  },
});
const app = APPS.find((candidate) => candidate.dir === positionals[0]);
if (!app) {
  console.error(`usage: serve-app.mjs <${APPS.map((candidate) => candidate.dir).join('|')}> [--port N] [--publish] [--dist DIR]`);
  process.exit(2);
}
const port = Number(values.port ?? appPort(app));
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const manifestDelay = Number(values['delay-manifest-ms'] ?? 0);

const config = configJson();
const baseUrls = app.dir === 'shell' && !values['no-remotes'] ? remoteBaseUrls() : {};
let files;
let remotes;
// The render server's view: the shell's render bundle and each remote's server entry (decision 048); none for the single bundle.
let rendering = null;
if (values.dist && !values.publish) {
  files = folderFiles(path.resolve(values.dist));
  remotes = Object.fromEntries(Object.entries(baseUrls).map(([name, base]) => [name, `${base}/mf-manifest.json`]));
} else {
  const releases = releasesConfig();
  const store = await openReleaseStore(releases);
  if (values.publish) await goLive(store, { app: app.dir, name: app.federationName, dir: path.resolve(values.dist ?? path.join(ROOT, app.dir, 'dist')) });
  const pointer = pointerReader(store);
  files = releaseFiles(store, { app: app.dir, name: app.federationName, pointer, graceMs: releases.graceMs });
  remotes = async () => browserRemotes(await pointer(), baseUrls);
  if (app.dir === 'shell' && !values['no-remotes'] && process.env.SERVER_RENDER !== '0') {
    const release = (await pointer()).shell?.release;
    const bundle = release ? await renderBundle(store, release, path.join(os.tmpdir(), 'valley-render')) : null;
    // Both views of one reading of the pointer: the page hydrates with the releases it was rendered with.
    const entries = async () => {
      const live = await pointer();
      return { server: await serverRemotes(store, live, baseUrls, { apps: APPS }), browser: browserRemotes(live, baseUrls) };
    };
    if (bundle) rendering = { bundle, remotes: entries };
  }
}

const jsonOverrides = { '/config.json': config };
let shellHooks = {};
if (app.dir === 'shell') {
  jsonOverrides['/remotes.json'] = remotes;
  shellHooks = await crawlerHooks(config, remotes, rendering, baseUrls);
}

const server = createStaticServer({
  ...shellHooks,
  // The remotes' origins do not move with a deploy: only the release path under them does.
  documentHeaders: documentSecurityHeaders(config, baseUrls),
  files,
  jsonOverrides,
  delayFor: manifestDelay
    ? (req) => (/(^|\/)(mf-manifest\.json|server\/remoteEntry\.js)$/.test(new URL(req.url ?? '/', 'http://x').pathname) ? manifestDelay : 0)
    : undefined,
});
server.listen(port, host, () => console.info(`${app.dir} served on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));

/**
 * The shell's server renders each page with the head its components render (decision 058) and answers /sitemap.xml and /robots.txt
 * (decision 011); API_INTERNAL_URL lets it reach the API by another address than browsers do.
 */
async function crawlerHooks(config, remotes, rendering, baseUrls) {
  const { apiUrl: browserApiUrl, siteUrl } = config;
  const { apiPreloadTags, placeHead } = await import('../shell/server/document-head.mjs');
  const { createRemotePreloader, createStyleInliner, injectPreloads, paintFirst } = await import('../shell/server/remote-preload.mjs');
  const preloadTags = createRemotePreloader({ remotes });
  const inlineStyles = createStyleInliner();
  const { robotsTxt, sitemapXml } = await import('../shell/server/sitemap.mjs');
  const apiUrl = process.env.API_INTERNAL_URL ?? browserApiUrl;
  // The bundle starts asynchronously (federation's async startup), so its exports arrive as a promise.
  const renderPage = rendering ? (await createRequire(import.meta.url)(rendering.bundle)).createPageRenderer({ config, apiUrl }) : null;
  const { createPageCache } = await import('../shell/server/page-cache.mjs');
  const pages = createPageCache({ ttlMs: Number(process.env.PAGE_CACHE_SECONDS ?? 0) * 1000 });
  const rendered = async (pathname, html, req) => {
    const entries = rendering ? await rendering.remotes() : null;
    const serverEntries = entries?.server ?? null;
    const key = pages && `${req.url}\n${JSON.stringify(serverEntries)}\n${html.length}`;
    const hit = key && pages.get(key);
    if (hit) return hit;
    const page = renderPage && entries ? await renderPage(req.url ?? pathname, entries.server, { nonce: NONCE_SLOT, browserEntries: entries.browser }) : null;
    // A remote the server rendered needs its styles before the page paints; otherwise they are only preloaded.
    const preloads = await preloadTags(pathname, {
      stylesheets: Object.values(page?.remotes ?? {}).includes('rendered'),
      ...(page && { preconnect: [browserApiUrl] }),
    });
    // The API answers by the address browsers use: a preload under API_INTERNAL_URL would not match their calls.
    // The remote's stylesheets go after the shell's own, where the browser would have added them, so its rules win as they did.
    const stylesheets = await inlineStyles(preloads.match(STYLESHEET) ?? []);
    let out = injectPreloads(page ? placeHead(html, page.head) : html, `${preloads.replace(STYLESHEET, '')}${page ? '' : apiPreloadTags(browserApiUrl)}`);
    if (stylesheets.length > 0) out = out.replace('</head>', () => `${stylesheets.join('')}</head>`);
    if (page)
      out = paintFirst(
        out.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.dataScript}`),
        { nonce: NONCE_ATTRIBUTE },
      );
    const result = {
      // A page the browser renders answers 200: only a render knows a record is missing.
      status: page?.status ?? 200,
      html: out,
      cacheControl: page?.cacheControl,
      headers: page?.cdnCacheControl ? { 'CDN-Cache-Control': page.cdnCacheControl } : {},
    };
    if (key && !page?.cacheControl.startsWith('private')) pages.set(key, result);
    return result;
  };
  // Each response its own nonce, cached pages included: React's inline scripts are written with a slot that is filled here.
  const render = async (pathname, html, req) => {
    const page = await rendered(pathname, html, req);
    if (!page.html.includes(NONCE_ATTRIBUTE)) return page;
    const nonce = randomBytes(16).toString('base64');
    return {
      ...page,
      html: page.html.replaceAll(NONCE_ATTRIBUTE, `nonce="${nonce}"`),
      headers: { ...page.headers, ...documentSecurityHeaders(config, baseUrls, { nonce }) },
    };
  };
  return {
    renderHtml: render,
    routes: {
      '/sitemap.xml': async () => ({
        type: 'application/xml; charset=utf-8',
        body: await sitemapXml({ apiUrl, siteUrl }),
        cacheControl: 'public, max-age=600',
      }),
      '/robots.txt': async () => ({ type: 'text/plain; charset=utf-8', body: robotsTxt(siteUrl), cacheControl: 'public, max-age=3600' }),
    },
  };
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

// React writes the nonce it is given into its inline scripts' attribute; no text from the API can forge it (React escapes quotes).
const NONCE_SLOT = 'valley-nonce-slot';
const NONCE_ATTRIBUTE = `nonce="${NONCE_SLOT}"`;

const stop = () => {
  server.close(() => process.exit(0));
  // Keep-alive sockets from browsers would hold the server open: a stopped deployment drops them.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
