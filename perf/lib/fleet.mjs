// The report's own deployment: the API and the builds served as `npm start` serves the shell, on ports of their own
// (PERF_APP_PORT and the eight after it, PERF_API_PORT) so it never meets `npm start` or the e2e fleets.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from '../../scripts/lib/apps.mjs';
import { buildApps, ensureDependencies } from '../../scripts/lib/ensure-deps.mjs';
import { waitForUrl } from '../../scripts/lib/run.mjs';
import { assertPortFree, startGroup } from './processes.mjs';

const appBase = Number(process.env.PERF_APP_PORT ?? 3260);
export const PORTS = {
  shell: appBase,
  mf_discover: appBase + 1,
  mf_events: appBase + 2,
  mf_news: appBase + 3,
  mf_account: appBase + 4,
  single: appBase + 5,
  // The same live shell release served twice more (decision 048): client-rendered (SERVER_RENDER=0), and server-rendered with the page cache.
  csr: appBase + 6,
  cached: appBase + 7,
  mf_studio: appBase + 8,
  api: Number(process.env.PERF_API_PORT ?? 4260),
};

const HOST = 'localhost';
export const COMPOSED_URL = `http://${HOST}:${PORTS.shell}`;
export const SINGLE_URL = `http://${HOST}:${PORTS.single}`;
export const CSR_URL = `http://${HOST}:${PORTS.csr}`;
export const CACHED_URL = `http://${HOST}:${PORTS.cached}`;
export const API_URL = `http://${HOST}:${PORTS.api}`;

/** Env for scripts/serve-app.mjs (scripts/lib/apps.mjs reads it): remotes.json and config.json point at this fleet. */
function serveEnv(shellPort, releasesDir) {
  return {
    RELEASES_DIR: releasesDir,
    PUBLIC_HOST: HOST,
    SHELL_PORT: String(shellPort),
    MF_DISCOVER_PORT: String(PORTS.mf_discover),
    MF_EVENTS_PORT: String(PORTS.mf_events),
    MF_NEWS_PORT: String(PORTS.mf_news),
    MF_ACCOUNT_PORT: String(PORTS.mf_account),
    MF_STUDIO_PORT: String(PORTS.mf_studio),
    API_PORT: String(PORTS.api),
    API_URL,
  };
}

const portOf = (app) => PORTS[app.federationName];

/**
 * What a script that asks one question of the composed site starts (hung-api, render-memory, insights-cost): the dependencies, the
 * apps built unless `skipBuild` (--skip-build), and the fleet without the single bundle (with `extraShells`, as startFleet), its
 * database under perf/.out/`dataName`.
 * @param {string} dataName
 * @param {{ skipBuild: boolean, extraShells?: boolean }} options
 */
export async function startComposedFleet(dataName, { skipBuild, extraShells = false }) {
  await ensureDependencies();
  if (!skipBuild) await buildApps();
  await startFleet({ singleDist: null, dataDir: path.join(import.meta.dirname, '..', '.out', dataName), extraShells });
}

/**
 * Starts the API, the five composed apps (the shell server-rendering, without a page cache) and the single bundle (none when singleDist is
 * null); with extraShells, the client-rendered and the page-cached shells too. Resolves once every one answers; stopAll() ends them.
 * apiEnv adds to the API's environment (SEED_SCALE).
 * @param {{ singleDist: string | null, dataDir: string, apiEnv?: Record<string, string>, extraShells?: boolean }} options
 */
export async function startFleet({ singleDist, dataDir, apiEnv = {}, extraShells = false }) {
  await Promise.all(Object.values(PORTS).map((port) => assertPortFree(port)));

  // A fresh database every run: the seed is deterministic, so every report measures the same valley.
  rmSync(dataDir, { recursive: true, force: true });
  // Its own releases too (decision 045): each app's build goes live there when it is served.
  const releasesDir = `${dataDir}-releases`;
  rmSync(releasesDir, { recursive: true, force: true });
  const origins = Object.entries(PORTS)
    .filter(([name]) => name !== 'api')
    .flatMap(([, port]) => [`http://${HOST}:${port}`, `http://127.0.0.1:${port}`]);
  startGroup('api', 'pnpm', ['--filter', '@valley/api', 'start'], {
    cwd: ROOT,
    env: {
      PORT: String(PORTS.api),
      DATA_DIR: dataDir,
      CORS_ORIGINS: origins.join(','),
      PUBLIC_SITE_URL: COMPOSED_URL,
      PUBLIC_API_URL: API_URL,
      LOG_LEVEL: 'warn',
      SEED_IF_EMPTY: '1',
      ...apiEnv,
    },
  });
  await waitForUrl(`http://127.0.0.1:${PORTS.api}/ready`, 240_000);

  for (const app of APPS) {
    startGroup(app.dir, 'node', ['scripts/serve-app.mjs', app.dir, '--publish', '--port', String(portOf(app))], {
      cwd: ROOT,
      env: { ...serveEnv(PORTS.shell, releasesDir), SERVER_RENDER: '1', PAGE_CACHE_SECONDS: '0' },
    });
  }
  const ports = APPS.map(portOf);
  if (extraShells) {
    // They read the release the first shell publishes (the cached one loads its render bundle at start), so they start after it.
    await waitForUrl(`http://127.0.0.1:${PORTS.shell}/config.json`, 30_000);
    const shells = { csr: { SERVER_RENDER: '0', PAGE_CACHE_SECONDS: '0' }, cached: { SERVER_RENDER: '1', PAGE_CACHE_SECONDS: '60' } };
    for (const [name, env] of Object.entries(shells)) {
      startGroup(`shell-${name}`, 'node', ['scripts/serve-app.mjs', 'shell', '--port', String(PORTS[name])], {
        cwd: ROOT,
        env: { ...serveEnv(PORTS[name], releasesDir), ...env },
      });
      ports.push(PORTS[name]);
    }
  }
  if (singleDist) {
    // The single bundle is the shell's build in another folder, served the same way with its own site URL,
    // and without remotes, since it loads none (no preload hints for files it would never run). Its hints (the chrome's calls) come
    // from the composed shell's server bundle, as its own would: the single bundle's build has no server target.
    const serverBundle = path.join(ROOT, 'shell', 'dist', 'server', 'render.cjs');
    const args = ['scripts/serve-app.mjs', 'shell', '--port', String(PORTS.single), '--dist', path.resolve(singleDist), '--no-remotes'];
    startGroup('single', 'node', [...args, '--server-bundle', serverBundle], {
      cwd: ROOT,
      env: serveEnv(PORTS.single, releasesDir),
    });
    ports.push(PORTS.single);
  }
  await Promise.all(ports.map((port) => waitForUrl(`http://127.0.0.1:${port}/config.json`, 30_000)));
}

/** Every page must answer 200 on every build before it is measured (a 404 page would measure fast). */
export async function checkPages(pages, bases = [COMPOSED_URL, SINGLE_URL]) {
  const failures = [];
  for (const base of bases) {
    for (const page of pages) {
      const response = await fetch(`${base}${page}`).catch((error) => ({ status: String(error) }));
      if (response.status !== 200) failures.push(`${base}${page} answered ${response.status}`);
    }
  }
  if (failures.length > 0) throw new Error(`pages not ready:\n  ${failures.join('\n  ')}`);
}

/** Where a served script's file is on disk, to read its source map (null for another origin). */
export function distFileFor(url, singleDist) {
  const { port, pathname } = new URL(url);
  const dirs = {
    [PORTS.single]: path.resolve(singleDist),
    [PORTS.csr]: path.join(ROOT, 'shell', 'dist'),
    [PORTS.cached]: path.join(ROOT, 'shell', 'dist'),
    ...Object.fromEntries(APPS.map((app) => [portOf(app), path.join(ROOT, app.dir, 'dist')])),
  };
  const dir = dirs[Number(port)];
  return dir ? path.join(dir, decodeURIComponent(pathname)) : null;
}

/** A date `offset` days from today, as the API's `dates` filter takes it. */
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The slug of the seeded event that comes next, from the fleet's API (the seed's dates move with the day it runs). */
export async function firstEventSlug() {
  const response = await fetch(`${API_URL}/events/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1, order: 'upcoming', dates: `${day(0)}|${day(365)}` }),
  });
  const [event] = response.ok ? await response.json() : [];
  if (!event?.slug) throw new Error(`the API has no upcoming event to measure /events/<slug> with (POST /events/search answered ${response.status})`);
  return event.slug;
}

// shell/src/federation/server-data.ts SERVER_DATA_ID: the JSON the render server writes into every page it rendered.
const SERVER_DATA = /<script type="application\/json" id="valley-server-data">([^<]*)<\/script>/;

/**
 * How the server-rendered shell answered each page: rendered (with each remote area's state: rendered, unavailable, late) or served as
 * built because its render failed (then the page is client-rendered and its SSR figures measure that).
 * @returns {Promise<Record<string, { rendered: boolean, remotes: Record<string, string> }>>}
 */
export async function serverRenderOf(pages, base = COMPOSED_URL) {
  const entries = await Promise.all(
    pages.map(async (page) => {
      const html = await (await fetch(`${base}${page}`)).text();
      const data = SERVER_DATA.exec(html)?.[1];
      const remotes = data ? (JSON.parse(data).remotes ?? {}) : {};
      return [page, { rendered: Boolean(data), remotes }];
    }),
  );
  return Object.fromEntries(entries);
}
