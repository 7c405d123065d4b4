import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remotePlugins } from './remote-fallback-plugin';

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
