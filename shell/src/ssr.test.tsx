/** @jest-environment node */
import { recordedAnswers } from '@valley/shared/testing/server-answers';
import { expectCleanRender } from '@valley/shared/testing/server-render';
import { apiContext, RouterContextProvider, type LoaderFunctionArgs, type RouteObject } from '@valley/shared/router';
import type { ApiClient } from '@valley/shared/api';
import { chromeLoader, type ChromeData } from './chrome/chrome-data';

// Each page is drawn three times (the server, two hydrations) with the API's whole answers: a listing's 48 cards take seconds on a busy machine.
jest.setTimeout(20_000);

// The shell's own components render on the server and hydrate exactly, with the seeded API's recorded answers for each page. What the
// render server itself does with them (the real App, the remotes' server builds, the head, faults) is src/server/render.built.test.mts.

/** The chrome's data as the root loader gives it from the recorded answers. */
async function chromeFor(url: string): Promise<ChromeData> {
  const answers = recordedAnswers(url);
  const api = {
    call: (name: string, input: unknown) => {
      const found = answers.find((answer) => answer.name === name && JSON.stringify(answer.input ?? {}) === JSON.stringify(input ?? {}));
      return found ? Promise.resolve(found.data) : Promise.reject(new Error(`no recorded answer for ${name}`));
    },
  } as unknown as ApiClient;
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  return chromeLoader({ context } as unknown as LoaderFunctionArgs);
}

/** The shell's own pages inside the chrome, as app.tsx routes them (remote paths are the remotes' own tests). */
function routes(chrome: ChromeData): RouteObject[] {
  const { createElement } = require('react') as typeof import('react');
  const { Outlet } = require('@valley/shared/router') as typeof import('@valley/shared/router');
  const { Chrome } = require('./chrome/site-layout') as typeof import('./chrome/site-layout');
  const { HomePage } = require('./routes/home-page') as typeof import('./routes/home-page');
  const { FavoritesPage } = require('./routes/favorites-page') as typeof import('./routes/favorites-page');
  const { PathPage } = require('./routes/path-page') as typeof import('./routes/path-page');
  return [
    {
      element: createElement(Chrome, { data: chrome }, createElement(Outlet)),
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
  const chrome = await chromeFor(url);
  expect(chrome.nav?.length).toBeGreaterThan(0);
  await expectCleanRender({ url, answers: recordedAnswers(url), routes: () => routes(chrome) }, name, 'Skip to content');
});
