import { existsSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { API_DATA_DIR, API_MEDIA_DIR, API_PORT, CHROMIUM_ARGS, FAULT_FLEET, MAIN_FLEET, ROOT, fleetEnv, fleetOrigins, releasesDirOf } from './support/ports';

// Every run starts from a freshly migrated and seeded embedded database and no releases but this checkout's builds. Workers load
// this config again while the API runs: only the main process may clear them.
if (!process.env.TEST_WORKER_INDEX) {
  for (const dir of [API_DATA_DIR, releasesDirOf(MAIN_FLEET), releasesDirOf(FAULT_FLEET)]) rmSync(dir, { recursive: true, force: true });
}

// Debian's chromium-headless-shell: the same engine without the full browser's window and UI, and about a quarter less CPU for the
// same journeys (discover and news: 98-103 → 71-72 core-seconds), on a machine the journeys keep busy. The full browser otherwise.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const apps = ['shell', 'mf-discover', 'mf-events', 'mf-news', 'mf-account', 'mf-studio'] as const;
const portOf = {
  shell: MAIN_FLEET.shell,
  'mf-discover': MAIN_FLEET.mf_discover,
  'mf-events': MAIN_FLEET.mf_events,
  'mf-news': MAIN_FLEET.mf_news,
  'mf-account': MAIN_FLEET.mf_account,
  'mf-studio': MAIN_FLEET.mf_studio,
};

export default defineConfig({
  testDir: './tests',
  // The fault tests stop and start servers: one worker keeps runs deterministic on two cores.
  workers: 1,
  fullyParallel: false,
  // The route audit loads four visitors' pages at once and so keeps both cores busy: it runs last, once `npm test`'s other lane (unit
  // and API tests) has ended, where the journeys, one page at a time, would leave a core idle. `--project journeys` leaves it out.
  projects: [
    { name: 'journeys', testIgnore: /route-audit\.spec\.ts$/ },
    { name: 'audit', testMatch: /route-audit\.spec\.ts$/ },
  ],
  // One retry, in a new browser, for one failure only: headless Chromium that stopped drawing (decision 120, e2e/support/test.ts).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${MAIN_FLEET.shell}`,
    // A failed journey keeps its actions with their logs, the test's own API calls and a screenshot. Without snapshots Playwright records
    // neither the DOM at each action nor the browser's requests: they cost a fifth of the journeys' CPU (discover, news and events:
    // 210 → 171 core-seconds) on a machine where every journey already competes for two cores. Set VALLEY_E2E_FULL_TRACE=1 to keep them.
    trace: { mode: 'retain-on-failure', snapshots: process.env.VALLEY_E2E_FULL_TRACE === '1', screenshots: false },
    screenshot: 'only-on-failure',
    // The offline copy (sw.js) takes the page's requests once it controls it, and Playwright's routes and request events do not see
    // those: a journey that holds or counts requests would pass or fail by when the worker woke. Its own journey allows it (shell.spec).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      name: 'api',
      command: 'pnpm --filter @valley/api start',
      cwd: ROOT,
      url: `http://127.0.0.1:${API_PORT}/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(API_PORT),
        DATA_DIR: API_DATA_DIR,
        MEDIA_DIR: API_MEDIA_DIR,
        CORS_ORIGINS: [...fleetOrigins(MAIN_FLEET), ...fleetOrigins(FAULT_FLEET)].join(','),
        PUBLIC_SITE_URL: `http://localhost:${MAIN_FLEET.shell}`,
        // Media URLs on the same origin as config.json's apiUrl, as `npm start` and a deploy have it.
        PUBLIC_API_URL: `http://localhost:${API_PORT}`,
        SEED_IF_EMPTY: '1',
        DEV_MAILBOX: '1',
        // Journeys of a week or a year later move the API's time (POST /dev/clock, decisions 089, 090) and put it back; none waits for it.
        DEV_CLOCK: '1',
      },
    },
    ...apps.map((app) => ({
      name: app,
      // Each app's build goes live as a release first (decision 045).
      command: `node scripts/serve-app.mjs ${app} --publish`,
      cwd: ROOT,
      url: `http://127.0.0.1:${portOf[app]}/config.json`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      env: fleetEnv(MAIN_FLEET),
    })),
  ],
});
