import { readFileSync } from 'node:fs';
/** @jest-environment node */
import path from 'node:path';
import { checkFit, satisfiesRange, shellBuild, unprovidedShared } from './manifest-check.mjs';
import { sharedContract } from './shared-contract.mjs';

/** Versions around the checkout's own @valley/shared: the next major, and a minor it does not have yet. */
const SHARED_MAJOR = Number(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')).version.split('.')[0]);
const NEXT_MAJOR = `${SHARED_MAJOR + 1}.0.0`;
const NEWER_MINOR = `${SHARED_MAJOR}.99.0`;

describe('satisfiesRange', () => {
  it('accepts the same major at or above the range', () => {
    expect(satisfiesRange('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfiesRange('19.4.0', '^19.3.1')).toBe(true);
  });
  it('refuses another major or an older minor', () => {
    expect(satisfiesRange('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfiesRange('19.2.9', '^19.3.1')).toBe(false);
  });
  it('treats 0.x minors as breaking', () => {
    expect(satisfiesRange('0.5.3', '^0.5.1')).toBe(true);
    expect(satisfiesRange('0.6.0', '^0.5.1')).toBe(false);
  });
  it('reads the other kinds of range npm knows, which the caret-only check read as exact versions', () => {
    expect(satisfiesRange('19.4.0', '>=19.3.1 <20')).toBe(true);
    expect(satisfiesRange('19.3.5', '~19.3.1')).toBe(true);
    expect(satisfiesRange('2.5.1', '*')).toBe(true);
  });
});

const manifestOf = (names) => ({ shared: names.map((name) => ({ name })) });

describe('unprovidedShared', () => {
  it('names a router or React the remote takes and the shell does not provide', () => {
    const remote = manifestOf(['react', 'react-dom', '@valley/shared/router', '@valley/shared/ui/skeleton']);
    expect(unprovidedShared(remote, manifestOf(['react', 'react-dom']))).toEqual([
      '@valley/shared/router is not provided by the shell: the remote would run its own copy',
    ]);
    expect(unprovidedShared(remote, manifestOf(['react', 'react-dom', '@valley/shared/router']))).toEqual([]);
  });
});

// Each check of the fit, shown failing on a build broken on purpose: mf-events as its sources build it, against the shell of this checkout.
const root = path.resolve(__dirname, '..', '..');
const shell = shellBuild(path.join(root, 'shell'));
const versionOf = (name) => shell.manifest.shared.find((entry) => entry.name === name).version;

/** A singleton the way the shell provides it. */
const providedLike = (name) => ({ name, version: versionOf(name), requiredVersion: `^${versionOf(name)}`, singleton: true });
/** mf-events' build as the shell sees it, with `change` applied to a copy. */
function eventsBuild(change = () => {}) {
  const build = {
    manifest: {
      name: 'mf_events',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ path: './routes' }, { path: './blocks' }, { path: './prefetch' }],
      shared: ['react', 'react-dom', 'react/jsx-runtime', '@valley/shared/router', '@valley/shared/stores/auth', 'swr'].map(providedLike),
    },
    contract: sharedContract({ appDir: path.join(root, 'mf-events'), isRemote: true }),
  };
  change(build);
  return build;
}
const fit = (remote, shellBuilt = shell) => checkFit({ remote, shell: shellBuilt, remoteName: 'mf_events' });
const sharedEntry = (build, name) => build.manifest.shared.find((entry) => entry.name === name);

describe('checkFit', () => {
  it('accepts mf-events as built from this checkout', () => {
    expect(fit(eventsBuild())).toEqual([]);
  });

  it('refuses a remote without a module the shell loads from it (./blocks), and takes one without a module it no longer loads', () => {
    const build = eventsBuild((broken) => {
      broken.manifest.exposes = broken.manifest.exposes.filter((expose) => expose.path !== './blocks');
    });
    expect(fit(build)).toEqual(['./blocks is not exposed, and the shell loads it from mf_events']);
    // No shell loads ./prefetch since every route has its loader (decision 140).
    const withoutPrefetch = eventsBuild((built) => {
      built.manifest.exposes = built.manifest.exposes.filter((expose) => expose.path !== './prefetch');
    });
    expect(fit(withoutPrefetch)).toEqual([]);
  });

  it('refuses a remote whose range for a singleton the shell provides does not hold, whatever the kind of range', () => {
    const build = eventsBuild((broken) => {
      sharedEntry(broken, 'react').requiredVersion = '>=19.4.0 <20';
    });
    expect(fit(build)).toEqual([`react: the shell provides ${versionOf('react')}, the remote requires >=19.4.0 <20`]);
  });

  it('refuses a remote that brings a version of a singleton outside the shell’s range', () => {
    const build = eventsBuild((broken) => {
      Object.assign(sharedEntry(broken, 'react/jsx-runtime'), { version: '18.3.1', requiredVersion: '^18.3.1' });
    });
    expect(fit(build)).toEqual([
      `react/jsx-runtime: the shell provides ${versionOf('react/jsx-runtime')}, the remote requires ^18.3.1`,
      `react/jsx-runtime: the remote provides 18.3.1, the shell requires ^${versionOf('react/jsx-runtime')}`,
    ]);
  });

  it('refuses a remote that imports what the shell’s @valley/shared does not export', () => {
    const build = eventsBuild((broken) => {
      broken.contract.imports['@valley/shared/router'].push('useFetcher');
    });
    expect(fit(build)).toEqual([
      `@valley/shared contract: imports useFetcher from @valley/shared/router, which the shell's @valley/shared ${shell.contract.version} does not export`,
    ]);
  });

  it('refuses a remote built against another major, or a newer minor, of @valley/shared', () => {
    const major = eventsBuild((broken) => {
      broken.contract.version = NEXT_MAJOR;
    });
    expect(fit(major)).toEqual([
      `@valley/shared contract: built against @valley/shared ${NEXT_MAJOR}, but the shell provides @valley/shared ${shell.contract.version}, another major version: rebuild the remote against ${shell.contract.version}`,
    ]);
    const newer = eventsBuild((broken) => {
      broken.contract.version = NEWER_MINOR;
    });
    expect(fit(newer)).toEqual([
      `@valley/shared contract: built against @valley/shared ${NEWER_MINOR}, newer than the shell's @valley/shared ${shell.contract.version}: deploy the shell first`,
    ]);
  });

  it('refuses a remote built from a change to @valley/shared that was never versioned', () => {
    const build = eventsBuild((broken) => {
      broken.contract.declarations = 'sha256:0000';
    });
    expect(fit(build)).toEqual([
      `@valley/shared contract: built against @valley/shared ${shell.contract.version}, but the shell's @valley/shared ${shell.contract.version} declares another surface: one of them was built from an unversioned change`,
    ]);
  });

  it('refuses a build from before contracts, and a shell that does not say what it loads', () => {
    const old = eventsBuild((broken) => {
      broken.contract = null;
    });
    expect(fit(old)).toEqual([
      '@valley/shared contract: the remote has no shared-contract.json: it was built before shared contracts (decision 045); rebuild it',
    ]);
    const oldShell = { manifest: { ...shell.manifest, metaData: {} }, contract: shell.contract };
    expect(fit(eventsBuild(), oldShell)).toEqual([
      "the shell's manifest does not say what it loads from mf_events (a shell built before decision 045): deploy the shell first",
    ]);
  });
});
