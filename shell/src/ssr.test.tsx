/** @jest-environment node */
import { renderPage, returningMember, type ServerAnswer } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';
import recorded from './testing/server-answers.json';

// The API's own answers for the chrome and each sample page (seeded database), as the server hands them to the client.
const answers = recorded as Record<string, ServerAnswer[]>;

/** The shell's own pages inside the chrome, as app.tsx routes them (remote paths are the remotes' own tests). */
function routes(): RouteObject[] {
  const { createElement } = require('react') as typeof import('react');
  const { SiteLayout } = require('./chrome/site-layout') as typeof import('./chrome/site-layout');
  const { HomePage } = require('./routes/home-page') as typeof import('./routes/home-page');
  const { FavoritesPage } = require('./routes/favorites-page') as typeof import('./routes/favorites-page');
  const { PathPage } = require('./routes/path-page') as typeof import('./routes/path-page');
  return [
    {
      element: createElement(SiteLayout),
      children: [
        { path: '/', element: createElement(HomePage) },
        { path: '/favorites', element: createElement(FavoritesPage) },
        { path: '*', element: createElement(PathPage) },
      ],
    },
  ];
}

it.each([
  ['/', 'Sunrise over Mount Nittany'],
  ['/favorites', 'Your Favorites'],
  ['/about', 'About Happy Valley'],
  ['/plan/getting-here', 'Getting Here'],
])('%s renders on the server in the chrome and hydrates without a mismatch, signed out or in', async (url, name) => {
  const page = await renderPage({ url, answers: answers[url], routes });
  expect(page.errors).toEqual([]);
  expect(page.html).toContain(name);
  expect(page.html).toContain('Skip to content');
  // The board's nav colour is in the HTML, not set on <html> once hydrated (decision 071).
  expect(page.html).toContain('--color-nav:#19325b');
  expect(await page.hydrate()).toEqual([]);
  expect(await page.hydrate(returningMember)).toEqual([]);
});

it("writes the board's nav colour only when it is a colour: a value that would add a declaration is left out", async () => {
  const forged = answers['/']!.map((answer) =>
    answer.name === 'globals' ? { ...answer, data: { ...(answer.data as object), nav_bar_color: 'red;background:url(https://x.test/a)' } } : answer,
  );
  const page = await renderPage({ url: '/', answers: forged, routes });
  expect(page.errors).toEqual([]);
  expect(page.html).not.toContain('--color-nav');
  expect(page.html).not.toContain('x.test');
});
