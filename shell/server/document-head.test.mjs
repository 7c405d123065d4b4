import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiPreloadTags, placeHead } from './document-head.mjs';

const BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Happy Valley</title><script defer src="/main.abcdef1234.js"></script></head><body><div id="root"></div></body></html>';

describe('placeHead', () => {
  test("the page's own head replaces the built title, right after the viewport: one title, before the scripts", () => {
    const head =
      '<link rel="preload" as="image" imageSrcSet="a.webp 320w" fetchPriority="high"/><title>Getting Here | Happy Valley</title><meta name="description" content="By air"/>';
    const page = placeHead(BUILT, head);
    assert.equal(page.match(/<title>/g)?.length, 1);
    assert.ok(page.includes(`<meta name="viewport" content="width=device-width,initial-scale=1">${head}<script defer`));
  });

  test('a page whose route did not finish keeps the built title; its preloads still go in', () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="a.webp 320w"/>';
    const page = placeHead(BUILT, preload);
    assert.ok(page.includes(`initial-scale=1">${preload}<title>Happy Valley</title>`));
    assert.equal(placeHead(BUILT, ''), BUILT);
  });
});

test("a page the browser renders preloads the chrome's calls by the browsers' address of the API", () => {
  const tags = apiPreloadTags('https://api.valley.test/');
  assert.ok(tags.startsWith('<link rel="preload" as="fetch" href="https://api.valley.test/variables/get/global" crossorigin="anonymous">'));
  assert.equal(tags.match(/<link /g)?.length, 5);
});
