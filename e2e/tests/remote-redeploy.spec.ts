import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { Fleet } from '../support/fleet';
import { E2E_TMP, FAULT_FLEET, ROOT } from '../support/ports';

const fleet = new Fleet({ ...FAULT_FLEET });

/** Builds a copy of mf-news whose list heading reads differently: the "visible change" of a redeploy. */
async function buildChangedNewsRemote(): Promise<string> {
  const source = path.join(ROOT, 'mf-news');
  const copy = path.join(E2E_TMP, 'mf-news-redeploy');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'public', 'package.json', 'rspack.config.mjs']) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
  const page = path.join(copy, 'src', 'routes', 'dispatch-page.tsx');
  const text = readFileSync(page, 'utf8');
  expect(text).toContain('<h1>The Dispatch</h1>');
  writeFileSync(page, text.replace('<h1>The Dispatch</h1>', '<h1>The Dispatch, Late Edition</h1>'));
  // Playwright's own loader (NODE_OPTIONS) must not leak into the build process.
  const { NODE_OPTIONS: _playwrightLoader, ...env } = process.env;
  await promisify(execFile)(process.execPath, [path.join(source, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
    cwd: copy,
    env: { ...env, NODE_ENV: 'production' },
  });
  return path.join(copy, 'dist');
}

test.describe('a remote redeploys without rebuilding the shell', () => {
  test.beforeAll(async () => {
    await fleet.startAll();
  });
  test.afterAll(async () => {
    await fleet.stopAll();
  });
  test.use({ baseURL: fleet.url('shell') });

  test('the running shell picks up the rebuilt mf-news on the next navigation', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/dispatch');
    await expect(page.getByRole('heading', { level: 1, name: 'The Dispatch' })).toBeVisible();
    const shellHtml = await (await fetch(fleet.url('shell'))).text();

    const dist = await buildChangedNewsRemote();
    await fleet.stop('mf-news');
    await fleet.start('mf-news', { dist });

    await page.goto('/dispatch');
    await expect(page.getByRole('heading', { level: 1, name: 'The Dispatch, Late Edition' })).toBeVisible();
    // The shell itself was not rebuilt or redeployed.
    expect(await (await fetch(fleet.url('shell'))).text()).toBe(shellHtml);
  });
});
