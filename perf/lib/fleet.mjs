// The report's own deployment: the API and both builds served as `npm start` serves the shell, on ports of their own
// (PERF_APP_PORT and the five after it, PERF_API_PORT) so it never meets `npm start` or the e2e fleets.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from '../../scripts/lib/apps.mjs';
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
  api: Number(process.env.PERF_API_PORT ?? 4260),
};

const HOST = 'localhost';
export const COMPOSED_URL = `http://${HOST}:${PORTS.shell}`;
export const SINGLE_URL = `http://${HOST}:${PORTS.single}`;
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
    API_PORT: String(PORTS.api),
    API_URL,
  };
}

const portOf = (app) => PORTS[app.federationName];

/**
 * Starts the API, the five composed apps and the single bundle (none when singleDist is null); resolves once every one answers,
 * and stopAll() ends them. apiEnv adds to the API's environment (SEED_SCALE).
 * @param {{ singleDist: string | null, dataDir: string, apiEnv?: Record<string, string> }} options
 */
export async function startFleet({ singleDist, dataDir, apiEnv = {} }) {
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
      env: serveEnv(PORTS.shell, releasesDir),
    });
  }
  const ports = APPS.map(portOf);
  if (singleDist) {
    // The single bundle is the shell's build in another folder, served the same way with its own site URL,
    // and without remotes, since it loads none (no preload hints for files it would never run).
    startGroup('single', 'node', ['scripts/serve-app.mjs', 'shell', '--port', String(PORTS.single), '--dist', path.resolve(singleDist), '--no-remotes'], {
      cwd: ROOT,
      env: serveEnv(PORTS.single, releasesDir),
    });
    ports.push(PORTS.single);
  }
  await Promise.all(ports.map((port) => waitForUrl(`http://127.0.0.1:${port}/config.json`, 30_000)));
}

/** Every page must answer 200 on both builds before it is measured (a 404 page would measure fast). */
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
    ...Object.fromEntries(APPS.map((app) => [portOf(app), path.join(ROOT, app.dir, 'dist')])),
  };
  const dir = dirs[Number(port)];
  return dir ? path.join(dir, decodeURIComponent(pathname)) : null;
}
