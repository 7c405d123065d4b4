#!/usr/bin/env node
// Serves one app on its own port, like a separate deployment (`node scripts/serve-app.mjs mf-news [--port 3003]`): its live release from
// the releases store (decision 045), every release under /releases/<id>/; remotes.json from the pointer, config.json from env (see README).
import path from 'node:path';
import { parseArgs } from 'node:util';
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
    // The shell's server bundle for a folder served as it is (the single bundle takes the composed shell's, for its hints and sitemap).
    'server-bundle': { type: 'string' },
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
// The shell's server bundle (its release's server/render.cjs, shell/src/server/shell-server.ts), and the live releases it renders with.
let shellServer = null;
let liveRemotes = async () => ({ server: {}, browser: typeof remotes === 'function' ? await remotes() : remotes });
if (values.dist && !values.publish) {
  files = folderFiles(path.resolve(values.dist));
  remotes = Object.fromEntries(Object.entries(baseUrls).map(([name, base]) => [name, `${base}/mf-manifest.json`]));
  if (app.dir === 'shell') shellServer = values['server-bundle'] ? path.resolve(values['server-bundle']) : null;
} else {
  const releases = releasesConfig();
  const store = await openReleaseStore(releases);
  if (values.publish) await goLive(store, { app: app.dir, name: app.federationName, dir: path.resolve(values.dist ?? path.join(ROOT, app.dir, 'dist')) });
  const pointer = pointerReader(store);
  files = releaseFiles(store, { app: app.dir, name: app.federationName, pointer, graceMs: releases.graceMs });
  remotes = async () => browserRemotes(await pointer(), baseUrls);
  if (app.dir === 'shell') {
    const release = (await pointer()).shell?.release;
    shellServer = release ? await renderBundle(store, release, path.join(os.tmpdir(), 'valley-render')) : null;
    // Both views of one reading of the pointer: the page hydrates with the releases it was rendered with.
    liveRemotes = async () => {
      const live = await pointer();
      return { server: await serverRemotes(store, live, baseUrls, { apps: APPS }), browser: browserRemotes(live, baseUrls) };
    };
  }
}

const jsonOverrides = { '/config.json': config };
let shellHooks = {};
if (app.dir === 'shell') {
  jsonOverrides['/remotes.json'] = remotes;
  // The bundle starts asynchronously (federation's async startup), so its exports arrive as a promise.
  const { createShellServer } = shellServer ? await createRequire(import.meta.url)(shellServer) : {};
  // A shell release from before decision 061 (a rollback) has no createShellServer: it is served as built, rendered in the browser.
  if (typeof createShellServer === 'function') {
    shellHooks = createShellServer({
      config,
      apiUrl: process.env.API_INTERNAL_URL ?? config.apiUrl,
      remotes: liveRemotes,
      // The single bundle has no remote to render: its pages render in the browser.
      serverRender: process.env.SERVER_RENDER !== '0' && !values['no-remotes'],
      pageCacheMs: Number(process.env.PAGE_CACHE_SECONDS ?? 0) * 1000,
      securityHeaders: (nonce) => documentSecurityHeaders(config, baseUrls, { nonce }),
    });
  } else console.warn('[serve] the shell release has no server of its own: pages render in the browser, and there is no sitemap');
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

const stop = () => {
  server.close(() => process.exit(0));
  // Keep-alive sockets from browsers would hold the server open: a stopped deployment drops them.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
