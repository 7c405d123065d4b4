import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remotePlugins, serverHintsPlugin, shareYieldingPlugin, yieldingPlugin } from './remote-fallback-plugin';

type PluginFetch = (url: string, init?: RequestInit) => Promise<Response>;

const plugin = (options: Parameters<typeof remotePlugins>[0], name: string) =>
  remotePlugins(options).find((candidate) => candidate.name === name) as ModuleFederationRuntimePlugin;
const manifestFetch = (options: Parameters<typeof remotePlugins>[0]) => plugin(options, 'valley-manifest-fetch').fetch as PluginFetch;
const jsonResponse = { ok: true, status: 200, clone: () => ({ json: async () => ({}) }) } as unknown as Response;

describe('the remote plugins', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  /** A hung server: answers only by being aborted (at once when the deadline has passed). */
  const hang = (init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      if (init?.signal?.aborted) reject(init.signal.reason);
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });

  it('gives the second try of a manifest a deadline of its own: a first try that hung does not fail the one after it (issue 26)', async () => {
    const calls: RequestInit[] = [];
    global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      // The remote hangs on the first try and is back for the second.
      return calls.length === 1 ? hang(init) : Promise.resolve(jsonResponse);
    }) as typeof fetch;
    const response = await manifestFetch({ timeoutMs: 30, retryDelayMs: 1 })('http://remote.test/mf-manifest.json', {});
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal?.reason).toMatchObject({ name: 'TimeoutError' });
    expect(calls[1]?.signal).not.toBe(calls[0]?.signal);
  });

  it('gives up on a manifest that never answers after each try has had its deadline', async () => {
    const calls: RequestInit[] = [];
    global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return hang(init);
    }) as typeof fetch;
    const started = Date.now();
    await expect(manifestFetch({ timeoutMs: 30, retryDelayMs: 1 })('http://remote.test/mf-manifest.json', {})).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 30 - 5);
    expect(Date.now() - started).toBeLessThan(2 * 30 + 1_000);
  });

  it('retries a refused connection, then succeeds', async () => {
    let attempts = 0;
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      attempts += 1;
      expect(init?.cache).toBe('no-cache');
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return jsonResponse;
    }) as typeof fetch;
    const response = await manifestFetch({ retries: 2, retryDelayMs: 1 })('http://remote.test/mf-manifest.json', {});
    expect(response.status).toBe(200);
    expect(attempts).toBe(3);
  });

  it('loads a remote entry script again when it failed', async () => {
    let attempts = 0;
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn(async () => {
      attempts += 1;
      if (attempts < 2) throw new Error('[ Federation Runtime ]: RUNTIME-008 the entry script failed');
      return exports;
    });
    const loadEntryError = plugin({ scriptRetryDelayMs: 1 }, 'retry-plugin').loadEntryError as (args: Record<string, unknown>) => Promise<unknown>;
    const recovered = await loadEntryError({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_news', entry: 'http://news.test/mf-manifest.json' },
      globalLoading: {},
      uniqueKey: 'mf_news',
    });
    expect(recovered).toBe(exports);
    expect(attempts).toBe(2);
  });
});

it('asks for each manifest once per try: only our fetch hook fetches (the retry plugin keeps to scripts)', () => {
  const hooks = remotePlugins().filter((candidate) => typeof candidate.fetch === 'function');
  expect(hooks.map((candidate) => candidate.name)).toEqual(['valley-manifest-fetch']);
});

describe('the runtime preload of a remote the page already hints', () => {
  type BeforePreload = (args: { preloadOps: { nameOrAlias: string; exposes?: string[] }[]; origin: unknown }) => void;
  const beforePreload = serverHintsPlugin().beforePreloadRemote as unknown as BeforePreload;
  const origin = { options: { remotes: [{ name: 'mf_discover', entry: 'http://discover.test/releases/r2/mf-manifest.json' }] } };
  const hint = (href: string) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'script', href })) link.setAttribute(name, value);
    document.head.append(link);
  };
  afterEach(() => document.head.replaceChildren());
  const opsAfter = (exposes: string[]) => {
    const preloadOps = [{ nameOrAlias: 'mf_discover', exposes }];
    beforePreload({ preloadOps, origin });
    return preloadOps;
  };

  it("is left out for the route's modules when the page hints that release's files", () => {
    hint('http://discover.test/releases/r2/remoteEntry.js');
    expect(opsAfter(['./routes'])).toEqual([]);
    expect(opsAfter(['./prefetch'])).toEqual([]);
  });

  it('still runs for a block (the page hints no block), for another release, and on a page with no hints', () => {
    hint('http://discover.test/releases/r2/remoteEntry.js');
    expect(opsAfter(['./blocks'])).toHaveLength(1);
    document.head.replaceChildren();
    hint('http://discover.test/releases/r1/remoteEntry.js');
    expect(opsAfter(['./routes'])).toHaveLength(1);
    document.head.replaceChildren();
    expect(opsAfter(['./routes'])).toHaveLength(1);
  });
});

it('gives the main thread back between the steps of loading a remote module: each step waits for a task queued before it', async () => {
  const plugin = yieldingPlugin();
  for (const hook of ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const) {
    let queuedBefore = false;
    setTimeout(() => {
      queuedBefore = true;
    }, 0);
    await (plugin[hook] as unknown as () => Promise<void>)();
    expect(queuedBefore).toBe(true);
  }
});

it('gives the main thread back before each shared module a remote asks for, and hands the runtime its arguments unchanged', async () => {
  const hook = shareYieldingPlugin().beforeLoadShare as unknown as (args: object) => Promise<object>;
  let queuedBefore = false;
  setTimeout(() => {
    queuedBefore = true;
  }, 0);
  const args = { pkgName: 'react', shareInfo: {}, shared: {}, origin: {} };
  expect(await hook(args)).toBe(args);
  expect(queuedBefore).toBe(true);
});
