/** @jest-environment node */
import { createApiClient } from '@valley/shared/api';
import { FOOTER_MENU_INPUTS, GLOBALS_INPUT, NAV_INPUT, TOP_MENU_INPUT } from '../config/shell-calls';
import { apiPreloadTags, injectPreloads, placeHead } from './document';

const BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Happy Valley</title><script defer src="/main.abcdef1234.js"></script></head><body><div id="root"></div></body></html>';

describe('placeHead', () => {
  it("puts the page's own head in place of the built title, right after the viewport: one title, before the scripts", () => {
    const head =
      '<link rel="preload" as="image" imageSrcSet="a.webp 320w" fetchPriority="high"/><title>Getting Here | Happy Valley</title><meta name="description" content="By air"/>';
    const page = placeHead(BUILT, head);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(`<meta name="viewport" content="width=device-width,initial-scale=1">${head}<script defer`);
  });

  it('keeps the built title for a page whose route did not finish; its preloads still go in', () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="a.webp 320w"/>';
    expect(placeHead(BUILT, preload)).toContain(`initial-scale=1">${preload}<title>Happy Valley</title>`);
    expect(placeHead(BUILT, '')).toBe(BUILT);
  });
});

describe('apiPreloadTags', () => {
  it("preloads, by the browsers' address of the API, exactly the URLs the chrome's hooks ask for", () => {
    const client = createApiClient({ baseUrl: 'https://api.valley.test', fetch: () => Promise.reject(new Error('no calls here')) });
    const asked = [
      client.url('globals', GLOBALS_INPUT),
      client.url('nav', NAV_INPUT),
      client.url('menu', TOP_MENU_INPUT),
      ...FOOTER_MENU_INPUTS.map((input) => client.url('menu', input)),
    ];
    const tags = apiPreloadTags('https://api.valley.test/');
    const preloaded = [...tags.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous">/g)].map((match) => match[1]);
    expect(preloaded).toEqual(asked);
    expect(preloaded[0]).toBe('https://api.valley.test/variables/get/global');
  });
});

describe('injectPreloads', () => {
  it('puts the tags first in <head>', () => {
    expect(injectPreloads('<html><head lang="x"><script src="/main.js"></script></head></html>', '<link rel="preload">')).toBe(
      '<html><head lang="x"><link rel="preload"><script src="/main.js"></script></head></html>',
    );
  });
});
