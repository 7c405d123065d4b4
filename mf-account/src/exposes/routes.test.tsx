import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from '@valley/shared/router';
import { routes } from './routes';

// The dashboard's own code is under test elsewhere (routes/profile-page.test.tsx); here, how it arrives.
jest.mock('../routes/profile-page', () => ({ ProfilePage: () => <h1>Your dashboard</h1> }));

function Routes() {
  return useRoutes(routes);
}

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const realSetTimeout = globalThis.setTimeout;
/** Lets React's scheduler (a MessageChannel in jsdom, which fake timers leave alone) run a few rounds. */
const schedulerRounds = async (rounds: number) => {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
};

afterEach(() => {
  jest.useRealTimers();
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});

it('shows the dashboard as soon as its code is here, with no wait after the skeleton', async () => {
  // React as in a browser (not under act, which flushes Suspense fallbacks at once), clock frozen and timeouts held,
  // so a Suspense fallback would show as React's 300 ms retry throttle (decision 028).
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes />
    </MemoryRouter>,
  );
  // The mocked chunk is here within a microtask: the skeleton may or may not have painted first.
  await import('../routes/profile-page');
  await schedulerRounds(20);
  expect(screen.getByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});
