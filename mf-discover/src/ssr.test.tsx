/** @jest-environment node */
import { recordedAnswers } from '@valley/shared/testing/server-answers';
import { blockRoutes, expectCleanRender, renderPage, returningMember } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';

// Each sample page renders on the server and hydrates exactly with the seeded API's recorded answers (node scripts/gen-server-answers.mjs);
// the shell's render test draws the same pages through the real render server.
const blocks = () => (require('./exposes/blocks') as typeof import('./exposes/blocks')).blocks;
const routes = () => (require('./exposes/routes') as { routes: RouteObject[] }).routes;

// Every pattern of src/config/paths.ts with a sample record, and what of the API's answer the page shows first.
it.each([
  ['/destinations', 'Pleasant Gap Pumpkin Patch'],
  ['/d/penns-cave-and-wildlife-park', 'Penn&#x27;s Cave &amp; Wildlife Park'],
  ['/c/attractions', 'Attractions'],
  ['/categories/attractions', 'Attractions'],
  ['/experiences', 'Trips built around what you love'],
  ['/adventure', 'Trips built around what you love'],
  ['/experiences/family-fun', 'Family Fun'],
  ['/experience/family-fun', 'Family Fun'],
  ['/towns/state-college', 'State College'],
  ['/activity/1', 'Hiking'],
  ['/meetings', 'Meet where the valley works'],
  ['/sports', 'Fields, rinks and arenas for every level'],
  ['/outdoors', 'Ridges, lakes and limestone streams'],
  ['/tips', 'Go Early for the First Boat'],
  ['/tips/go-early-for-the-first-boat', 'Go Early for the First Boat'],
  ['/itineraries', 'Victorian Bellefonte in a Day'],
  ['/itineraries/a-perfect-game-day-saturday', 'A Perfect Game-Day Saturday'],
])('%s renders on the server with its content and hydrates without a mismatch, signed out or in', async (url, name) => {
  await expectCleanRender({ url, answers: recordedAnswers(url), routes }, name);
});

// Opened as its owner's draft (View Page), a page the server cannot know the asker of waits for the browser: never the 404 screen first.
it.each(['/d/fenwick-orchard?draft=1', '/tips/go-early-for-the-first-boat?draft=1', '/itineraries/a-perfect-game-day-saturday?draft=1'])(
  '%s renders loading on the server, not the 404 screen, and hydrates without a mismatch (issue 46)',
  async (url) => {
    const page = await renderPage({ url, answers: [], routes });
    expect(page.errors).toEqual([]);
    expect(page.html).not.toContain('404');
    expect(page.html).toContain('aria-busy="true"');
    expect(await page.hydrate()).toEqual([]);
    expect(await page.hydrate(returningMember)).toEqual([]);
  },
);

const town = (name: string, lat: number, lng: number) => ({
  lat,
  lng,
  zip: '16801',
  city: name,
  name,
  slug: name.toLowerCase().replace(' ', '-'),
  phone: null,
  state: 'PA',
  address: null,
});
const item = (title: string) => ({ img: null, link: '/d/berkey-creamery', title, subtitle: 'Restaurants' });

// The blocks the shell renders from this remote's ./blocks, as the seeded home page has them.
it.each([
  [
    'map',
    {
      id: 112,
      extension: 'map',
      title: 'Explore the Valley',
      img: null,
      entry: { zoom: 10, towns: [town('State College', 40.7934, -77.86), town('Bellefonte', 40.9134, -77.7783)] },
    },
    'Explore the Valley',
  ],
  [
    'favorites',
    {
      id: 108,
      extension: 'favorites',
      title: 'Local Favorites',
      img: null,
      entry: { link: '/favorites', items: [item('Berkey Creamery'), item('Penn’s Cave')] },
    },
    'Berkey Creamery',
  ],
])('the %s block renders on the server and hydrates without a mismatch', async (kind, block, text) => {
  await expectCleanRender({ url: '/', routes: blockRoutes(blocks, kind, block) }, text);
});
