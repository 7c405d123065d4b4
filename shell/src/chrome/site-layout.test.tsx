/** @jest-environment @valley/shared/build/jest-environment-router */
import { render, screen, waitFor, within } from '@testing-library/react';
import { apiContext, createBrowserRouter, RouterContextProvider, RouterProvider, type RouteObject } from '@valley/shared/router';
import type { ApiClient } from '@valley/shared/api';
import { recordedAnswers } from '@valley/shared/testing/server-answers';
import { siteRoutes } from '../app';
import { NO_CHROME } from './chrome-data';
import { stubMatchMedia } from '@valley/shared/ui/match-media.fixture';

beforeAll(() => stubMatchMedia());

const visitorGuide = () => within(screen.getByRole('navigation', { name: 'Utility' })).queryByRole('link', { name: 'Visitor Guide' });

/** The root route as the site has it (its loader and revalidation), over a stand-in page, with the API answering as recorded. */
function siteWith(hydrationData: { loaderData: Record<string, unknown> }) {
  const answers = recordedAnswers('/');
  const call = jest.fn((name: string, input?: unknown) => {
    const found = answers.find((answer) => answer.name === name && JSON.stringify(answer.input ?? {}) === JSON.stringify(input ?? {}));
    return found ? Promise.resolve(found.data) : Promise.reject(new Error(`no answer for ${name}`));
  });
  const root: RouteObject = { ...siteRoutes[0]!, children: [{ index: true, element: <p>The page</p> }] } as RouteObject;
  const router = createBrowserRouter([root], {
    hydrationData,
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apiContext, { call, url: () => '' } as unknown as ApiClient);
      return context;
    },
  });
  render(<RouterProvider router={router} />);
  return { call, router };
}

it('a chrome the server drew without its parts (the API down or slow) asks for them once, and shows them (decision 139)', async () => {
  const { call } = siteWith({ loaderData: { root: NO_CHROME } });
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(visitorGuide()).toBeNull();
  await waitFor(() => expect(visitorGuide()).toBeInTheDocument());
  expect(call.mock.calls.map(([name]) => name)).toEqual(['globals', 'nav', 'menu', 'menu', 'menu']);
});

it('a whole chrome asks for nothing again, neither once live nor on a navigation', async () => {
  const whole = siteWith({ loaderData: { root: NO_CHROME } });
  await waitFor(() => expect(visitorGuide()).toBeInTheDocument());
  const { root } = whole.router.state.loaderData as { root: unknown };
  whole.router.dispose();
  document.body.innerHTML = '';
  const { call, router } = siteWith({ loaderData: { root } });
  expect(visitorGuide()).toBeInTheDocument();
  await router.navigate('/?page=2');
  expect(call).not.toHaveBeenCalled();
});
