import { remoteFallbackPlugin } from './remote-fallback-plugin';

type PluginFetch = (url: string, init?: RequestInit) => Promise<Response>;

describe('the remote fallback plugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('gives up on a manifest that never answers after its timeout, without retrying', async () => {
    const calls: RequestInit[] = [];
    global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      // A hung server: answers only by being aborted.
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }) as typeof fetch;
    const plugin = remoteFallbackPlugin({ timeoutMs: 30, backoffMs: 1 });
    await expect((plugin.fetch as PluginFetch)('http://remote.test/mf-manifest.json')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toHaveLength(1);
  });

  it('retries a refused connection, then succeeds', async () => {
    let attempts = 0;
    global.fetch = jest.fn(async () => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200 } as Response;
    }) as typeof fetch;
    const plugin = remoteFallbackPlugin({ backoffMs: 1 });
    const response = await (plugin.fetch as PluginFetch)('http://remote.test/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(attempts).toBe(3);
  });
});
