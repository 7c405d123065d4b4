import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from '@valley/shared/router';
import { RemoteArea } from './remote-area';
import { loadRemoteRoutes, RemoteUnavailableError } from './remotes';

jest.mock('./remotes', () => {
  const actual = jest.requireActual('./remotes');
  return { ...actual, loadRemoteRoutes: jest.fn(), resetRemote: jest.fn() };
});

const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const routes: RouteObject[] = [{ path: '/events', element: <h1>Events</h1> }];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

// Each test its own remote: the area keeps a remote's load for the whole session.
function renderArea(remote: 'mf_events' | 'mf_news') {
  return render(
    <MemoryRouter initialEntries={['/events']}>
      <RemoteArea remote={remote} />
    </MemoryRouter>,
  );
}

describe('RemoteArea', () => {
  beforeEach(() => load.mockReset());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("shows the remote's page as soon as its routes arrive, with no wait after the skeleton", async () => {
    const routesLoad = deferred<RouteObject[]>();
    load.mockReturnValue(routesLoad.promise);
    // Frozen clock: a Suspense fallback would hold the page back 300 ms (React's retry throttle).
    jest.useFakeTimers();
    renderArea('mf_events');
    expect(screen.getByRole('status')).toHaveTextContent('Loading this section');
    await act(async () => {
      routesLoad.resolve(routes);
      await routesLoad.promise;
    });
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the fallback when the remote cannot load, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new RemoteUnavailableError('mf_news', 'manifest unreachable'));
    renderArea('mf_news');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();

    load.mockResolvedValueOnce(routes);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
