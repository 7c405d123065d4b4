// A fresh clone has neither pnpm nor node_modules: install both, once.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { commandExists, done, run, step } from './run.mjs';

export const PNPM_VERSION = '12.21.0';

export async function ensureDependencies() {
  if (!commandExists('pnpm')) {
    const started = step(`Installing pnpm ${PNPM_VERSION}`);
    const code = await run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
    if (code !== 0) throw new Error('Could not install pnpm with npm');
    done(started);
  }
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lockfile = path.join(ROOT, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || statSync(lockfile).mtimeMs > statSync(marker).mtimeMs;
  if (stale) {
    const started = step('Installing dependencies (pnpm install --frozen-lockfile)');
    const code = await run('pnpm', ['install', '--frozen-lockfile']);
    if (code !== 0) throw new Error('pnpm install failed');
    done(started);
  }
}

export async function buildApps() {
  const started = step('Building the shell and the four remotes (production)');
  const code = await run('pnpm', ['--filter', './shell', '--filter', './mf-*', '--workspace-concurrency=2', 'run', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  if (code !== 0) throw new Error('The app build failed');
  done(started);
}
