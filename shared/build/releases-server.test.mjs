/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalReleaseStore, goLive, readPointer, releaseFiles, renderBundle, serverRemotes } from './releases.mjs';

// The render server's view of the releases (decision 048): each live remote's server entry, and the live shell's render bundle.
const APPS = [
  { dir: 'shell', federationName: 'shell' },
  { dir: 'mf-events', federationName: 'mf_events' },
  { dir: 'mf-news', federationName: 'mf_news' },
];
let tmp;
let store;

function build(name, files) {
  const dir = path.join(tmp, name);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'valley-server-releases-'));
  store = new LocalReleaseStore(path.join(tmp, 'releases'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

test("a remote's server entry is its live release's, and a release built without one has none", async () => {
  await goLive(store, { app: 'mf-events', name: 'mf_events', dir: build('events-1', { 'mf-manifest.json': '{}', 'server/remoteEntry.js': '// 1' }) });
  await goLive(store, { app: 'mf-news', name: 'mf_news', dir: build('news-old', { 'mf-manifest.json': '{}' }) });
  const bases = { mf_events: 'http://events.example', mf_news: 'http://news.example/' };
  const first = await serverRemotes(store, await readPointer(store), bases, { apps: APPS });
  const release = (await readPointer(store)).mf_events.release;
  // Under an address only the store knows (the release's serverKey): a browser is never told it.
  expect(first).toEqual({ mf_events: expect.stringMatching(new RegExp(`^http://events\\.example/releases/${release}/server-[0-9a-f]{32}/remoteEntry\\.js$`)) });
  const files = releaseFiles(store, { app: 'mf-events', name: 'mf_events', pointer: () => readPointer(store), graceMs: 3_600_000 });
  const served = (await files(new URL(first.mf_events).pathname))?.body.toString();
  expect(served).toBe('// 1');
  expect(await files(`/releases/${release}/server/remoteEntry.js`)).toBeNull();
  expect(await files(`/releases/${release}/server-${'0'.repeat(32)}/remoteEntry.js`)).toBeNull();

  // A deploy moves the pointer: the next render loads the new release's entry, by a new address.
  await goLive(store, { app: 'mf-events', name: 'mf_events', dir: build('events-2', { 'mf-manifest.json': '{}', 'server/remoteEntry.js': '// 2' }) });
  const next = await serverRemotes(store, await readPointer(store), bases, { apps: APPS });
  expect(next.mf_events).not.toBe(first.mf_events);
});

test("the live shell's render bundle is found on disk, or copied beside its chunks from a bucket", async () => {
  await goLive(store, { app: 'shell', name: 'shell', dir: build('shell', { 'index.html': '', 'server/render.cjs': '//', 'server/1.abc.cjs': '//' }) });
  const { release } = (await readPointer(store)).shell;
  const local = await renderBundle(store, release, path.join(tmp, 'copies'));
  expect(local).toBe(path.join(tmp, 'releases', 'shell', 'releases', release, 'server', 'render.cjs'));

  // A store that is not a folder (S3): the server folder is copied to this machine, chunks beside the bundle.
  const bucket = { kind: 's3', list: (prefix) => store.list(prefix), read: (key) => store.read(key) };
  const copied = await renderBundle(bucket, release, path.join(tmp, 'copies'));
  expect(copied).toBe(path.join(tmp, 'copies', release, 'render.cjs'));
  expect(await renderBundle(bucket, 'f00000000000', path.join(tmp, 'copies'))).toBeNull();
});
