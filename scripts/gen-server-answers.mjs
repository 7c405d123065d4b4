#!/usr/bin/env node
// shared/testing/server-answers.json: the API's answers to the calls each sample page's server render makes, recorded from the API itself
// over a freshly seeded in-memory PGlite with its clock stopped at RECORDED_AT (decision 077). The shell's render test serves them as the
// API; the apps' server-render tests hand them to swr; shared/testing/server-answers.cjs parses each with its call's schema when loaded.
// `--check` records again and fails (exit 1) when the committed file is not what the API answers now.
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { importTs, writeOrCheck } from './lib/generated.mjs';

/** The instant pages are rendered for and the seed's day: the calendar's window and the events' next dates count from it. */
const RECORDED_AT = '2026-11-24T12:00:00-05:00';

const call = (name, input = {}, options = {}) => ({ name, input, ...options });
const page = (pagePath) => call('page', { params: { '*': pagePath } });
/** What the chrome (utility bar, navigation, footer) of every page asks for. */
const CHROME = [call('globals'), call('nav'), ...['top_menu', 'footer_menu_1', 'footer_menu_2'].map((name) => call('menu', { params: { name } }))];
/** A paged list's first page, which its hook reads as the first of its pages (swr/infinite). */
const infinite = { infinite: true };
/** A destination listing's map pins and first page of cards, narrowed by `filter` (a category's, an experience's, an activity's). */
const listing = (filter = {}) => [
  call('destinationsSearchPins', { body: { order: 'updated', ...filter } }),
  call('destinationsSearchPage', { body: { order: 'updated', ...filter, page: 1, limit: 24 } }),
];
/** The events a page places beside its content: the next half year's first twelve. */
const eventsBeside = (filter) => call('eventsSearch', { body: { ...filter, dates: '2026-11-24|2027-05-23', order: 'upcoming', limit: 12 } });

/**
 * Each sample page (a route of the table, or a CMS page) and the calls its server render makes besides the chrome's. The shell's render
 * test (shell/src/server/render.built.test.mts) fails while a page asks for a call not listed here, or no longer asks for one that is.
 */
const PAGES = {
  // The shell's own pages.
  // The home page's blocks from mf-events (Upcoming Events, a year ahead) and mf-news (From the Dispatch).
  '/': [
    page('headless-home'),
    call('eventCategories'),
    call('eventsSearch', { body: { categories: [7], dates: '2026-11-24|2027-11-24', limit: 50 } }),
    call('newsList', { query: { limit: 15 } }),
  ],
  '/favorites': [page('favorites')],
  '/about': [page('about'), page('headless-home')],
  '/plan/getting-here': [page('plan/getting-here'), page('headless-home')],
  '/no-such-page': [page('no-such-page')],
  // mf-discover
  '/destinations': [page('destinations'), ...listing()],
  '/d/penns-cave-and-wildlife-park': [call('destinationGet', { params: { id: 'penns-cave-and-wildlife-park' } }), eventsBeside({ destinations: [1] })],
  '/d/no-such-place': [call('destinationGet', { params: { id: 'no-such-place' } })],
  '/c/no-such-category': [call('categoryGet', { params: { slug: 'no-such-category' } })],
  '/c/attractions': [call('categoryGet', { params: { slug: 'attractions' } }), ...listing({ categories: [240] })],
  '/categories/attractions': [call('categoryGet', { params: { slug: 'attractions' } }), ...listing({ categories: [240] })],
  '/experiences': [page('experiences'), ...listing()],
  '/adventure': [page('experiences'), ...listing()],
  '/experiences/family-fun': [call('experienceGet', { params: { id: 'family-fun' } }), ...listing({ experiences: [1] })],
  '/experience/family-fun': [call('experienceGet', { params: { id: 'family-fun' } }), ...listing({ experiences: [1] })],
  '/towns/state-college': [call('cityGet', { params: { id: 'state-college' } })],
  '/activity/1': [call('activityGet', { params: { id: '1' } }), ...listing({ activities: [1] })],
  // The categories its meetings block names (decision 132).
  '/meetings': [page('meetings'), ...listing({ categories: [246, 258, 257] })],
  '/sports': [page('sports'), ...listing({ categories: [247] })],
  '/outdoors': [page('outdoors'), ...listing({ categories: [248, 249] }), eventsBeside({ categories: [6] })],
  '/tips': [page('tips'), call('tipsList', { body: { order: 'upcoming' } })],
  '/tips/go-early-for-the-first-boat': [call('tipGet', { params: { slug: 'go-early-for-the-first-boat' } })],
  '/itineraries': [page('itineraries'), call('itinerariesList', { body: { order: 'upcoming' } })],
  '/itineraries/a-perfect-game-day-saturday': [call('itineraryGet', { params: { slug: 'a-perfect-game-day-saturday' } })],
  // mf-events
  '/events': [
    page('events'),
    call('eventCategories'),
    call('eventsSearch', { body: { page: 1, limit: 48, order: 'upcoming', dates: '2026-11-24|2027-05-23' } }, infinite),
  ],
  '/events/category/arts-and-culture': [
    call('eventCategoryGet', { params: { slug: 'arts-and-culture' } }),
    call('eventsSearch', { body: { page: 1, limit: 48, order: 'upcoming', dates: '2026-11-24|2027-05-23', categories: [1] } }, infinite),
  ],
  '/events/category/no-such-category': [call('eventCategoryGet', { params: { slug: 'no-such-category' } })],
  '/events/central-pennsylvania-festival-of-the-arts': [call('eventGet', { params: { slug: 'central-pennsylvania-festival-of-the-arts' } })],
  '/calendar': [call('eventsSearch', { body: { dates: '2026-11-17|2027-05-23', order: 'upcoming' } }), page('calendar')],
  // The month in the address is the month the server draws; its window, and so its one search, are today's (decision 082).
  '/calendar?month=2027-01': [call('eventsSearch', { body: { dates: '2026-11-17|2027-05-23', order: 'upcoming' } }), page('calendar')],
  // mf-news
  '/dispatch': [
    page('news'),
    call('newsList', { query: { featured: '1', limit: 100 } }),
    call('newsCategories'),
    call('newsSearch', { query: { page: 1, limit: 48, order: 'latest' } }, infinite),
  ],
  '/dispatch/ten-scoops-ranking-the-berkey-creamery-flavors': [call('newsGet', { params: { id: 'ten-scoops-ranking-the-berkey-creamery-flavors' } })],
  '/dispatch/no-such-post': [call('newsGet', { params: { id: 'no-such-post' } })],
  // mf-account: its screens need no answer (their forms' calls are the visitor's to make) but the listing a correction is about, and the
  // member area is not rendered on the server.
  '/login': [],
  '/register': [],
  '/forgot': [],
  '/reset/a-reset-token': [],
  '/support': [],
  // A visitor's correction names its listing (decision 089).
  '/suggest/penns-cave-and-wildlife-park': [call('destinationGet', { params: { id: 'penns-cave-and-wildlife-park' } })],
};

// One answer per call, naming every page it is for ('*': all of them).
const key = ({ name, input }) => JSON.stringify([name, input]);
const calls = new Map();
for (const [url, pageCalls] of Object.entries(PAGES)) {
  for (const pageCall of [...CHROME, ...pageCalls]) {
    const known = calls.get(key(pageCall)) ?? { ...pageCall, for: [] };
    known.for.push(url);
    calls.set(key(pageCall), known);
  }
}

const { recordAnswers } = await importTs('api/src/test-support/record-answers.ts');
const recorded = await recordAnswers(
  [...calls.values()].map(({ name, input }) => ({ name, input })),
  new Date(RECORDED_AT),
);
const everyPage = Object.keys(PAGES).length;
const answers = [...calls.values()].map(({ name, input, for: pages, infinite: isInfinite }, index) => {
  const { request, status, data } = recorded[index];
  return { name, input, request, for: pages.length === everyPage ? '*' : pages, ...(isInfinite && { infinite: true }), status, data };
});

const file = path.join(ROOT, 'shared', 'testing', 'server-answers.json');
const written = 'by node scripts/gen-server-answers.mjs; do not edit';
const text = JSON.stringify({ recordedAt: RECORDED_AT, written, pages: Object.keys(PAGES), answers }, null, 2);
await writeOrCheck([{ file, text }], 'node scripts/gen-server-answers.mjs');
