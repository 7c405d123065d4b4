import { unstable_serialize } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { apiKey } from '@valley/shared/api/swr';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonScript } from '../document';
import { readServerData, SERVER_DATA_ID, swrFallback, type ServerData } from './server-data';

const hostile = 'Café </script><script>alert(1)</script> <!-- \u2028';
const data: ServerData = {
  path: '/dispatch',
  calls: [['newsGet', { params: { id: 'x' } }, { title: hostile }]],
  remotes: { mf_news: 'rendered' },
};

describe('the data the render server hands the browser', () => {
  it('cannot close its script tag, whatever the API answered, and reads back as it was', () => {
    const script = renderToStaticMarkup(<JsonScript id={SERVER_DATA_ID} data={data} />);
    // One closing tag: the script's own.
    expect(script.match(/<\/script>/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = script;
    expect(document.getElementById(SERVER_DATA_ID)?.getAttribute('type')).toBe('application/json');
    expect(readServerData()).toEqual(data);
  });

  it("gives each answer to its hook's key, and to an infinite list that starts with that call", () => {
    const key = apiKey('newsGet', { params: { id: 'x' } });
    const fallback = swrFallback(data.calls);
    expect(fallback[unstable_serialize(key)]).toEqual({ title: hostile });
    expect(fallback[infiniteKey(() => key)]).toEqual([{ title: hostile }]);
  });
});

describe('the server data middleware', () => {
  const { createElement: h } = require('react') as typeof import('react');
  const { render, screen } = require('@testing-library/react') as typeof import('@testing-library/react');
  const { SWRConfig } = require('swr') as typeof import('swr');
  const useSWRInfinite = (require('swr/infinite') as typeof import('swr/infinite')).default;
  const { useApi } = require('@valley/shared/api/swr') as typeof import('@valley/shared/api/swr');
  const { serverDataMiddleware } = require('./server-data') as typeof import('./server-data');

  function Post({ slug }: { slug: string }) {
    const { data, error, isLoading } = useApi('newsGet', { params: { id: slug } });
    const status = (error as { status?: number } | undefined)?.status;
    return h('p', null, status ? `error ${status}` : isLoading || !data ? 'loading' : 'post');
  }
  function Feed() {
    useSWRInfinite(
      (index: number) => apiKey('newsSearch', { query: { page: index + 1 } } as never),
      () => Promise.resolve([]),
    );
    return null;
  }
  const fetchMock = jest.fn(() => new Promise<Response>(() => undefined));
  beforeEach(() => {
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('reports each call a hook makes that has no answer yet, an infinite list by its first page', () => {
    const missing: unknown[] = [];
    const answered = swrFallback([['newsGet', { params: { id: 'known' } }, { title: 'Known' }]]);
    render(
      h(
        SWRConfig,
        {
          value: {
            provider: () => new Map(),
            fallback: answered,
            use: [serverDataMiddleware({ answered, failures: [], onMissing: (call) => missing.push(call) })],
          },
        },
        h(Post, { slug: 'known' }),
        h(Post, { slug: 'unknown' }),
        h(Feed),
      ),
    );
    expect(missing).toEqual([
      ['newsGet', { params: { id: 'unknown' } }],
      ['newsSearch', { query: { page: 1 } }],
    ]);
  });

  it('renders a call the API refused on the server as that error, as the server did, until swr has an answer of its own', () => {
    render(
      h(
        SWRConfig,
        {
          value: {
            provider: () => new Map(),
            use: [serverDataMiddleware({ answered: {}, failures: [['newsGet', { params: { id: 'gone' } }, { status: 404, message: 'Post not found' }]] })],
          },
        },
        h(Post, { slug: 'gone' }),
        h(Post, { slug: 'other' }),
      ),
    );
    expect(screen.getByText('error 404')).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
