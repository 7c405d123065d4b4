#!/usr/bin/env node
// `npm start`: install what is missing, build every app and make the builds the live releases, start the API (migrating and
// seeding the embedded database when empty) and serve each app on its own port, like separate deployments.
import path from 'node:path';
import { APPS, ROOT, apiPort, appOrigins, appPort, configJson, releasesConfig } from './lib/apps.mjs';
import { buildApps, ensureDependencies } from './lib/ensure-deps.mjs';
import { bold, done, green, startService, step, waitForUrl } from './lib/run.mjs';

const children = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

try {
  await ensureDependencies();
  const fresh = process.env.SKIP_BUILD !== '1';
  if (fresh) await buildApps();
  await releaseBuilds({ all: fresh });

  let started = step('Starting the API (migrations, then the seed when the database is empty)');
  const apiUrl = configJson().apiUrl;
  children.push(
    startService('api', 'pnpm', ['--filter', '@valley/api', 'start'], {
      env: {
        PORT: String(apiPort()),
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? appOrigins().join(','),
        PUBLIC_SITE_URL: configJson().siteUrl,
        PUBLIC_API_URL: apiUrl,
        // Local use only: the API refuses both for a site that is not on localhost (api/README.md).
        SEED_IF_EMPTY: '1',
        DEV_MAILBOX: '1',
      },
    }),
  );
  await waitForUrl(`http://127.0.0.1:${apiPort()}/ready`, 180_000);
  done(started, `API ready on ${apiUrl}`);

  started = step('Serving the apps');
  for (const app of APPS) {
    children.push(startService(app.dir, 'node', ['scripts/serve-app.mjs', app.dir]));
  }
  await Promise.all(APPS.map((app) => waitForUrl(`http://127.0.0.1:${appPort(app)}/config.json`)));
  done(started);

  console.info(`\n${green('✓')} ${bold('The valley guide is running:')} ${bold(configJson().siteUrl)}`);
  for (const app of APPS.slice(1)) console.info(`  ${app.dir.padEnd(12)} http://localhost:${appPort(app)}  (stand-alone harness)`);
  console.info(`  api          ${apiUrl}`);
  console.info('  Press Ctrl+C to stop.');
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  stopAll();
  process.exit(1);
}

/**
 * The builds become the live releases (decision 045): all of them after a build; for `npm run serve`, only an app with nothing live, so
 * what a team deployed stays. Unchecked: they come from one checkout. Imported here, after ensureDependencies, as it needs the packages.
 */
async function releaseBuilds({ all }) {
  const { goLive, openReleaseStore, readPointer } = await import('../shared/build/releases.mjs');
  const config = releasesConfig();
  const store = await openReleaseStore(config);
  const live = await readPointer(store);
  const started = step(`Releasing the builds (${config.dir ?? `s3://${config.s3.bucket}/${config.s3.prefix}`})`);
  for (const app of APPS) {
    if (!all && live[app.federationName]) continue;
    const release = await goLive(store, { app: app.dir, name: app.federationName, dir: path.join(ROOT, app.dir, 'dist') });
    console.info(`  ${app.dir.padEnd(12)} release ${release} is live`);
  }
  done(started);
}
