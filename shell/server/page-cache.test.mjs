import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPageCache } from './page-cache.mjs';

test('the page cache is off unless a lifetime is set', () => {
  assert.equal(createPageCache({ ttlMs: 0 }), null);
  assert.equal(createPageCache({ ttlMs: Number.NaN }), null);
});

test('a cached page is served until its lifetime ends', async () => {
  const pages = createPageCache({ ttlMs: 40 });
  pages.set('/events', { html: 'a' });
  assert.deepEqual(pages.get('/events'), { html: 'a' });
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(pages.get('/events'), undefined);
});
