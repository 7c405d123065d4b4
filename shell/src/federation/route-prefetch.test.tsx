import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';
import { loadRemotePrefetch } from './remotes';
import { prefetchRouteData } from './route-prefetch';

jest.mock('./remotes', () => ({ loadRemotePrefetch: jest.fn() }));

const answers: Record<string, unknown> = {
  newsGet: { title: 'Ten Scoops' },
};

function fakeClient(): ApiClient & { call: jest.Mock } {
  return { call: jest.fn((name: string) => Promise.resolve(answers[name] ?? null)), url: jest.fn() } as unknown as ApiClient & { call: jest.Mock };
}

/** Renders one hook the way a page does, with the page's own client (which must not be needed). */
function Page({ name, input }: { name: 'newsGet'; input: { params: Record<string, string> } }) {
  const { data } = useApi(name, input as never);
  return <p>{data ? (data as { title: string }).title : 'loading'}</p>;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const ownFetch = jest.fn(() => Promise.reject(new Error('the page asked again')));
beforeEach(() => {
  ownFetch.mockClear();
  globalThis.fetch = ownFetch as unknown as typeof fetch;
});

it("makes no early call for the shell's own pages, whose loaders make them (decision 139)", async () => {
  const client = fakeClient();
  for (const pathname of ['/', '/about', '/favorites']) prefetchRouteData({ pathname, search: '' }, client);
  await flush();
  expect(client.call).not.toHaveBeenCalled();
  expect(loadRemotePrefetch).not.toHaveBeenCalled();
});

it("hands a remote route to the remote's ./prefetch with the location, and its calls are taken the same way", async () => {
  const client = fakeClient();
  const prefetch = jest.fn<ReturnType<RemotePrefetchModule['prefetch']>, Parameters<RemotePrefetchModule['prefetch']>>((_location, call) =>
    call('newsGet', { params: { id: 'ten-scoops' } }),
  );
  (loadRemotePrefetch as jest.Mock).mockResolvedValue(prefetch);
  prefetchRouteData({ pathname: '/dispatch/ten-scoops', search: '?from=home' }, client);
  await flush();
  expect(loadRemotePrefetch).toHaveBeenCalledWith('mf_news');
  expect(prefetch).toHaveBeenCalledWith({ pathname: '/dispatch/ten-scoops', search: '?from=home' }, expect.any(Function));
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Page name="newsGet" input={{ params: { id: 'ten-scoops' } }} />
    </SWRConfig>,
  );
  expect(await screen.findByText('Ten Scoops')).toBeInTheDocument();
  expect(ownFetch).not.toHaveBeenCalled();
});

it('a remote that is down or has no ./prefetch leaves the page to ask for itself', async () => {
  const client = fakeClient();
  (loadRemotePrefetch as jest.Mock).mockResolvedValue(null);
  prefetchRouteData({ pathname: '/events', search: '' }, client);
  await flush();
  expect(loadRemotePrefetch).toHaveBeenCalledWith('mf_events');
  expect(client.call).not.toHaveBeenCalled();
});
