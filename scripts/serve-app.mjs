#!/usr/bin/env node
// Serves one app on its own port, like a separate deployment (`node scripts/serve-app.mjs mf-news [--port 3003]`): its live release from
// the releases store (decision 045), the live ones and those in their grace period under /releases/<id>/; remotes.json from the pointer,
// config.json from env (see README). The shell's pages are rendered by the live shell release's server code (decision 073).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENTRY_ASSETS_FILE } from '../shared/build/entry-assets.mjs';
import { browserRemotes, goLive, openReleaseStore, pointerReader, releaseFiles, releasePrefix, renderBundle } from '../shared/build/releases.mjs';
import { APPS, ROOT, appPort, configJson, releasesConfig, remoteBaseUrls, remotePublicBases, upstreamOf } from './lib/apps.mjs';
import { documentSecurityHeaders } from './lib/security-headers.mjs';
import { createShellRenderer } from './lib/shell-renderer.mjs';
import { CONNECTIONS_PER_CLIENT, createStaticServer, folderFiles } from './lib/static-server.mjs';

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
    // Test hook of the fault journeys (e2e/support/fleet.ts): while this file exists the manifest and server entry are held back, so a
    // test makes a remote slow and lets it go again without restarting it.
    'hold-manifest-while': { type: 'string' },
    // A shell build that loads no remote (the performance report's single bundle): an empty
    // remotes.json, so no remote preload hints and nothing under /_apps/.
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
const holdWhile = values['hold-manifest-while'];

const config = configJson();
// Where this server reaches the remotes; browsers reach them on this origin, under /_apps/ (decision 105).
const baseUrls = app.dir === 'shell' && !values['no-remotes'] ? remoteBaseUrls() : {};
const publicBases = app.dir === 'shell' && !values['no-remotes'] ? remotePublicBases() : {};
const workerData = {
  config,
  apiUrl: process.env.API_INTERNAL_URL ?? config.apiUrl,
  baseUrls,
  publicBases,
  // The single bundle has no remote to render: its pages render in the browser.
  serverRender: process.env.SERVER_RENDER !== '0' && !values['no-remotes'],
  pageCacheMs: Number(process.env.PAGE_CACHE_SECONDS ?? 0) * 1000,
};
let files;
let remotes;
// The shell's pages, rendered by the server code of the shell release live now (scripts/lib/shell-renderer.mjs).
let shellRenderer = null;
if (values.dist && !values.publish) {
  const dist = path.resolve(values.dist);
  files = folderFiles(dist);
  remotes = Object.fromEntries(Object.entries(publicBases).map(([name, base]) => [name, `${base}/mf-manifest.json`]));
  if (app.dir === 'shell' && values['server-bundle']) {
    shellRenderer = createShellRenderer({
      liveRelease: async () => 'dist',
      codeOf: async () => ({
        bundle: path.resolve(values['server-bundle']),
        template: await readFile(path.join(dist, 'index.html'), 'utf8'),
        entry: await readFile(path.join(dist, ENTRY_ASSETS_FILE), 'utf8').then(JSON.parse, () => null),
      }),
      workerData: { ...workerData, fixedRemotes: { server: {}, browser: remotes } },
    });
  }
} else {
  const releases = releasesConfig();
  const store = await openReleaseStore(releases);
  if (values.publish) await goLive(store, { app: app.dir, name: app.federationName, dir: path.resolve(values.dist ?? path.join(ROOT, app.dir, 'dist')) });
  const pointer = pointerReader(store);
  files = releaseFiles(store, { app: app.dir, name: app.federationName, pointer, graceMs: releases.graceMs });
  remotes = async () => browserRemotes(await pointer(), publicBases);
  if (app.dir === 'shell') {
    shellRenderer = createShellRenderer({
      liveRelease: async () => (await pointer()).shell?.release ?? null,
      codeOf: async (release) => ({
        bundle: await renderBundle(store, release, path.join(os.tmpdir(), 'valley-render')),
        template: (await store.read(`${releasePrefix('shell', release)}index.html`))?.toString('utf8') ?? '',
        // A release built before decision 137 has none, and its own server code does not ask for it.
        entry: JSON.parse((await store.read(`${releasePrefix('shell', release)}${ENTRY_ASSETS_FILE}`))?.toString('utf8') ?? 'null'),
      }),
      workerData: { ...workerData, releases },
    });
  }
}

const jsonOverrides = { '/config.json': config };
if (app.dir === 'shell') jsonOverrides['/remotes.json'] = remotes;

const server = createStaticServer({
  ...(shellRenderer && { renderHtml: shellRenderer.renderHtml, routes: shellRenderer.routes }),
  documentHeaders: documentSecurityHeaders(config, { shellPage: app.dir === 'shell' }),
  files,
  upstreams: (target) => upstreamOf(target, baseUrls),
  jsonOverrides,
  connectionsPerClient: Number(process.env.MAX_CONNECTIONS_PER_CLIENT ?? CONNECTIONS_PER_CLIENT),
  delayFor:
    manifestDelay || holdWhile
      ? async (req) => {
          if (!/(^|\/)(mf-manifest\.json|server-[0-9a-f]+\/remoteEntry\.js)$/.test(new URL(req.url ?? '/', 'http://x').pathname)) return 0;
          while (holdWhile && existsSync(holdWhile)) await new Promise((resolve) => setTimeout(resolve, 25));
          return manifestDelay;
        }
      : undefined,
});
server.listen(port, host, () => console.info(`${app.dir} served on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));

// A stopped deployment stops accepting, answers the pages in flight (at most 10 s), and closes idle connections at once.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.drain();
  await shellRenderer?.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
