import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PREVIOUS_RELEASE, buildsOf, runScript } from '../support/builds';
import { expectReactLoadedOnce } from '../support/federation';
import { Fleet, type AppDir } from '../support/fleet';
import { FAULT_FLEET, ROOT, releasesDirOf } from '../support/ports';
import { FALLBACK, REMOTES, expectChrome } from '../support/remotes';

// Version skew in a real browser (decision 045): the builds of the previous release (e2e/previous-release, built once per commit and
// cached outside the checkout: e2e/support/builds.ts) live beside this checkout's. Whatever mix is live, every remote's area works or
// shows its fallback, and the chrome stays: never a blank page.
const fleet = new Fleet(FAULT_FLEET);
let previous: Partial<Record<AppDir, string>>;
/** The previous release's build of an app it has (every remote the skew journeys mix, and the shell). */
const previousBuild = (app: AppDir): string => {
  const dist = previous[app];
  if (!dist) throw new Error(`${PREVIOUS_RELEASE.slice(0, 7)} has no ${app}`);
  return dist;
};

const pointer = () => JSON.parse(readFileSync(path.join(releasesDirOf(FAULT_FLEET), 'remotes.json'), 'utf8'));

/** Puts a build live unchecked, as a deploy from before the fit check could (scripts/deploy.mjs --force); returns its release. */
const forceLive = (app: AppDir, dist: string) => fleet.putLive(app, dist);

/** The remote's page renders, with one React on the page, or its area shows the fallback; the chrome is there either way. */
async function worksOrFallback(page: Page, remote: (typeof REMOTES)[number]): Promise<'works' | 'fallback'> {
  await page.goto(remote.path);
  await expectChrome(page);
  const fallback = page.getByRole('heading', { name: FALLBACK });
  await expect(remote.content(page).or(fallback).first()).toBeVisible({ timeout: 15_000 });
  if (await fallback.isVisible()) return 'fallback';
  await expectReactLoadedOnce(page);
  return 'works';
}

test.describe('version skew between the shell and the remotes', () => {
  test.beforeAll(async () => {
    // Built once per commit, then cached: a cold cache costs the checkout's install and five builds.
    test.setTimeout(240_000);
    previous = await buildsOf(PREVIOUS_RELEASE, fleet.env());
    await fleet.startAll();
  });
  test.use({ baseURL: fleet.url('shell') });
  test.afterEach(async () => {
    await fleet.restore();
  });

  test('the current shell with each remote of the previous release', async ({ page }) => {
    test.setTimeout(120_000);
    for (const remote of REMOTES) {
      const release = await forceLive(remote.app, previousBuild(remote.app));
      expect(pointer()[remote.name].release).toBe(release);
      const outcome = await worksOrFallback(page, remote);
      test.info().annotations.push({ type: 'skew', description: `current shell, ${remote.app} of ${PREVIOUS_RELEASE.slice(0, 7)}: ${outcome}` });
      await page.goto('/');
      await expectChrome(page);
      await forceLive(remote.app, path.join(ROOT, remote.app, 'dist'));
    }
  });

  test('the previous shell with the current remotes', async ({ page }) => {
    test.setTimeout(120_000);
    await forceLive('shell', previousBuild('shell'));
    for (const remote of REMOTES) {
      const outcome = await worksOrFallback(page, remote);
      test.info().annotations.push({ type: 'skew', description: `shell of ${PREVIOUS_RELEASE.slice(0, 7)}, current ${remote.app}: ${outcome}` });
    }
    await page.goto('/');
    await expectChrome(page);
  });

  test('rolling the shell back to a release the live remotes cannot be checked against is refused, naming each remote', async () => {
    const release = await forceLive('shell', previousBuild('shell'));
    await forceLive('shell', path.join(ROOT, 'shell', 'dist'));
    const before = pointer();
    const refused = await runScript('shell', 'rollback', ['--to', release], fleet.env());
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`Refused: shell release ${release} does not fit the live remotes`);
    for (const remote of REMOTES) {
      expect(refused.output).toContain(
        `  - ${remote.name}: the shell's manifest does not say what it loads from ${remote.name} (a shell built before decision 045)`,
      );
    }
    expect(pointer()).toEqual(before);
  });
});
