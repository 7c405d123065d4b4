/** @jest-environment node */
import { renderPage, returningMember } from '@valley/shared/testing/server-render';
import type { RouteObject } from '@valley/shared/router';

const routes = () => (require('./exposes/routes') as { routes: RouteObject[] }).routes;

// The account screens need no API answer to render; nothing personal is rendered on the server.
it.each([
  ['/login', 'Sign In'],
  ['/register', 'Create an Account'],
  ['/forgot', 'Forgot Password'],
  ['/reset/a-reset-token', 'Reset Password'],
  ['/support', 'Need Help'],
  ['/profile', 'Loading your profile'],
])('%s renders on the server and hydrates without a mismatch, signed out or in', async (url, text) => {
  const page = await renderPage({ url, routes });
  expect(page.errors).toEqual([]);
  expect(page.html).toContain(text);
  expect(await page.hydrate()).toEqual([]);
  expect(await page.hydrate(returningMember)).toEqual([]);
});
