#!/usr/bin/env node
// One app's deploy, rollback and releases (decision 045); each app runs it as `pnpm --filter @valley/mf-events run deploy` / `rollback`.
//   deploy <app> [--dist DIR | --app-dir DIR] [--site URL] [--force]   build → check against what is live → publish → repoint
//   rollback <app> [--to RELEASE] [--site URL] [--force]             repoint to the release live before (or --to), nothing rebuilt
//   releases <app>                                                   the published releases, the live one marked
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeployRefused, deploy, rollback } from '../shared/build/deploy.mjs';
import { listReleases, openReleaseStore, readPointer } from '../shared/build/releases.mjs';
import { APPS, ROOT, configJson, releasesConfig } from './lib/apps.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    'app-dir': { type: 'string' },
    site: { type: 'string' },
    to: { type: 'string' },
    force: { type: 'boolean' },
  },
});
const [command, appDir] = positionals;
const app = APPS.find((candidate) => candidate.dir === appDir);
if (!['deploy', 'rollback', 'releases'].includes(command) || !app) {
  console.error(
    `usage: deploy.mjs <deploy|rollback|releases> <${APPS.map((candidate) => candidate.dir).join('|')}> [--dist DIR] [--app-dir DIR] [--to RELEASE] [--site URL] [--force]`,
  );
  process.exit(2);
}

/** Builds the app (or a copy of it, --app-dir) for production with its own Rspack, as `pnpm run build` does; returns its dist/. */
function build(dir) {
  console.info(`${app.dir}: building ${path.relative(ROOT, dir) || '.'}…`);
  const cli = path.join(path.dirname(createRequire(path.join(dir, 'package.json')).resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
  const run = spawnSync(process.execPath, [cli, 'build'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`The build of ${dir} failed`);
  return path.join(dir, 'dist');
}

/** Where a release comes from, recorded in its release.json. */
function provenance(dir) {
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { commit: git('rev-parse', '--short', 'HEAD'), changed: git('status', '--porcelain', '--', '.') !== '', from: path.relative(ROOT, dir) || '.' };
  } catch {
    return { from: dir };
  }
}

const config = releasesConfig();
const store = await openReleaseStore(config);
const siteUrl = values.site ?? configJson().siteUrl;
try {
  if (command === 'deploy') {
    const source = path.resolve(values['app-dir'] ?? path.join(ROOT, app.dir));
    const dist = values.dist ? path.resolve(values.dist) : build(source);
    const policy = { graceMs: config.graceMs, kept: config.kept };
    await deploy({ app, store, dist, siteUrl, policy, force: values.force, about: provenance(values.dist ? dist : source) });
    console.info(`Roll back with: pnpm --filter @valley/${app.dir} rollback`);
  } else if (command === 'rollback') {
    await rollback({ app, store, siteUrl, to: values.to, force: values.force });
  } else {
    const live = (await readPointer(store))[app.federationName]?.release;
    for (const release of await listReleases(store, app.dir)) {
      const from = release.commit ? `${release.commit}${release.changed ? ' (with local changes)' : ''}` : release.from;
      console.info(`${release.release === live ? '* ' : '  '}${release.release}  published ${release.publishedAt}  ${from ?? ''}`);
    }
  }
} catch (error) {
  console.error(error instanceof DeployRefused ? error.message : `${app.dir}: ${command} failed: ${error.message}`);
  process.exitCode = 1;
}
