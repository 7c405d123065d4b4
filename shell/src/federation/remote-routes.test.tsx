/** @jest-environment @valley/shared/build/jest-environment-router */
import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, data, Outlet, RouterProvider, useLoaderData, type RouteObject } from '@valley/shared/router';
import { patchRemoteRoutes, remoteRoute } from './remote-routes';
import { loadRemoteRoutes } from './remotes';

jest.mock('./remotes', () => ({ ...jest.requireActual('./remotes'), loadRemoteRoutes: jest.fn() }));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

function Post() {
  return <h1>{(useLoaderData() as { title: string }).title}</h1>;
}

/** The shell's shape: the root (the chrome) and `*`, which draws any path no route has. */
function renderSite(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ id: 'root', element: <Outlet />, children: [{ id: 'path', path: '*', element: <p>Below the catch-all</p> }] }], {
    patchRoutesOnNavigation: patchRemoteRoutes,
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  load.mockReset();
  jest.useRealTimers();
});

// Each test its own remote: the router module keeps which remotes it patched for the page's life.
it("a remote's data routes are patched in on the first navigation there, its loader's data drawn in its area, and loaded once", async () => {
  const routes: RouteObject[] = [
    { id: 'mf_news/post', path: '/dispatch/:slug', loader: ({ params }) => ({ title: `Post ${params.slug}` }), element: <Post /> },
    { path: '*', element: <p>The remote’s own catch-all</p> },
  ];
  load.mockResolvedValue(routes);
  const router = renderSite('/dispatch/one');
  expect(await screen.findByRole('heading', { name: 'Post one' })).toBeInTheDocument();
  expect(screen.getByRole('heading').closest('[data-remote="mf_news"]')).not.toBeNull();
  await act(() => router.navigate('/dispatch/two'));
  expect(await screen.findByRole('heading', { name: 'Post two' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("in a first tree with a remote's data routes (a page the server drew with them), the remote's catch-all never takes the CMS's paths", async () => {
  const routes: RouteObject[] = [
    { id: 'mf_events/event', path: '/events/:slug', loader: () => ({ title: 'An event' }), element: <Post /> },
    { path: '*', element: <p>The remote’s own catch-all</p> },
  ];
  window.history.replaceState(null, '', '/about');
  const router = createBrowserRouter([
    { id: 'root', element: <Outlet />, children: [remoteRoute('mf_events', routes), { id: 'path', path: '*', element: <p>Below the catch-all</p> }] },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Below the catch-all')).toBeInTheDocument();
});

it("a remote loader's 404 is the 404 screen in the remote's area", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const missing = () => {
    throw data(null, { status: 404 });
  };
  load.mockResolvedValue([{ id: 'mf_discover/destination', path: '/d/:slug', loader: missing, element: <Post /> }]);
  renderSite('/d/nowhere');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
});

it('a remote without loaders is left to the catch-all, which renders it as before', async () => {
  load.mockResolvedValue([{ path: '/events', element: <h1>Events</h1> }]);
  renderSite('/events');
  expect(await screen.findByText('Below the catch-all')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a remote that has not answered in 3 s is left to the catch-all, where its area waits for it', async () => {
  jest.useFakeTimers();
  load.mockReturnValue(new Promise(() => {}));
  renderSite('/login');
  expect(screen.queryByText('Below the catch-all')).toBeNull();
  await act(async () => jest.advanceTimersByTimeAsync(3_000));
  expect(screen.getByText('Below the catch-all')).toBeInTheDocument();
});
