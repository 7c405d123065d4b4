import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The pnpm patch of the federation runtime core (patches/, decision 106): module-federation/core#5062, one init scope per share handler.
// Delete the patch and this file's first two tests with a release that contains that pull request.

type Announced = Record<string, number>;

/** An app's federation instance: the shell's shared modules are in its first script (loaded), a remote's are fetched when asked. */
function host(name: string, shared: Record<string, string>, announced: Announced, { loaded = true } = {}) {
  const counter: ModuleFederationRuntimePlugin = {
    name: 'count-registrations',
    afterRegisterShare({ pkgName }) {
      announced[pkgName] = (announced[pkgName] ?? 0) + 1;
    },
  };
  return createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [counter],
    shared: Object.fromEntries(
      Object.entries(shared).map(([pkg, version]) => [
        pkg,
        {
          version,
          ...(loaded ? { lib: () => ({ pkg, version, from: name }) } : { get: async () => () => ({ pkg, version, from: name }) }),
          shareConfig: { singleton: true, requiredVersion: `^${version}` },
        },
      ]),
    ),
  });
}

describe('the patched federation runtime', () => {
  it('registers each shared module once, not again on every loadShare of any module', async () => {
    const announced: Announced = {};
    const shell = host('shell-once', { react: '19.2.0', swr: '2.3.6', zustand: '5.0.8' }, announced);
    await shell.loadShare('react');
    const afterFirst = { ...announced };
    for (let load = 0; load < 5; load += 1) {
      await shell.loadShare('react');
      await shell.loadShare('swr');
      await shell.loadShare('zustand');
    }
    // Unpatched, each loadShare announces all three again: 15 loads, 15 more announcements each.
    expect(announced).toEqual(afterFirst);
    const react = (await shell.loadShare('react')) as () => { version: string };
    expect(react().version).toBe('19.2.0');
  });

  it('passes over the host’s shared modules at its first load only: later loads find the init guard set (#5062)', async () => {
    const shell = host('shell-run', { react: '19.2.0', swr: '2.3.6', zustand: '5.0.8' }, {});
    let passes = 0;
    const [react] = shell.options.shared.react!;
    // Each pass asks every entry whether it belongs to the scope.
    react!.scope = new Proxy(react!.scope, {
      get(target, key, receiver) {
        if (key === 'includes') passes += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    await Promise.all([shell.loadShare('react'), shell.loadShare('swr'), shell.loadShare('zustand')]);
    await shell.loadShare('swr');
    // Unpatched, one pass per load: 4.
    expect(passes).toBe(1);
  });

  it('still registers what joins later: a remote’s other version', async () => {
    const shell = host('shell-later', { react: '19.2.0' }, {});
    const remote = host('remote-later', { react: '19.3.0' }, {}, { loaded: false });
    remote.initShareScopeMap('default', shell.shareScopeMap.default!);
    await shell.loadShare('react');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fromRemote = (await remote.loadShare('react')) as () => { from: string };
    // As unpatched: the remote built against ^19.3.0 is told it runs 19.2.0.
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('does not satisfy the requirement of remote-later'));
    warn.mockRestore();
    // loaded-first: the remote runs the shell's copy, and its own version is registered beside it.
    expect(fromRemote().from).toBe('shell-later');
    expect(Object.keys(shell.shareScopeMap.default!.react!).toSorted()).toEqual(['19.2.0', '19.3.0']);
  });
});
