import { createApiClient } from '@valley/shared/api';
import { FOOTER_MENU_INPUTS, GLOBALS_INPUT, NAV_INPUT, TOP_MENU_INPUT } from '../config/shell-calls';
// The serve step preloads the chrome's calls from the HTML; a preload is used only when its URL
// is the one the client asks for, so the server's list must be the client's calls.
import { CHROME_CALLS, apiPreloadTags } from '../../server/document-head.mjs';

const client = createApiClient({ baseUrl: 'http://api.test', fetch: () => Promise.reject(new Error('no calls here')) });

test('the server preloads exactly the URLs the chrome asks for', () => {
  const asked = [
    client.url('globals', GLOBALS_INPUT),
    client.url('nav', NAV_INPUT),
    client.url('menu', TOP_MENU_INPUT),
    ...FOOTER_MENU_INPUTS.map((input) => client.url('menu', input)),
  ];
  expect(CHROME_CALLS.map((path) => `http://api.test${path}`).toSorted()).toEqual(asked.toSorted());
});

test('the preloads are those URLs, as the browser fetches them (CORS, no credentials)', () => {
  const tags = apiPreloadTags('http://api.test/');
  expect(tags).toContain(`href="${client.url('globals', GLOBALS_INPUT)}"`);
  expect(tags.match(/<link rel="preload" as="fetch" href="[^"]+" crossorigin="anonymous">/g)).toHaveLength(CHROME_CALLS.length);
});
