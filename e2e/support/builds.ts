import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import type { AppDir } from './fleet';
import { E2E_CACHE, E2E_TMP, ROOT } from './ports';

const run = promisify(execFile);

/** The commit of the previous release: the skew journeys run its builds beside this checkout's. Move it when a release is cut. */
export const PREVIOUS_RELEASE = readFileSync(path.join(ROOT, 'e2e', 'previous-release'), 'utf8').trim();
/**
 * Builds of earlier commits, kept by commit in the journeys' cache outside the checkout: a commit's builds never change, so every checkout
 * and CI run on a machine shares them, and a fresh clone does not pay an install and five builds again.
 */
const CACHE = path.join(E2E_CACHE, 'releases');
const APPS: AppDir[] = ['shell', 'mf-discover', 'mf-events', 'mf-news', 'mf-account', 'mf-studio'];

/**
 * The dist/ of every app `commit` has, as built there, from the cache, or built once from that commit's files (`git archive`: its own install,
 * from pnpm's store where it can) and cached. The builds land in the cache in one rename, so a run that dies half-way, or two runs
 * building the same commit at once, never leave half a release there.
 */
export async function buildsOf(commit: string, env: NodeJS.ProcessEnv): Promise<Partial<Record<AppDir, string>>> {
  const dir = path.join(CACHE, commit);
  // An app added since (mf-studio) has no build at that commit to run beside this checkout's.
  const top = new Set((await run('git', ['ls-tree', '--name-only', commit], { cwd: ROOT, env })).stdout.split('\n'));
  const apps = APPS.filter((app) => top.has(app));
  const dists: Partial<Record<AppDir, string>> = Object.fromEntries(apps.map((app) => [app, path.join(dir, app)]));
  const cached = () => apps.every((app) => existsSync(path.join(dir, app, 'mf-manifest.json')));
  if (cached()) return dists;

  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(path.join(CACHE, `.${commit.slice(0, 12)}-`));
  try {
    const source = path.join(work, 'source');
    mkdirSync(source);
    const archive = path.join(work, 'source.tar');
    await run('git', ['archive', '--format=tar', '--output', archive, commit], { cwd: ROOT, env });
    await run('tar', ['-xf', archive, '-C', source], { env });
    await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: source, env, maxBuffer: 64 * 1024 * 1024 });
    const filters = ['--filter', './shell', '--filter', './mf-*', '--workspace-concurrency=2'];
    await run('pnpm', [...filters, 'run', 'build'], { cwd: source, env: { ...env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 });
    const built = path.join(work, 'builds');
    for (const app of apps) cpSync(path.join(source, app, 'dist'), path.join(built, app), { recursive: true });
    try {
      renameSync(built, dir);
    } catch (error) {
      // Another run cached the same commit meanwhile: its builds are as good.
      if (!cached()) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dists;
}

/**
 * A copy of an app's sources in e2e/.tmp to build a variant of it (a next release, a deliberately broken one), with the app's own
 * node_modules; `sharedVersion` builds it against a copy of @valley/shared that says it is that version.
 */
export function copyApp(app: AppDir, name: string, { sharedVersion }: { sharedVersion?: string } = {}): string {
  const source = path.join(ROOT, app);
  const copy = path.join(E2E_TMP, name);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'public', 'index.html', 'package.json', 'rspack.config.mjs', 'tsconfig.json']) {
    if (existsSync(path.join(source, entry))) cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  if (!sharedVersion) {
    symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
    return copy;
  }
  const shared = path.join(E2E_TMP, `${name}-shared`);
  rmSync(shared, { recursive: true, force: true });
  mkdirSync(shared, { recursive: true });
  for (const entry of ['src', 'build', 'surface.json', 'tsconfig.json'])
    cpSync(path.join(ROOT, 'shared', entry), path.join(shared, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'shared', 'node_modules'), path.join(shared, 'node_modules'));
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'));
  writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...manifest, version: sharedVersion }, null, 2));
  const surface = path.join(shared, 'surface.json');
  writeFileSync(surface, JSON.stringify({ ...JSON.parse(readFileSync(surface, 'utf8')), version: sharedVersion }, null, 2));
  // The app's dependencies, but @valley/shared → the copy.
  const modules = path.join(copy, 'node_modules');
  mkdirSync(path.join(modules, '@valley'), { recursive: true });
  for (const entry of readdirSync(path.join(source, 'node_modules'))) {
    if (entry !== '@valley') symlinkSync(path.join(source, 'node_modules', entry), path.join(modules, entry));
  }
  symlinkSync(shared, path.join(modules, '@valley', 'shared'));
  return copy;
}

/** Replaces text in a copied app's file, failing when the text is not there (the app changed under the test). */
export function edit(copy: string, file: string, from: string, to: string): void {
  const target = path.join(copy, file);
  const text = readFileSync(target, 'utf8');
  expect(text, `${file} no longer contains ${from}`).toContain(from);
  writeFileSync(target, text.replace(from, to));
}

/** Runs a package script of an app (`deploy`, `rollback`) as a team would; resolves with its exit code and output. */
export async function runScript(app: AppDir, script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('pnpm', ['--filter', `@valley/${app}`, 'run', script, ...args], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
