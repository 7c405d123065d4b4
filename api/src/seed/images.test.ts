import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectMediaPaths, parseMediaPath } from '../media/paths';
import { buildSeedPlan } from './seed';

// Issue 26: every picture was the same flat landscape, reused for restaurants, hotels, museums and events.
const plan = buildSeedPlan(new Date('2025-03-12T15:00:00Z'));
const rows = (table: string) => plan.tables.find(([name]) => name === table)?.[1] ?? [];
const subjectOf = (path: unknown) => parseMediaPath(String(path))?.subject ?? null;
const bySlug = (table: string) => new Map(rows(table).map((row) => [String(row.slug), row]));

describe('what the seeded pictures show', () => {
  it('a destination shows its kind of place on its card, its header and its gallery: a cavern, a diner, an inn, a stadium, a trail…', () => {
    const destinations = bySlug('destinations');
    const expected: Record<string, string> = {
      'penns-cave-and-wildlife-park': 'cavern',
      'penns-valley-diner': 'diner',
      'the-nittany-lion-inn': 'inn',
      'beaver-stadium': 'stadium',
      'mount-nittany-trailhead': 'trail',
      'palmer-museum-of-art': 'museum',
      'the-state-theatre': 'theatre',
      'happy-valley-vineyard-and-winery': 'vineyard',
      'fraser-street-coffee-roasters': 'cafe',
      'tussey-mountain': 'ski',
      'penn-state-blue-course': 'golf',
      'poe-valley-cabins': 'cabin',
      'bellefonte-historical-railroad': 'train',
    };
    for (const [slug, subject] of Object.entries(expected)) {
      const row = destinations.get(slug);
      assert.ok(row, slug);
      assert.equal(subjectOf(row.main_img), subject, `${slug} card`);
      assert.equal(subjectOf(row.header_img), subject, `${slug} header`);
      const gallery = rows('destination_gallery_images').filter((image) => image.destination_id === row.id);
      assert.ok(gallery.length > 0 && gallery.every((image) => subjectOf(image.url) === subject), `${slug} gallery`);
    }
  });

  it('restaurants, lodging, museums and the rest no longer share one picture: the categories show many different subjects', () => {
    const categories = bySlug('destination_categories');
    assert.equal(subjectOf(categories.get('restaurants')?.main_image_url), 'diner');
    assert.equal(subjectOf(categories.get('lodging')?.main_image_url), 'inn');
    assert.equal(subjectOf(categories.get('museums')?.main_image_url), 'museum');
    assert.equal(subjectOf(categories.get('attractions')?.main_image_url), 'cavern');
    const subjects = new Set(rows('destination_categories').map((row) => subjectOf(row.main_image_url)));
    assert.ok(!subjects.has(null), 'every category has a subject');
    assert.ok(subjects.size >= 18, `${subjects.size} different subjects over ${rows('destination_categories').length} categories`);
  });

  it('an event shows what happens there: a concert, a game, a market, a festival, the holidays', () => {
    const events = bySlug('events');
    const expected: Record<string, string> = {
      'summer-concert-series-at-tussey': 'concert',
      'penn-state-football-white-out': 'stadium',
      'downtown-state-college-farmers-market': 'market',
      'central-pennsylvania-festival-of-the-arts': 'festival',
      'boalsburg-tree-lighting': 'holiday',
      'free-sundays-at-the-palmer': 'museum',
      'spring-creek-fly-fishing-clinic': 'stream',
    };
    for (const [slug, subject] of Object.entries(expected)) assert.equal(subjectOf(events.get(slug)?.main_img), subject, slug);
  });

  it('a pictured thing is one file wherever it shows: tips and itineraries wear their place’s header, home blocks the category’s picture', () => {
    const destinations = new Map(rows('destinations').map((row) => [row.id, row]));
    for (const row of [...rows('tips'), ...rows('itineraries')]) {
      assert.equal(row.header_img, destinations.get(row.destination_id)?.header_img, String(row.slug));
    }
    const seeded = new Set(rows('destination_categories').map((row) => String(row.main_image_url)));
    const inPages = [...collectMediaPaths(rows('pages'))].filter((path) => path.startsWith('/media/categories/'));
    assert.ok(inPages.length >= 6);
    for (const path of inPages) assert.ok(seeded.has(path), path);
  });
});
