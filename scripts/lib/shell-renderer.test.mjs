import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { LocalReleaseStore, goLive, pointerReader, releasePrefix, renderBundle } from '../../shared/build/releases.mjs';
import { createShellRenderer } from './shell-renderer.mjs';

// A shell deploy reaches the next page without a restart (issue 42: the serve step kept the server code it started with, rendering
// into the next release's template): each page is rendered by the server code of the release live when it was asked for, and a
// page in flight during a deploy is finished by the code that started it.

/** A shell release whose server code says which release it is, and takes 400 ms over /slow. */
async function shellBuild(/** @type {string} */ tmp, /** @type {string} */ name) {
  const dir = path.join(tmp, name);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<html>${name}</html>`);
  await writeFile(
    path.join(dir, 'server', 'render.cjs'),
    `exports.createShellServer = () => ({
      renderHtml: async (pathname, html) => {
        if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 400));
        return { status: 200, html: '${name} code, ' + html, headers: {} };
      },
      routes: { '/robots.txt': async () => ({ type: 'text/plain', body: '${name}', cacheControl: 'no-cache' }) },
    });`,
  );
  return dir;
}

let tmp = '';
/** @type {LocalReleaseStore} */
let store;
/** @type {ReturnType<typeof createShellRenderer>} */
let renderer;
before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'shell-renderer-'));
  store = new LocalReleaseStore(path.join(tmp, 'releases'));
  const pointer = pointerReader(store);
  renderer = createShellRenderer({
    liveRelease: async () => (await pointer()).shell?.release ?? null,
    codeOf: async (release) => ({
      bundle: await renderBundle(store, release, path.join(tmp, 'copies')),
      template: String(await store.read(`${releasePrefix('shell', release)}index.html`)),
    }),
    workerData: { releases: { dir: store.dir }, config: {}, baseUrls: {}, serverRender: true, pageCacheMs: 0 },
  });
});
after(async () => {
  await renderer.close();
  await rm(tmp, { recursive: true, force: true });
});

const page = (/** @type {string} */ pathname) => renderer.renderHtml(pathname, '', { url: pathname });

test('a deploy and a rollback reach the next page, each rendered by its own code into its own template', async () => {
  await goLive(store, { app: 'shell', name: 'shell', dir: await shellBuild(tmp, 'first') });
  assert.equal((await page('/'))?.html, 'first code, <html>first</html>');

  const inFlight = page('/slow');
  await new Promise((resolve) => setTimeout(resolve, 100));
  await goLive(store, { app: 'shell', name: 'shell', dir: await shellBuild(tmp, 'second') });
  assert.equal((await page('/'))?.html, 'second code, <html>second</html>');
  assert.equal((await renderer.routes['/robots.txt']())?.body, 'second');
  // The page asked for before the deploy is finished by the release that started it.
  assert.equal((await inFlight)?.html, 'first code, <html>first</html>');

  await goLive(store, { app: 'shell', name: 'shell', dir: await shellBuild(tmp, 'first') });
  assert.equal((await page('/'))?.html, 'first code, <html>first</html>');
});
