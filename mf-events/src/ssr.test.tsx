/** @jest-environment node */
import { RECORDED_AT, recordedAnswers } from '@valley/shared/testing/server-answers';
import { blockRoutes, expectCleanRender, renderPage } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';

// Each sample page renders on the server and hydrates exactly with the seeded API's recorded answers (node scripts/gen-server-answers.mjs);
// the shell's render test draws the same pages through the real render server.
const blocks = () => (require('./exposes/blocks') as typeof import('./exposes/blocks')).blocks;
const routes = () => (require('./exposes/routes') as { routes: RouteObject[] }).routes;

// The day the answers were recorded: the calendar's window and the events' next dates count from it.
beforeAll(() => {
  jest.useFakeTimers({
    now: RECORDED_AT,
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
  ['/calendar?month=2027-01', 'January 2027'],
])('%s renders on the server with its content and hydrates without a mismatch, signed out or in', async (url, name) => {
  await expectCleanRender({ url, answers: recordedAnswers(url), routes }, name);
});

// A page drawn just before midnight (a CDN keeps it a minute, and serves it stale for five) hydrates after it: its window of days and
// its swr keys must stay the server's, or the page asks again and its first render differs from the HTML (decision 066).
it.each(['/events', '/calendar'])('%s drawn at 11:59 PM hydrates after midnight as it was drawn', async (url) => {
  const renderedAt = new Date('2026-11-24T23:59:30-05:00');
  jest.setSystemTime(renderedAt);
  try {
    const page = await renderPage({ url, answers: recordedAnswers(url), routes, renderedAt });
    expect(page.errors).toEqual([]);
    expect(page.html).toContain('Wildlife Park Feeding Tour');
    jest.setSystemTime(new Date('2026-11-25T00:00:30-05:00'));
    expect(await page.hydrate()).toEqual([]);
  } finally {
    jest.setSystemTime(RECORDED_AT);
  }
});

// The blocks the shell renders from this remote's ./blocks: the home page's, and those pages place themselves.
it.each([
  [
    'events',
    {
      id: 103,
      extension: 'events',
      title: 'Upcoming Events',
      img: null,
      entry: { days: 365, link: '/events', limit: 50, categories: [7, 2], button_text: 'See All Events' },
    },
    'Upcoming Events',
  ],
  [
    'events_slider',
    { id: -1, extension: 'events_slider', title: 'Outdoor Events', img: null, entry: { categories: [3], title: 'Outdoor Events' } },
    'Outdoor Events',
  ],
  [
    'destination_events',
    { id: -1, extension: 'destination_events', title: '', img: null, entry: { destination_id: 1, destination_name: 'Penn’s Cave' } },
    'Events at Penn’s Cave',
  ],
])('the %s block renders on the server and hydrates without a mismatch', async (kind, block, text) => {
  await expectCleanRender({ url: '/', routes: blockRoutes(blocks, kind, block) }, text);
});
