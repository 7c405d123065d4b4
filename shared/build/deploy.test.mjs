/** @jest-environment node */
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployRefused, deploy, rollback } from './deploy.mjs';
import { shellBuild } from './manifest-check.mjs';
import { sharedContract } from './shared-contract.mjs';
import { LocalReleaseStore, browserRemotes, goLive, prunableReleases, readPointer, releaseFiles } from './releases.mjs';

/** The major after the checkout's own @valley/shared. */
const SHARED_MAJOR = Number(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')).version.split('.')[0]);
const NEXT_MAJOR = `${SHARED_MAJOR + 1}.0.0`;

// The deploy of one remote against a live site served over HTTP, its releases in a folder (decision 045).
const root = path.resolve(__dirname, '..', '..');
const shell = shellBuild(path.join(root, 'shell'));
const app = { dir: 'mf-events', federationName: 'mf_events' };
const policy = { graceMs: 3_600_000, kept: 2 };

let tmp;
let store;
let site;
let siteUrl;
let requested;

/** A singleton as the shell provides it. */
const provided = (entry) => ({ name: entry.name, version: entry.version, requiredVersion: `^${entry.version}`, singleton: true });

/** A built dist/ of mf-events as the shell sees it (its exposes, singletons and contract), with `change` applied; `chunk` tells builds apart. */
function eventsDist(name, { chunk = name, change = () => {} } = {}) {
  const build = {
    manifest: {
      name: 'mf_events',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ path: './routes' }, { path: './blocks' }, { path: './prefetch' }],
      shared: shell.manifest.shared.filter((entry) => ['react', 'react-dom', '@valley/shared/router'].includes(entry.name)).map(provided),
    },
    contract: sharedContract({ appDir: path.join(root, 'mf-events'), isRemote: true }),
  };
  change(build);
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(build.manifest));
  writeFileSync(path.join(dir, 'shared-contract.json'), JSON.stringify(build.contract));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${chunk}`);
  // Rspack writes its statistics differently from one build of the same sources to the next.
  writeFileSync(path.join(dir, 'mf-stats.json'), JSON.stringify({ build: name }));
  writeFileSync(path.join(dir, `${chunk}.0123456789.js`), `// ${chunk}`);
  return dir;
}

const quiet = () => {};
const deployEvents = (dist, options = {}) => deploy({ app, store, dist, siteUrl, policy, log: quiet, ...options });

beforeEach(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'valley-deploy-'));
  store = new LocalReleaseStore(path.join(tmp, 'releases'));
  const shellDist = path.join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(path.join(shellDist, 'mf-manifest.json'), JSON.stringify(shell.manifest));
  writeFileSync(path.join(shellDist, 'shared-contract.json'), JSON.stringify(shell.contract));
  await goLive(store, { app: 'shell', name: 'shell', dir: shellDist });
  // The live site: what the shell's release serves at its root, as scripts/serve-app.mjs does.
  const files = releaseFiles(store, { app: 'shell', name: 'shell', pointer: () => readPointer(store), graceMs: policy.graceMs });
  requested = [];
  const eventsFiles = releaseFiles(store, { app: 'mf-events', name: 'mf_events', pointer: () => readPointer(store), graceMs: policy.graceMs });
  site = createServer(async (req, res) => {
    requested.push(req.url);
    if (req.url === '/remotes.json') {
      res.writeHead(200).end(JSON.stringify(browserRemotes(await readPointer(store), { mf_events: '/events' })));
      return;
    }
    const file = req.url.startsWith('/events/') ? await eventsFiles(req.url.slice('/events'.length)) : await files(req.url);
    res.writeHead(file ? 200 : 404).end(file?.body);
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${site.address().port}`;
});

afterEach(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  rmSync(tmp, { recursive: true, force: true });
});

describe('deploy', () => {
  it('checks the build against the shell the site serves, publishes it as a release and points at it', async () => {
    const { release, previous } = await deployEvents(eventsDist('first'));
    expect(requested).toEqual(expect.arrayContaining(['/mf-manifest.json', '/shared-contract.json']));
    expect(previous).toBeNull();
    const entry = (await readPointer(store)).mf_events;
    expect(entry).toMatchObject({ release, browser: `releases/${release}/mf-manifest.json` });
    expect(readFileSync(path.join(tmp, 'releases', 'mf-events', 'releases', release, 'remoteEntry.js'), 'utf8')).toBe('// first');
  });

  it('takes a rebuild of the same sources for the release that is live, and moves nothing', async () => {
    const { release } = await deployEvents(eventsDist('first'));
    const before = await readPointer(store);
    expect(await deployEvents(eventsDist('rebuilt', { chunk: 'first' }))).toEqual({ release, previous: release });
    expect(await readPointer(store)).toEqual(before);
  });

  it('refuses a build without a module the shell loads from it, naming it, and moves nothing', async () => {
    const { release: live } = await deployEvents(eventsDist('first'));
    const broken = eventsDist('no-blocks', {
      change: (build) => {
        build.manifest.exposes = build.manifest.exposes.filter((expose) => expose.path !== './blocks');
      },
    });
    const before = await readPointer(store);
    const refused = deployEvents(broken);
    await expect(refused).rejects.toThrow(DeployRefused);
    await expect(refused).rejects.toThrow(
      new RegExp(
        `^Refused: mf-events release [0-9a-f]{12} does not fit the live shell \\(${siteUrl.replaceAll('.', '\\.')}\\):\n` +
          `  - \\./blocks is not exposed, and the shell loads it from mf_events\nNothing was moved; mf_events stays on release ${live}\\.$`,
      ),
    );
    expect(await readPointer(store)).toEqual(before);
    expect(await store.list('mf-events/releases/')).toEqual([live]);
  });

  it('refuses a build against another major of @valley/shared, naming both versions', async () => {
    const broken = eventsDist('shared-2', {
      change: (build) => {
        build.contract.version = NEXT_MAJOR;
      },
    });
    await expect(deployEvents(broken)).rejects.toThrow(
      `  - @valley/shared contract: built against @valley/shared ${NEXT_MAJOR}, but the shell provides @valley/shared ${shell.contract.version}, another major version: rebuild the remote against ${shell.contract.version}`,
    );
    expect((await readPointer(store)).mf_events).toBeUndefined();
  });

  it('refuses when the live shell cannot be read, rather than deploying unchecked', async () => {
    await expect(deployEvents(eventsDist('first'), { siteUrl: `${siteUrl}/nowhere` })).rejects.toThrow(
      `  - the live shell could not be read at ${siteUrl}/nowhere: ${siteUrl}/nowhere/mf-manifest.json answered 404`,
    );
  });
});

describe('deploy of the shell', () => {
  const shellApp = { dir: 'shell', federationName: 'shell' };

  it('is checked against every live remote, and refused naming the remote a new shell would load a missing module from', async () => {
    await deployEvents(eventsDist('first'));
    const shellDist = path.join(tmp, 'shell-next');
    mkdirSync(shellDist);
    const remoteExposes = { ...shell.manifest.metaData.remoteExposes, mf_events: ['./routes', './prefetch', './blocks', './calendar'] };
    writeFileSync(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ ...shell.manifest, metaData: { ...shell.manifest.metaData, remoteExposes } }));
    writeFileSync(path.join(shellDist, 'shared-contract.json'), JSON.stringify(shell.contract));
    const before = await readPointer(store);

    await expect(deploy({ app: shellApp, store, dist: shellDist, siteUrl, policy, log: quiet })).rejects.toThrow(
      /^Refused: shell release [0-9a-f]{12} does not fit the live remotes .*:\n {2}- mf_events: \.\/calendar is not exposed, and the shell loads it from mf_events\n/,
    );
    expect(requested).toEqual(expect.arrayContaining(['/remotes.json', `/events/releases/${before.mf_events.release}/mf-manifest.json`]));
    expect(await readPointer(store)).toEqual(before);
  });
});

describe('rollback', () => {
  it('points back at the release live before in one step, publishing nothing', async () => {
    const { release: first } = await deployEvents(eventsDist('first'));
    const { release: second } = await deployEvents(eventsDist('second'));
    const published = await store.list('mf-events/releases/');

    expect(await rollback({ app, store, siteUrl, log: quiet })).toEqual({ release: first, previous: second });
    expect((await readPointer(store)).mf_events).toMatchObject({ release: first, browser: `releases/${first}/mf-manifest.json` });
    expect(await store.list('mf-events/releases/')).toEqual(published);
  });

  it('refuses a release that is not in the store', async () => {
    await deployEvents(eventsDist('first'));
    await expect(rollback({ app, store, siteUrl, to: '0123456789ab', log: quiet })).rejects.toThrow(
      'mf-events has no release 0123456789ab in the store (removed after its grace period?).',
    );
  });
});

const at = (hours) => new Date(Date.UTC(2026, 10, 24, hours)).toISOString();

describe('releases after the pointer moved', () => {
  it('serve a chunk of the release a page loaded until its grace period ends', async () => {
    const { release: first } = await deployEvents(eventsDist('first'));
    await deployEvents(eventsDist('second'));
    const files = (now) =>
      releaseFiles(store, { app: 'mf-events', name: 'mf_events', pointer: () => readPointer(store), graceMs: policy.graceMs, now: () => now });

    const soon = await files(new Date())('/first.0123456789.js');
    expect(soon?.body.toString()).toBe('// first');
    expect(await files(new Date(Date.now() + policy.graceMs + 1))('/first.0123456789.js')).toBeNull();
    // Its own versioned path too: a release kept only for rollback is not served to anyone.
    expect((await files(new Date())(`/releases/${first}/first.0123456789.js`))?.body.toString()).toBe('// first');
    expect(await files(new Date(Date.now() + policy.graceMs + 1))(`/releases/${first}/first.0123456789.js`)).toBeNull();
  });

  it('never serve what a release keeps for operators: source maps, build statistics, its record', async () => {
    const dist = eventsDist('first');
    writeFileSync(path.join(dist, 'first.0123456789.js.map'), '{"sourcesContent":["secret"]}');
    const { release } = await deployEvents(dist);
    const files = releaseFiles(store, { app: 'mf-events', name: 'mf_events', pointer: () => readPointer(store), graceMs: policy.graceMs });
    for (const file of ['first.0123456789.js.map', 'mf-stats.json', 'release.json']) {
      expect(await files(`/${file}`)).toBeNull();
      expect(await files(`/releases/${release}/${file}`)).toBeNull();
    }
    expect((await files(`/releases/${release}/first.0123456789.js`))?.body.toString()).toBe('// first');
  });

  it('may be removed once out of the grace period and past the releases kept for rollback', () => {
    const published = ['a', 'b', 'c', 'd', 'e'].map((release, index) => ({ release, publishedAt: at(index) }));
    const entry = {
      release: 'e',
      history: [
        { release: 'e', from: at(9) },
        { release: 'd', from: at(8), until: at(9) },
        { release: 'c', from: at(7), until: at(8) },
        { release: 'b', from: at(6), until: at(7) },
        { release: 'a', from: at(5), until: at(6) },
      ],
    };
    const keep = { kept: 1, graceMs: 2 * 3_600_000 };
    // d is kept for rollback besides the live e; c left the pointer 90 minutes before, within the grace period.
    expect(prunableReleases(published, entry, { now: new Date(Date.UTC(2026, 10, 24, 9, 30)), ...keep })).toEqual(['a', 'b']);
    expect(prunableReleases(published, entry, { now: new Date(Date.UTC(2026, 10, 24, 12)), ...keep })).toEqual(['a', 'b', 'c']);
  });
});
