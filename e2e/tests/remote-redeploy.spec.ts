import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { copyApp, edit, runScript } from '../support/builds';
import { Fleet } from '../support/fleet';
import { API_URL, FAULT_FLEET, releasesDirOf } from '../support/ports';
import { FALLBACK, expectChrome } from '../support/remotes';
import { scrollThroughPage } from '../support/scroll';

/** The @valley/shared this checkout provides; a build against the next major must be refused. */
const SHARED_VERSION: string = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../shared/package.json'), 'utf8')).version;
const SHARED_MAJOR = Number(SHARED_VERSION.split('.')[0]);

// One team redeploys its remote alone (decision 045): `deploy` builds, checks the build against the shell that is live, publishes it as a
// release and moves the pointer; `rollback` moves it back. The site keeps running throughout.
const fleet = new Fleet(FAULT_FLEET);
const RELEASE = /release ([0-9a-f]{12})/;

const pointer = () => JSON.parse(readFileSync(path.join(releasesDirOf(FAULT_FLEET), 'remotes.json'), 'utf8'));
const deployEvents = (...args: string[]) => runScript('mf-events', 'deploy', args, fleet.env());
const eventsCount = (page: Page) => page.getByText(/^Showing \d+ of \d+ events$/);
const nextEventsCount = (page: Page) => page.getByText(/^Showing \d+ of \d+ events this season$/);

/** mf-events' next release: the events count reads differently, and the event card (in its ./routes and ./blocks chunks) changed. */
function nextEvents(): string {
  const next = copyApp('mf-events', 'mf-events-next');
  edit(next, 'src/features/events-listing/components/events-listing.tsx', 'of {feed.total} events', 'of {feed.total} events this season');
  edit(next, 'src/components/event-card.tsx', "'(min-width: 1300px) 16vw", "'(min-width: 1280px) 16vw");
  return next;
}

/** The copy of mf-events' next release once a deploy has built it: built once per run, then deployed as it was built. */
let nextEventsBuilt: string | undefined;

/** Deploys mf-events' next release as its team does (`deploy` builds it); once built, later tests deploy that build (`--dist`). */
async function deployNextEvents(): Promise<{ code: number; output: string }> {
  if (nextEventsBuilt) return deployEvents('--dist', path.join(nextEventsBuilt, 'dist'));
  const next = nextEvents();
  const deployed = await deployEvents('--app-dir', next);
  if (existsSync(path.join(next, 'dist', 'mf-manifest.json'))) nextEventsBuilt = next;
  return deployed;
}

/** What of the shell a visitor downloads: the page, and every script it names. */
async function shellFiles(): Promise<string[]> {
  // The shell's own page (`/favorites` places no remote's block, which the server now draws: decision 068). Each response carries its
  // own nonce and the instant it was rendered for (decision 066); the page is otherwise the same.
  const html = (await (await fetch(new URL('/favorites', fleet.url('shell')))).text())
    .replaceAll(/nonce="[^"]*"/g, 'nonce=""')
    .replaceAll(/"renderedAt":"[^"]*"/g, '"renderedAt":""');
  // A server-rendered page names its scripts in its head, deferred (decision 106).
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length, "the shell's entry script").toBeGreaterThan(0);
  return [html, ...(await Promise.all(scripts.map(async (src) => (await fetch(new URL(src, fleet.url('shell')))).text())))];
}

test.describe('one team redeploys its remote alone', () => {
  test.beforeAll(async () => {
    await fleet.startAll();
  });
  test.use({ baseURL: fleet.url('shell') });
  test.afterEach(async () => {
    // Back to this checkout's build, which the next test starts from.
    const live = pointer().mf_events.release;
    const first = pointer().mf_events.history.at(-1).release;
    if (live !== first) expect((await runScript('mf-events', 'rollback', ['--to', first, '--force'], fleet.env())).code).toBe(0);
  });

  test('pnpm --filter @valley/mf-events run deploy puts the next release live, rollback the one before; the shell is untouched', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.goto('/events');
    await expect(eventsCount(page)).toBeVisible();
    const shellBefore = await shellFiles();
    const shellRelease = pointer().shell.release;

    const deployed = await deployNextEvents();
    expect(deployed.code, deployed.output).toBe(0);
    expect(deployed.output).toMatch(/mf-events: release [0-9a-f]{12} is live \(was [0-9a-f]{12}\)/);
    // The next server-rendered page is the new release's, with no shell rebuild or restart (decision 048).
    expect(await (await request.get('/events')).text()).toContain('events this season');
    await page.goto('/events');
    await expect(nextEventsCount(page)).toBeVisible();

    const rolledBack = await runScript('mf-events', 'rollback', [], fleet.env());
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(rolledBack.output).toMatch(/mf-events: rolled back to release [0-9a-f]{12} \(was [0-9a-f]{12}\)/);
    expect(await (await request.get('/events')).text()).not.toContain('events this season');
    await page.goto('/events');
    await expect(eventsCount(page)).toBeVisible();

    // The shell was neither rebuilt nor redeployed.
    expect(pointer().shell.release).toBe(shellRelease);
    expect(await shellFiles()).toEqual(shellBefore);
  });

  test('a visitor whose page loaded the release before keeps working pages after the next one goes live', async ({ page, request }) => {
    test.setTimeout(180_000);
    const home = await (await request.get(`${API_URL}/page/get/headless-home`)).json();
    const eventsTitle = home.fields.home_blocks.find((block: { extension: string }) => block.extension === 'events').title;
    const before = pointer().mf_events.release;
    const fetched: Array<{ url: string; status: number }> = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${fleet.files('mf-events')}/releases/`)) fetched.push({ url: response.url(), status: response.status() });
    });
    await page.goto('/events');
    await expect(eventsCount(page)).toBeVisible();

    const deployed = await deployNextEvents();
    expect(deployed.code, deployed.output).toBe(0);
    const next = pointer().mf_events.release;
    expect(next).not.toBe(before);
    fetched.length = 0;

    // The same page, not reloaded, goes home, whose events block comes from mf-events' ./blocks: not loaded before the deploy.
    await page.getByRole('banner').getByRole('link', { name: 'Happy Valley', exact: true }).click();
    await expectChrome(page);
    // A reload would load the new release from the start, which is not what this journey checks.
    await scrollThroughPage(page, { reload: false });
    const eventsBlock = page.getByRole('main').getByRole('tablist', { name: `${eventsTitle} categories` });
    await expect(eventsBlock.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');

    // Its files came from the release the page loaded, which the pointer has moved past; some of them the next release does not have.
    const scripts = fetched.filter(({ url }) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url, status } of scripts) {
      expect(url).toContain(`/releases/${before}/`);
      expect(status, url).toBe(200);
    }
    const onlyBefore = scripts.filter(({ url }) => !existsSync(path.join(releasesDirOf(FAULT_FLEET), 'mf-events', 'releases', next, path.basename(url))));
    expect(onlyBefore.length, 'chunks of the earlier release that the next one does not have').toBeGreaterThan(0);

    // A new page load takes the release that is live now.
    await page.goto('/events');
    await expect(nextEventsCount(page)).toBeVisible();
  });

  test('a page a CDN kept from before a deploy hydrates with the release it was rendered with', async ({ page, context, request }) => {
    test.setTimeout(180_000);
    // The page below comes from page.route, with no address of its own: Chromium takes it for a public site's and asks before it
    // reaches the local network, where every app of the fleet listens.
    await context.grantPermissions(['local-network-access']);
    const before = pointer().mf_events.release;
    const kept = await request.get('/events');
    const keptHtml = await kept.text();
    expect(kept.headers()['cache-control'], 'a browser never serves the page stale itself').toBe('public, max-age=0, s-maxage=60');
    expect(kept.headers()['cdn-cache-control']).toContain('stale-while-revalidate');

    const deployed = await deployNextEvents();
    expect(deployed.code, deployed.output).toBe(0);
    expect(await (await request.get('/events')).text()).toContain('events this season');

    // The CDN answers with the page it kept, headers and all (its CSP names that page's nonce).
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = kept.headers();
    await page.route(
      (url) => url.pathname === '/events',
      (route) => route.fulfill({ status: 200, headers, body: keptHtml }),
    );
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${fleet.files('mf-events')}/releases/`) && response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/events');
    // The page as rendered, hydrated without a mismatch (the fixture fails on React's error) by the release that rendered it.
    await expect(eventsCount(page)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) expect(url).toContain(`/releases/${before}/`);
  });

  test('pnpm --filter @valley/shell run deploy reaches the next page, rendered and hydrated by the new code without a restart; rollback likewise', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const mark = '· next shell';
    const next = copyApp('shell', 'shell-next');
    edit(next, 'src/chrome/site-footer.tsx', '© {year} {organization}', `© {year} {organization} ${mark}`);
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(message.text());
    });
    const first = pointer().shell.release;
    try {
      const deployed = await runScript('shell', 'deploy', ['--app-dir', next], fleet.env());
      expect(deployed.code, deployed.output).toBe(0);
      // The serve step was not restarted: its next page is the new release's server code in the new release's page.
      expect(await (await request.get('/about')).text()).toContain(mark);
      await page.goto('/about');
      await expect(page.getByRole('contentinfo').getByText(mark)).toBeVisible();

      const rolledBack = await runScript('shell', 'rollback', [], fleet.env());
      expect(rolledBack.code, rolledBack.output).toBe(0);
      expect(pointer().shell.release).toBe(first);
      expect(await (await request.get('/about')).text()).not.toContain(mark);
      await page.goto('/about');
      await expect(page.getByRole('contentinfo').getByText(/© \d{4}/)).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(mark)).toHaveCount(0);
      expect(hydrationErrors).toEqual([]);
    } finally {
      if (pointer().shell.release !== first) await runScript('shell', 'rollback', ['--to', first, '--force'], fleet.env());
    }
  });

  test('a build without a module the shell loads from it is refused with what is missing, and nothing moves', async ({ page }) => {
    test.setTimeout(120_000);
    const broken = copyApp('mf-events', 'mf-events-no-blocks');
    edit(broken, 'rspack.config.mjs', "name: 'mf_events',", "name: 'mf_events', blocks: false,");
    const before = pointer();

    const refused = await deployEvents('--app-dir', broken);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/Refused: mf-events release [0-9a-f]{12} does not fit the live shell \(http:\/\/localhost:\d+\):/);
    expect(refused.output).toContain('  - ./blocks is not exposed, and the shell loads it from mf_events');
    expect(refused.output).toContain(`Nothing was moved; mf_events stays on release ${before.mf_events.release}.`);
    expect(pointer()).toEqual(before);
    await page.goto('/events');
    await expect(eventsCount(page)).toBeVisible();
  });

  test('a build against an incompatible @valley/shared is refused; forced live anyway, its area shows the fallback, never a blank page', async ({ page }) => {
    test.setTimeout(120_000);
    const other = `${SHARED_MAJOR + 1}.0.0`;
    const broken = copyApp('mf-events', 'mf-events-shared-next', { sharedVersion: other });
    const before = pointer();

    const refused = await deployEvents('--app-dir', broken);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      `  - @valley/shared contract: built against @valley/shared ${other}, but the shell provides @valley/shared ${SHARED_VERSION}, another major version: rebuild the remote against ${SHARED_VERSION}`,
    );
    expect(refused.output).toContain(`  - @valley/shared/router: the shell provides ${SHARED_VERSION}, the remote requires ^${other}`);
    expect(pointer()).toEqual(before);

    // Someone forces it: the strict singletons refuse to run it on the shell's router and stores, and the shell shows the fallback.
    const forced = await deployEvents('--dist', path.join(broken, 'dist'), '--force');
    expect(forced.code, forced.output).toBe(0);
    expect(RELEASE.exec(forced.output)?.[1]).toBe(pointer().mf_events.release);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await expectChrome(page);
    await page.goto('/dispatch');
    await expect(page.getByText(/Showing \d+ of \d+ posts/)).toBeVisible();
  });
});
