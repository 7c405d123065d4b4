import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remotePlugins } from './remote-fallback-plugin';

type PluginFetch = (url: string, init?: RequestInit) => Promise<Response>;

const retryPlugin = (options: Parameters<typeof remotePlugins>[0]) => remotePlugins(options)[0] as ModuleFederationRuntimePlugin;
const jsonResponse = { ok: true, status: 200, clone: () => ({ json: async () => ({}) }) } as unknown as Response;

describe('the remote plugins', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('gives up on a manifest that never answers after its timeout, without retrying', async () => {
    const calls: RequestInit[] = [];
    global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      // A hung server: answers only by being aborted (at once when the deadline has passed).
      return new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) reject(init.signal.reason);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }) as typeof fetch;
    const started = Date.now();
    await expect((retryPlugin({ timeoutMs: 30 }).fetch as PluginFetch)('http://remote.test/mf-manifest.json', {})).rejects.toThrow();
    // One deadline per manifest: the retry finds it spent and fails at once instead of waiting again.
    const deadline = calls[0]?.signal;
    expect(calls.map((init) => init.signal)).toEqual([deadline, deadline]);
    expect(deadline?.reason).toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(30 + 1_000 + 500);
  });

  it('retries a refused connection, then succeeds', async () => {
    let attempts = 0;
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      attempts += 1;
      expect(init?.cache).toBe('no-cache');
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return jsonResponse;
    }) as typeof fetch;
    const response = await (retryPlugin({ retries: 2 }).fetch as PluginFetch)('http://remote.test/mf-manifest.json', {});
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
    const loadEntryError = retryPlugin({ scriptRetryDelayMs: 1 }).loadEntryError as (args: Record<string, unknown>) => Promise<unknown>;
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
