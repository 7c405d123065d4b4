/** @jest-environment node */
import { expectCleanRender, renderPage } from '@valley/shared/testing/server-render';
import { recordedAnswers } from '@valley/shared/testing/server-answers';
import type { RouteObject } from '@valley/shared/router';

const routes = () => (require('./exposes/routes') as { routes: RouteObject[] }).routes;
/** The one screen drawn from an answer: the listing a correction is about (recorded by scripts/gen-server-answers.mjs). */
const SUGGEST = '/suggest/penns-cave-and-wildlife-park';
const answersOf = (url: string) => (url === SUGGEST ? recordedAnswers(url) : []);

// The account screens need no API answer to render but the correction form's listing; nothing personal is rendered on the server.
it.each([
  ['/login', 'Sign In'],
  ['/register', 'Create an Account'],
  ['/forgot', 'Forgot Password'],
  ['/reset/a-reset-token', 'Reset Password'],
  ['/support', 'Need Help'],
  [SUGGEST, 'Suggest a correction to Penn'],
  ['/profile', 'Loading your profile'],
])('%s renders on the server and hydrates without a mismatch, signed out or in', async (url, text) => {
  await expectCleanRender({ url, answers: answersOf(url), routes }, text);
});

// Decision 076: the account forms arrive long before their code; nothing drawn here may submit natively, and a browser without scripts says why.
it.each(['/login', '/register', '/forgot', '/reset/a-reset-token', '/support', SUGGEST])(
  '%s draws a form that posts, its button waiting for the code',
  async (url) => {
    const { NEEDS_JAVASCRIPT } = require('./components/post-form') as typeof import('./components/post-form');
    const page = await renderPage({ url, answers: answersOf(url), routes });
    const forms = page.html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain('method="post"');
    expect(page.html).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(page.html).toContain(NEEDS_JAVASCRIPT);
  },
);
