/** @jest-environment node */
import { blockRoutes, renderPage, returningMember, type ServerAnswer } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';
import recorded from './test/server-answers.json';

// The API's own answers for each sample page (seeded database), as the shell's server hands them to the client.
const answers = recorded as Record<string, ServerAnswer[]>;
const blocks = () => (require('./exposes/blocks') as typeof import('./exposes/blocks')).blocks;
const routes = () => (require('./exposes/routes') as { routes: RouteObject[] }).routes;

it.each([
  ['/dispatch', 'Ten Scoops: Ranking the Berkey Creamery Flavors'],
  ['/dispatch/ten-scoops-ranking-the-berkey-creamery-flavors', 'Ten Scoops: Ranking the Berkey Creamery Flavors'],
])('%s renders on the server with its content and hydrates without a mismatch, signed out or in', async (url, name) => {
  const page = await renderPage({ url, answers: answers[url], routes });
  expect(page.errors).toEqual([]);
  expect(page.html).toContain(name);
  expect(await page.hydrate()).toEqual([]);
  expect(await page.hydrate(returningMember)).toEqual([]);
});

it('the article_slider block renders on the server and hydrates without a mismatch', async () => {
  const block = {
    id: 105,
    extension: 'article_slider',
    title: 'From the Dispatch',
    img: null,
    entry: { link: '/dispatch', limit: 15, featured: false, button_text: 'Read the Dispatch' },
  };
  const page = await renderPage({ url: '/', routes: blockRoutes(blocks, 'article_slider', block) });
  expect(page.errors).toEqual([]);
  expect(page.html).toContain('From the Dispatch');
  expect(await page.hydrate()).toEqual([]);
  expect(await page.hydrate(returningMember)).toEqual([]);
});
