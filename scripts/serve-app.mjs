#!/usr/bin/env node
// Serves one built app on its own port, like a separate deployment (`node scripts/serve-app.mjs mf-news [--port 3003]`);
// remotes.json and config.json are written from env (see README).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, ROOT, appPort, configJson, remotesJson } from './lib/apps.mjs';
import { documentSecurityHeaders } from './lib/security-headers.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    dist: { type: 'string' },
    'delay-manifest-ms': { type: 'string' },
    // A shell build that loads no remote (the performance report's single bundle): an empty
    // remotes.json, so no remote preload hints and no remote origin in the CSP.
    'no-remotes': { type: 'boolean' },
  },
});
const app = APPS.find((candidate) => candidate.dir === positionals[0]);
if (!app) {
  console.error(`usage: serve-app.mjs <${APPS.map((candidate) => candidate.dir).join('|')}> [--port N]`);
  process.exit(2);
}
const port = Number(values.port ?? appPort(app));
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const manifestDelay = Number(values['delay-manifest-ms'] ?? 0);

const config = configJson();
const jsonOverrides = { '/config.json': config };
let shellHooks = {};
if (app.dir === 'shell') {
  jsonOverrides['/remotes.json'] = values['no-remotes'] ? {} : remotesJson();
  shellHooks = await crawlerHooks(config, jsonOverrides['/remotes.json']);
}

const server = createStaticServer({
  ...shellHooks,
  documentHeaders: documentSecurityHeaders(config, jsonOverrides['/remotes.json'] ?? {}),
  // --dist serves another build of the app (a redeploy) from the same port.
  root: path.resolve(values.dist ?? path.join(ROOT, app.dir, 'dist')),
  jsonOverrides,
  delayFor: manifestDelay ? (req) => (req.url?.startsWith('/mf-manifest.json') ? manifestDelay : 0) : undefined,
});
server.listen(port, host, () => console.info(`${app.dir} served on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));

/**
 * The shell's server writes each public URL's head into the page and answers /sitemap.xml and /robots.txt (decision 011);
 * API_INTERNAL_URL lets it reach the API by another address than browsers do.
 */
async function crawlerHooks({ apiUrl: browserApiUrl, siteUrl }, remotes) {
  const { apiPreloadTags, headFor, injectHead } = await import('../shell/server/page-head.mjs');
  const { createRemotePreloader, injectPreloads } = await import('../shell/server/remote-preload.mjs');
  const preloadTags = createRemotePreloader({ remotes });
  const { robotsTxt, sitemapXml } = await import('../shell/server/sitemap.mjs');
  const apiUrl = process.env.API_INTERNAL_URL ?? browserApiUrl;
  return {
    renderHtml: async (pathname, html) => {
      const [head, preloads] = await Promise.all([headFor(pathname, { apiUrl, siteUrl }), preloadTags(pathname)]);
      // The API answers by the address browsers use: a preload under API_INTERNAL_URL would not match their calls.
      return { status: head.status, html: injectPreloads(injectHead(html, head), `${preloads}${apiPreloadTags(head, browserApiUrl)}`) };
    },
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

const stop = () => {
  server.close(() => process.exit(0));
  // Keep-alive sockets from browsers would hold the server open: a stopped deployment drops them.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
