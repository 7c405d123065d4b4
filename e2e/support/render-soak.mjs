// Renders pages again and again in one process through the shell's real render path (the live release's server bundle, its
// createShellServer, the fleet's API and remotes) and prints the heap kept after a full GC, before and after (issue 42's soak test).
// `node --expose-gc e2e/support/render-soak.mjs --renders 2000 --paths /,/destinations`, with the fleet's environment (ports.ts fleetEnv).
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, configJson, releasesConfig, remoteBaseUrls } from '../../scripts/lib/apps.mjs';
import { browserRemotes, openReleaseStore, readPointer, releasePrefix, renderBundle, serverRemotes } from '../../shared/build/releases.mjs';

const { values } = parseArgs({ options: { renders: { type: 'string', default: '2000' }, paths: { type: 'string', default: '/' } } });
const paths = values.paths.split(',');
const renders = Number(values.renders);
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');

const store = await openReleaseStore(releasesConfig());
const pointer = await readPointer(store);
const release = pointer.shell.release;
const { createShellServer } = await createRequire(import.meta.url)(await renderBundle(store, release, path.join(os.tmpdir(), 'valley-render')));
const template = (await store.read(`${releasePrefix('shell', release)}index.html`)).toString('utf8');
const baseUrls = remoteBaseUrls();
const config = configJson();
const live = { server: await serverRemotes(store, pointer, baseUrls, { apps: APPS }), browser: browserRemotes(pointer, baseUrls) };
const shell = createShellServer({ config, remotes: async () => live, securityHeaders: () => ({}) });

/** The heap after a full collection, once every render's budget timer has run out. */
async function keptHeap() {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

const degraded = new Set();
async function renderAll(count) {
  for (let index = 0; index < count; index += 1) {
    const url = paths[index % paths.length];
    const page = await shell.renderHtml(url, template, { url });
    if (page.status !== 200) throw new Error(`${url} answered ${page.status}`);
    const timing = page.headers['Server-Timing'] ?? '';
    if (timing.includes('degraded')) degraded.add(`${url}: ${timing}`);
  }
}

// A warm-up first: the remotes' code, the contract's schemas and V8's compiled code are kept by design.
await renderAll(Math.min(200, renders));
const before = await keptHeap();
const started = performance.now();
await renderAll(renders);
const after = await keptHeap();
console.log(
  JSON.stringify({
    paths,
    renders,
    heapBeforeMb: +(before / 2 ** 20).toFixed(1),
    heapAfterMb: +(after / 2 ** 20).toFixed(1),
    keptPerRenderKb: +((after - before) / 1024 / renders).toFixed(2),
    msPerRender: +((performance.now() - started) / renders).toFixed(1),
    degraded: [...degraded],
  }),
);
process.exit(0);
