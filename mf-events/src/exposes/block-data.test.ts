/** @jest-environment node */
import { apiContext, pageInstantContext, RouterContextProvider, swrHandoverContext } from '@valley/shared/router';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { eventWindow } from '../lib/dates';
import { data } from './blocks';

// Each block's data (issue 44, S9), as the render server starts it from the loader of the page that places the block: the calls its
// component's hooks make on their first render, handed over under the same inputs, so the page renders once with them.
const NOW = new Date('2026-11-24T12:00:00-05:00');
const block = (extension: string, entry: Record<string, unknown>): ContentBlock => ({ id: 1, extension, title: null, img: null, entry }) as ContentBlock;

function serverContext(answers: Record<string, unknown> = {}) {
  const calls: [string, unknown][] = [];
  const handed: [string, unknown][] = [];
  const context = new RouterContextProvider();
  context.set(apiContext, {
    url: () => '',
    call: (name: string, input: unknown) => {
      calls.push([name, input]);
      return Promise.resolve(answers[name] ?? []);
    },
  } as never);
  context.set(pageInstantContext, NOW);
  context.set(swrHandoverContext, (name, input) => handed.push([name, input]));
  return { context, calls, handed };
}

it('the events block: the categories, and the events of the tab it opens on, category 7 when the block names it', async () => {
  const { context, handed } = serverContext();
  await data.events(block('events', { categories: [2, 7], limit: 50, days: 365 }), context);
  expect(handed).toEqual([
    ['eventCategories', {}],
    ['eventsSearch', { body: { categories: [7], dates: eventWindow(365, NOW), limit: 50 } }],
  ]);
});

it('the events block naming no categories opens on the first of the event categories', async () => {
  const { context, handed } = serverContext({ eventCategories: [{ id: 4 }, { id: 5 }] });
  await data.events(block('events', { categories: [], limit: 12, days: 30 }), context);
  expect(handed.at(-1)).toEqual(['eventsSearch', { body: { categories: [4], dates: eventWindow(30, NOW), limit: 12 } }]);
});

it('the events slider and a destination’s events: their one search each', async () => {
  const { context, handed } = serverContext();
  await data.events_slider(block('events_slider', { categories: [6], title: 'Outdoor Events' }), context);
  await data.destination_events(block('destination_events', { destination_id: 3, destination_name: 'Penn’s Cave' }), context);
  expect(handed).toEqual([
    ['eventsSearch', { body: { dates: eventWindow(undefined, NOW), order: 'upcoming', limit: 12, categories: [6] } }],
    ['eventsSearch', { body: { destinations: [3], dates: eventWindow(undefined, NOW), order: 'upcoming', limit: 12 } }],
  ]);
});
