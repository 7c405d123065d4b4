/** @jest-environment node */
import { renderPage, returningMember, type ServerAnswer } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';
import recorded from './testing/server-answers.json';

// The API's own answers for each sample page (seeded database, 24 November 2026), as the shell's server hands them to the client.
const answers = recorded as Record<string, ServerAnswer[]>;
const routes = () => (require('./exposes/routes') as { routes: RouteObject[] }).routes;

// The day the answers were recorded: the calendar's window and the events' next dates count from it.
beforeAll(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-24T12:00:00-05:00'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
});
afterAll(() => jest.useRealTimers());

it.each([
  ['/events', 'Wildlife Park Feeding Tour'],
  ['/events/category/arts-and-culture', 'Arts &amp; Culture'],
  ['/events/central-pennsylvania-festival-of-the-arts', 'Central Pennsylvania Festival of the Arts'],
  ['/calendar', 'Wildlife Park Feeding Tour'],
])('%s renders on the server with its content and hydrates without a mismatch, signed out or in', async (url, name) => {
  const page = await renderPage({ url, answers: answers[url], routes });
  expect(page.errors).toEqual([]);
  expect(page.html).toContain(name);
  expect(await page.hydrate()).toEqual([]);
  expect(await page.hydrate(returningMember)).toEqual([]);
});
