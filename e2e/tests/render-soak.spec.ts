import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { MAIN_FLEET, ROOT, fleetEnv } from '../support/ports';

// The render server keeps nothing of a page once it is sent (issue 42: a gate per server-drawn block kept every render, ~385 KB each, and
// the process died of it). Two thousand renders of the home page, drawn remote blocks included, and of a listing, in one process through
// the real render path: the heap kept after a full GC may grow only by what a warm process caches, never per render.
const KEPT_GROWTH_MB = 16;

test('two thousand server renders of / and /destinations keep no more heap than a warm process caches', async () => {
  test.setTimeout(240_000);
  const { NODE_OPTIONS: _playwrightLoader, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', path.join(ROOT, 'e2e', 'support', 'render-soak.mjs'), '--renders', '2000', '--paths', '/,/destinations'],
    { cwd: ROOT, env: { ...env, ...fleetEnv(MAIN_FLEET) }, maxBuffer: 1 << 20 },
  );
  const soak = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { heapBeforeMb: number; heapAfterMb: number; degraded: string[] };
  test.info().annotations.push({ type: 'soak', description: stdout.trim() });
  // Every render was a whole page (the API and the remotes answered), so the figure is the real render path's.
  expect(soak.degraded).toEqual([]);
  expect(soak.heapAfterMb - soak.heapBeforeMb, `heap kept after 2,000 renders: ${stdout}`).toBeLessThan(KEPT_GROWTH_MB);
});
