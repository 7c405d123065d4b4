/** @jest-environment node */
import { BLOCK_MESSAGES, StudioBlockSchema } from './block-fields';
import { MAP_DEFAULT_CENTER, MapBlockEntrySchema } from './blocks';

const block = (extension: string, entry: Record<string, unknown>) => ({ id: 1, extension, title: 'A block', img: null, entry });
const messages = (value: unknown) => {
  const parsed = StudioBlockSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

it('takes a booking engine only as a web address: the site has none of its own', () => {
  expect(messages(block('book', { booking_url: '/book' }))).toEqual([BLOCK_MESSAGES.webLink('Booking engine address')]);
  expect(messages(block('book', { booking_url: 'https://book.happyvalley.example/search' }))).toEqual([]);
  // Other links may be a path on the site.
  expect(messages(block('cta', { link: '/events' }))).toEqual([]);
});

it('takes counts and zoom levels as whole numbers, coordinates as any number in range', () => {
  expect(messages(block('events', { limit: 12.5 }))).toEqual([BLOCK_MESSAGES.wholeNumber('Events shown', 1, 100)]);
  expect(messages(block('map', { zoom: 10.5 }))).toEqual([BLOCK_MESSAGES.wholeNumber('Zoom (1–18)', 1, 18)]);
  expect(messages(block('map', { zoom: 11, latitude: 40.79, longitude: -77.87 }))).toEqual([]);
});

it('reads a cleared map centre as the default centre, not 0, 0', () => {
  const entry = MapBlockEntrySchema.parse({ latitude: null, longitude: '', zoom: 10, destinations: [], towns: [] });
  expect([entry.latitude, entry.longitude]).toEqual([MAP_DEFAULT_CENTER.latitude, MAP_DEFAULT_CENTER.longitude]);
  expect(MapBlockEntrySchema.parse({ latitude: '40.8', longitude: -77.9 }).latitude).toBe(40.8);
});

it('keeps a block’s categories as ids in the order chosen, once each; anything but ids is said under the field', () => {
  const parsed = StudioBlockSchema.parse(block('events', { categories: [9, '3', 9] }));
  expect(parsed.entry.categories).toEqual([9, 3]);
  expect(StudioBlockSchema.parse(block('meetings', {})).entry.categories).toEqual([]);
  expect(messages(block('meetings', { categories: 'all' }))).toEqual([BLOCK_MESSAGES.categories('Venue categories listed on /meetings')]);
  expect(messages(block('events', { categories: Array.from({ length: 21 }, (_, index) => index + 1) }))).toEqual([
    BLOCK_MESSAGES.tooMany('Categories, the first five as tabs', 20),
  ]);
});

it('edits the meetings block’s venues and the favorites block’s picks, keeping what an item has besides (a venue’s listing)', () => {
  const venue = { name: 'Gamble Mill', slug: 'gamble-mill', img: '/media/destinations/gamble-mill.1200x900.webp', link: '/d/gamble-mill' };
  expect(StudioBlockSchema.parse(block('meetings', { venues: [venue] })).entry.venues).toEqual([venue]);
  expect(messages(block('meetings', { venues: [{ ...venue, name: ' ', link: null }] }))).toEqual([
    BLOCK_MESSAGES.required('Name'),
    BLOCK_MESSAGES.required('Link'),
  ]);
  expect(messages(block('favorites', { items: [{ title: 'Pie at the Creamery', img: null, subtitle: null, link: '/d/berkey-creamery' }] }))).toEqual([]);
  expect(messages(block('favorites', { items: [{ title: '', link: '/d/berkey-creamery' }] }))).toEqual([BLOCK_MESSAGES.required('Title')]);
});
