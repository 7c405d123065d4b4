import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { renderToString } from 'react-dom/server';
import { ServerRemotesContext } from './remote-area';
import { remoteBlock } from './remote-block';
import { loadRemoteBlocks, RemoteUnavailableError } from './remotes';

jest.mock('./remotes', () => {
  const actual = jest.requireActual('./remotes');
  return { ...actual, loadRemoteBlocks: jest.fn() };
});

const load = loadRemoteBlocks as jest.MockedFunction<typeof loadRemoteBlocks>;
const block: ContentBlock = { id: 1, extension: 'events', title: 'Featured Events', img: null, entry: {} };

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

  it('on the render server keeps its space and loads nothing, so the browser hydrates the same placeholder', () => {
    load.mockClear();
    load.mockResolvedValue({ events: ({ block: shown }) => <h2>{shown.title}</h2> });
    const Events = remoteBlock('mf_news', 'events', 280);
    const html = renderToString(
      <ServerRemotesContext.Provider value={new Map()}>
        <Events block={block} />
      </ServerRemotesContext.Provider>,
    );
    expect(html).toBe('<div aria-hidden="true" style="min-height:280px"></div>');
    expect(load).not.toHaveBeenCalled();
  });

  it("hydrates the server's placeholder even when its code has already arrived, then shows the block", async () => {
    load.mockResolvedValue({ events: ({ block: shown }) => <h2>{shown.title}</h2> });
    const Events = remoteBlock('mf_events', 'events', 280);
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
