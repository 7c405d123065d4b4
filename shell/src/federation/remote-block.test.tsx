import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { renderToString } from 'react-dom/server';
import { ServerRemotesContext } from './remote-area';
import { hydrateBlocksAs, remoteBlock, ServerBlocksContext, type ServerBlocks } from './remote-block';
import { loadRemoteBlocks, RemoteUnavailableError } from './remotes';

jest.mock('./remotes', () => {
  const actual = jest.requireActual('./remotes');
  return { ...actual, loadRemoteBlocks: jest.fn() };
});

const load = loadRemoteBlocks as jest.MockedFunction<typeof loadRemoteBlocks>;
const block: ContentBlock = { id: 1, extension: 'events', title: 'Featured Events', img: null, entry: {} };

/** The render server's pass: the blocks it has loaded so far, and the remotes whose blocks the page placed. */
function onServer(element: React.ReactNode, loaded: ServerBlocks['loaded'] = new Map()) {
  const used: string[] = [];
  const html = renderToString(
    <ServerRemotesContext.Provider value={new Map()}>
      <ServerBlocksContext.Provider value={{ loaded, uses: (remote) => used.push(remote) }}>{element}</ServerBlocksContext.Provider>
    </ServerRemotesContext.Provider>,
  );
  return { html, used };
}

const Shown = ({ block: shown }: { block: ContentBlock }) => <h2>{shown.title}</h2>;

describe('remoteBlock', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("renders the remote's component for the kind", async () => {
    load.mockResolvedValue({ events: ({ block: shown }) => <h2>{shown.title}</h2> });
    const Events = remoteBlock('mf_events', 'events');
    render(<Events block={block} />);
    expect(await screen.findByRole('heading', { name: 'Featured Events' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_events');
  });

  it('on the render server says whose block it is and keeps its space, then draws the block once the server has them (decision 068)', () => {
    load.mockClear();
    const Events = remoteBlock('mf_news', 'events', { minHeight: 280 });
    const first = onServer(<Events block={block} />);
    expect(first.html).toBe('<div aria-hidden="true" style="min-height:280px"></div>');
    expect(first.used).toEqual(['mf_news']);
    const next = onServer(<Events block={block} />, new Map([['mf_news', { events: ({ block: shown }) => <h2>{shown.title}</h2> }]]));
    expect(next.html).toContain('<h2>Featured Events</h2>');
    expect(next.used).toEqual(['mf_news']);
    // A remote that did not answer in time: its space, for the browser to fill.
    expect(onServer(<Events block={block} />, new Map([['mf_news', new Error('late')]])).html).toBe('<div aria-hidden="true" style="min-height:280px"></div>');
    // The server never loads code through the browser's path.
    expect(load).not.toHaveBeenCalled();
  });

  it('a block only the browser draws keeps its space on the server and asks for no code', () => {
    const Favorites = remoteBlock('mf_discover', 'favorites', { minHeight: 300, drawnOnServer: false });
    expect(onServer(<Favorites block={block} />)).toEqual({ html: '<div aria-hidden="true" style="min-height:300px"></div>', used: [] });
  });

  it("hydrates the server's drawing with its remote's code, keeping the HTML while the code loads, with no error", async () => {
    let arrive!: (blocks: Record<string, React.ComponentType<{ block: ContentBlock }>>) => void;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const Slider = remoteBlock('mf_news', 'article_slider');
    const container = document.createElement('div');
    container.innerHTML = onServer(<Slider block={block} />, new Map([['mf_news', { article_slider: Shown }]])).html;
    document.body.append(container);
    hydrateBlocksAs(['mf_news']);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Slider block={block} />, { onRecoverableError: (error) => errors.push(error) });
    });
    // Still the server's heading while the code is on its way.
    expect(screen.getByRole('heading', { name: 'Featured Events' })).toBeInTheDocument();
    await act(async () => arrive({ article_slider: Shown }));
    expect(screen.getByRole('heading', { name: 'Featured Events' })).toBeInTheDocument();
    expect(errors).toEqual([]);
    container.remove();
  });

  it("hydrates the server's placeholder even when its code has already arrived, then shows the block", async () => {
    load.mockResolvedValue({ events: ({ block: shown }) => <h2>{shown.title}</h2> });
    const Events = remoteBlock('mf_events', 'events', { minHeight: 280 });
    // An earlier block of this kind (or an earlier attempt at this hydration) has loaded the code.
    const earlier = render(<Events block={block} />);
    await screen.findByRole('heading', { name: 'Featured Events' });
    earlier.unmount();

    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRemotesContext.Provider value={new Map()}>
        <Events block={block} />
      </ServerRemotesContext.Provider>,
    );
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Events block={block} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Featured Events' })).toBeInTheDocument();
    container.remove();
  });

  it('leaves the block out when the remote is down, without throwing', async () => {
    load.mockRejectedValue(new RemoteUnavailableError('mf_events', 'manifest unreachable'));
    const Events = remoteBlock('mf_events', 'events');
    const { container } = render(
      <main>
        <p>Before</p>
        <Events block={block} />
        <p>After</p>
      </main>,
    );
    // The placeholder that held the block's space goes away: the block settled as skipped.
    await waitFor(() => expect(container.querySelector('main > div[aria-hidden="true"]')).toBeNull());
    expect(container.querySelector('main')?.textContent).toBe('BeforeAfter');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('leaves out a kind the remote does not expose', async () => {
    load.mockResolvedValue({});
    const Unknown = remoteBlock('mf_discover', 'no_such_block');
    const { container } = render(<Unknown block={{ ...block, extension: 'no_such_block' }} />);
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
