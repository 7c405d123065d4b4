import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, type RouteObject } from '@valley/shared/router';
import { hydrateRemoteAs, RemoteArea, ServerRemotesContext, type ServerRemoteState } from './remote-area';
import { loadRemoteRoutes, RemoteUnavailableError } from './remotes';

jest.mock('./remotes', () => {
  const actual = jest.requireActual('./remotes');
  return { ...actual, loadRemoteRoutes: jest.fn(), resetRemote: jest.fn() };
});

const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const routes: RouteObject[] = [{ path: '/events', element: <button type="button">Events page</button> }];
type Remote = 'mf_events' | 'mf_news' | 'mf_discover';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

/** The area as the render server writes it (decision 048), then hydrated in the browser; React's hydration errors land in `errors`. */
function serverThenHydrate(remote: Remote, onServer: RouteObject[] | Error, state: ServerRemoteState) {
  const tree = (server: boolean) => (
    <MemoryRouter initialEntries={['/events']}>
      <ServerRemotesContext.Provider value={server ? new Map([[remote, onServer]]) : null}>
        <RemoteArea remote={remote} />
      </ServerRemotesContext.Provider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(true));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  // What the page's data tells the browser before it hydrates (shell/src/boot.tsx).
  hydrateRemoteAs(remote, state);
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(container, tree(false), { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors };
}

describe('RemoteArea rendered on the server, hydrated in the browser', () => {
  beforeEach(() => load.mockReset());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("keeps the server's page while the remote's routes load, then hydrates it with no mismatch", async () => {
    const routesLoad = deferred<RouteObject[]>();
    load.mockReturnValue(routesLoad.promise);
    const { serverHtml, container, errors } = serverThenHydrate('mf_events', routes, 'rendered');
    expect(serverHtml).toContain('Events page');
    // Still the server's markup: no skeleton replaced it while the routes were on their way.
    expect(container.innerHTML).toBe(serverHtml);
    await act(async () => {
      routesLoad.resolve(routes);
      await routesLoad.promise;
    });
    expect(screen.getByRole('button', { name: 'Events page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('on the render server leaves a remote it did not load (the member area) to the browser: a skeleton, and nothing loaded', () => {
    const server = () =>
      renderToString(
        <MemoryRouter initialEntries={['/events']}>
          <ServerRemotesContext.Provider value={new Map()}>
            <RemoteArea remote="mf_events" />
          </ServerRemotesContext.Provider>
        </MemoryRouter>,
      );
    expect(server()).toContain('Loading this section');
    // A second request renders the same: the server process never loads it for itself.
    expect(server()).toContain('Loading this section');
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the server's fallback for a remote that was down, and does not load it until Retry", () => {
    const { serverHtml, errors } = serverThenHydrate('mf_news', new RemoteUnavailableError('mf_news', 'down'), 'unavailable');
    expect(serverHtml).toContain('This section is temporarily unavailable');
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('renders a remote the server found late as soon as it arrives, with no Retry', async () => {
    const routesLoad = deferred<RouteObject[]>();
    load.mockReturnValue(routesLoad.promise);
    const { errors } = serverThenHydrate('mf_discover', new Error('mf_discover did not load in time'), 'late');
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    await act(async () => {
      routesLoad.resolve(routes);
      await routesLoad.promise;
    });
    expect(screen.getByRole('button', { name: 'Events page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This section is temporarily unavailable' })).toBeNull();
    expect(errors).toEqual([]);
  });
});
