/** @jest-environment node */
import { recordedAnswers } from '@valley/shared/testing/server-answers';
import { expectCleanRender } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';

// Each page is drawn three times (the server, two hydrations) with the API's whole answers: a listing's 48 cards take seconds on a busy machine.
jest.setTimeout(20_000);

// The shell's own pages render on the server and hydrate exactly, on the site's routes (app.tsx) with their loaders run over the seeded
// API's recorded answers. What the render server itself does with them (the real App, the remotes' server builds, the head, faults) is
// src/server/render.built.test.mts.
const routes = (): RouteObject[] => (require('./app') as typeof import('./app')).siteRoutes;

it.each([
  ['/', 'Sunrise over Mount Nittany'],
  // Its CMS page's subtitle: the loader's answer.
  ['/favorites', 'Everything you have saved'],
  ['/about', 'About Happy Valley'],
  ['/plan/getting-here', 'Getting Here'],
  // Its loader's 404, drawn by the `*` route's error element in the chrome.
  ['/no-such-page', '404 Page Not Found'],
])('%s renders on the server in the chrome and hydrates without a mismatch, signed out or in', async (url, name) => {
  // The chrome's tabs and the page's own text: the root's loader and the page's ran.
  await expectCleanRender({ url, answers: recordedAnswers(url), routes }, name, 'Skip to content', 'Plan Your Trip');
});
