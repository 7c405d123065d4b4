/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_TABLE_FILE, checkRouteTable, patternsOverlap } from './route-table.mjs';

const paths = {
  events: { pattern: '/events', href: () => '/events' },
  event: { pattern: '/events/:slug', href: (slug) => `/events/${slug}` },
};

const made = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A shell folder whose table holds `table`. */
function shellWith(table) {
  const shellDir = mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
  made.push(shellDir);
  mkdirSync(path.dirname(path.join(shellDir, ROUTE_TABLE_FILE)), { recursive: true });
  writeFileSync(path.join(shellDir, ROUTE_TABLE_FILE), JSON.stringify(table));
  return shellDir;
}

describe('checkRouteTable', () => {
  it('accepts a table that routes exactly the remote’s paths to it', () => {
    const shellDir = shellWith({ shell: { home: '/' }, mf_events: { events: '/events', event: '/events/:slug' } });
    expect(checkRouteTable({ owner: 'mf_events', paths, shellDir, links: ['/', '/events/x'] })).toEqual([]);
  });

  it('names a route the table lacks, and the generator that writes it', () => {
    const shellDir = shellWith({ shell: { home: '/' }, mf_events: { events: '/events' } });
    expect(checkRouteTable({ owner: 'mf_events', paths, shellDir })).toEqual([
      expect.stringMatching(
        /^mf_events\.event is \/events\/:slug in paths\.ts, absent in .*\/src\/config\/route-table\.json: run `node scripts\/gen-route-table\.mjs`$/,
      ),
    ]);
  });

  it('names an href builder that disagrees with its pattern', () => {
    const shellDir = shellWith({ mf_events: { events: '/events', event: '/events/:slug' } });
    const wrong = { ...paths, event: { pattern: '/events/:slug', href: (slug) => `/event/${slug}` } };
    expect(checkRouteTable({ owner: 'mf_events', paths: wrong, shellDir })).toEqual([
      'event: href gives /event/sample-1, /events/:slug wants /events/sample-1',
    ]);
  });

  it('names a path two owners claim, and a link no owner routes', () => {
    const shellDir = shellWith({ mf_events: { events: '/events', event: '/events/:slug' }, mf_news: { post: '/events/news' } });
    expect(checkRouteTable({ owner: 'mf_events', paths, shellDir, links: ['/d/x'] })).toEqual([
      "/events/:slug overlaps mf_news's /events/news: one path, two owners",
      '/d/x is routed by no owner: it would be a CMS page',
    ]);
  });
});

describe('patternsOverlap', () => {
  it('compares segment by segment, a parameter matching any, case aside', () => {
    expect(patternsOverlap('/d/:slug', '/D/penns-cave')).toBe(true);
    expect(patternsOverlap('/d/:slug', '/d/a/b')).toBe(false);
    expect(patternsOverlap('/events/category/:slug', '/events/:slug')).toBe(false);
    expect(patternsOverlap('/', '/')).toBe(true);
  });
});
