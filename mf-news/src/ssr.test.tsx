/** @jest-environment node */
import { recordedAnswers } from '@valley/shared/testing/server-answers';
import { blockRoutes, expectCleanRender } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';

// Each sample page renders on the server and hydrates exactly with the seeded API's recorded answers (node scripts/gen-server-answers.mjs);
// the shell's render test draws the same pages through the real render server.
const blocks = () => (require('./exposes/blocks') as typeof import('./exposes/blocks')).blocks;
const routes = () => (require('./exposes/routes') as { routes: RouteObject[] }).routes;

it.each([
  ['/dispatch', 'Ten Scoops: Ranking the Berkey Creamery Flavors'],
  ['/dispatch/ten-scoops-ranking-the-berkey-creamery-flavors', 'Ten Scoops: Ranking the Berkey Creamery Flavors'],
])('%s renders on the server with its content and hydrates without a mismatch, signed out or in', async (url, name) => {
  await expectCleanRender({ url, answers: recordedAnswers(url), routes }, name);
});

it('the article_slider block renders on the server and hydrates without a mismatch', async () => {
  const block = {
    id: 105,
    extension: 'article_slider',
    title: 'From the Dispatch',
    img: null,
    entry: { link: '/dispatch', limit: 15, featured: false, button_text: 'Read the Dispatch' },
  };
  await expectCleanRender({ url: '/', routes: blockRoutes(blocks, 'article_slider', block) }, 'From the Dispatch');
});
