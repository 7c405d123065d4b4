import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchPattern, routeHref } from './route-table.mjs';

describe('the route table on the server (decision 036)', () => {
  test('a pattern matches segment by segment, case aside, and names its parameters', () => {
    assert.deepEqual(matchPattern('/events/category/:slug', '/Events/Category/music'), { slug: 'music' });
    assert.equal(matchPattern('/d/:slug', '/d/a/b'), null);
    assert.deepEqual(matchPattern('/', '/'), {});
  });

  test("an owner's route by name, and a loud failure for a route or parameter the table lacks", () => {
    assert.equal(routeHref('mf_discover', 'activity', { id: 7 }), '/activity/7');
    assert.equal(routeHref('shell', 'favorites'), '/favorites');
    assert.throws(() => routeHref('mf_discover', 'place', { slug: 'x' }), /no route mf_discover\.place/);
    assert.throws(() => routeHref('mf_discover', 'destination', { id: 1 }), /needs :slug/);
  });
});
