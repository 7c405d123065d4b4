import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { RECURRENCE_FIELDS } from '@valley/shared/schemas/recurrence';
import { occurrencesBetween } from '@valley/shared/recurrence';
import { addDays, dayKey, dayKeyOf, daysBetween, instantAt, wallClock, weekdayOf, type DayKey } from '@valley/shared/time';
import { events as eventSeeds } from './calendar';
import { schedule } from './schedule';
import { parseMediaPath } from '../media/paths';
import { DEFAULT_MEDIA_DIR, MediaStore } from '../media/store';
import { VALLEY_BOX } from './geography';
import { buildSeedPlan, SEED_MEMBER_PASSWORD, seedDatabase, seedIfEmpty } from './seed';
import { collectMediaPaths } from '../media/paths';
import { verifyPassword } from '../auth/passwords';
import { testPglite } from '../test-support/templates';

// A fixed seed day keeps failures reproducible; every date below is relative to it.
const BASE = new Date('2025-03-12T15:00:00Z');
const DAY = 86_400_000;
const store = new MediaStore(DEFAULT_MEDIA_DIR);

let db: Db;
before(async () => {
  db = await testPglite('migrated');
  await seedDatabase(db, { baseDate: BASE });
});
after(() => db?.close());

const all = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
const count = async (sql: string, params: unknown[] = []) => Number((await all<{ n: number }>(sql, params))[0]?.n ?? 0);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const OCCURRENCES = ['First', 'Second', 'Third', 'Fourth', 'Last'];
const MONTH_WEEKDAYS = [...WEEKDAYS.slice(1), 'Sunday', 'Day', 'Weekday', 'Weekend Day'];

/** Is this New York day the `occurrence` `weekday` of its month (e.g. the Third Thursday, the Last Weekday)? */
function isNthOfMonth(date: Date, occurrence: string, weekday: string): boolean {
  const { year, month, day } = wallClock(date);
  const matches = (d: number) => {
    const w = new Date(Date.UTC(year, month - 1, d)).getUTCDay();
    if (weekday === 'Day') return true;
    if (weekday === 'Weekday') return w >= 1 && w <= 5;
    if (weekday === 'Weekend Day') return w === 0 || w === 6;
    return WEEKDAYS[w] === weekday;
  };
  const days = Array.from({ length: new Date(Date.UTC(year, month, 0)).getUTCDate() }, (_, i) => i + 1).filter(matches);
  const index = occurrence === 'Last' ? days.length - 1 : OCCURRENCES.indexOf(occurrence);
  return days[index] === day;
}

describe('seeded destinations', () => {
  it('has at least 150 approved destinations over 20+ categories, 248 and 249 among them', async () => {
    assert.ok((await count('select count(*)::int n from destinations where approved')) >= 150);
    assert.ok((await count('select count(*)::int n from destinations where not approved')) >= 3);
    const categories = await all<{ id: number; number_id: string; n: number }>(
      `select c.id, c.number_id, count(d.id)::int n from destination_categories c
         left join destination_category_links l on l.category_id = c.id
         left join destinations d on d.id = l.destination_id and d.approved
        group by c.id order by c.id`,
    );
    assert.ok(categories.length >= 20);
    assert.ok(categories.every((category) => category.n > 0 && category.number_id === `9${category.id}`));
    assert.ok([240, 248, 249].every((id) => categories.some((category) => category.id === id)));
  });

  it('sits every destination and town inside the valley, with real-looking contact details', async () => {
    const rows = await all<{ name: string; location_latitude: number; location_longitude: number; phone: string; website: string }>(
      'select name, location_latitude, location_longitude, phone, website from destinations',
    );
    const towns = await all<{ name: string; location_latitude: number; location_longitude: number }>(
      'select name, location_latitude, location_longitude from towns',
    );
    for (const place of [...rows, ...towns]) {
      assert.ok(place.location_latitude > VALLEY_BOX.south && place.location_latitude < VALLEY_BOX.north, place.name);
      assert.ok(place.location_longitude > VALLEY_BOX.west && place.location_longitude < VALLEY_BOX.east, place.name);
    }
    assert.ok(rows.every((row) => /^814-\d{3}-\d{4}$/.test(row.phone) && /^https:\/\/[\w.-]+\.example$/.test(row.website)));
    const names = new Set(rows.map((row) => row.name));
    for (const name of ["Penn's Cave & Wildlife Park", 'Beaver Stadium', 'Berkey Creamery']) assert.ok(names.has(name), name);
    assert.ok([...names].filter((name) => name.includes('Pizza')).length >= 2);
    const townNames = new Set(towns.map((town) => town.name));
    for (const town of [
      'State College',
      'Bellefonte',
      'Boalsburg',
      'Lemont',
      'Pine Grove Mills',
      'Centre Hall',
      'Millheim',
      'Philipsburg',
      'Port Matilda',
      'Pleasant Gap',
      'Howard',
      'Milesburg',
      'Spring Mills',
      'Aaronsburg',
      'Rebersburg',
      'Snow Shoe',
    ]) {
      assert.ok(townNames.has(town), town);
    }
  });

  it('gives destinations galleries, amenities, experiences, activities, rates and links that fit their kind', async () => {
    const rows = await all<{
      slug: string;
      gallery: number;
      amenities: number;
      content: string;
      bd_lowest_rate: string | null;
      reservations_link: string | null;
      categories: string[];
      restaurant_link: string | null;
      golf_link: string | null;
    }>(
      `select d.slug, d.content, d.bd_lowest_rate, d.reservations_link, d.restaurant_link, d.golf_link,
              (select count(*)::int from destination_gallery_images g where g.destination_id = d.id) gallery,
              (select count(*)::int from destination_amenities a where a.destination_id = d.id) amenities,
              array(select c.name from destination_category_links l join destination_categories c on c.id = l.category_id where l.destination_id = d.id) categories
         from destinations d`,
    );
    for (const row of rows) {
      assert.ok(row.gallery >= 2 && row.gallery <= 6, row.slug);
      assert.ok(row.amenities >= 2 && row.amenities <= 6, row.slug);
      assert.ok((row.content.match(/<p>/g) ?? []).length >= 2 && /<h2>/.test(row.content) && !/<(script|img|div|span)/.test(row.content), row.slug);
      assert.equal(row.reservations_link !== null, row.bd_lowest_rate !== null, row.slug);
      if (row.categories.includes('Lodging')) assert.ok(row.bd_lowest_rate !== null, `${row.slug} has a rate`);
      if (row.categories.includes('Restaurants')) assert.ok(row.restaurant_link, `${row.slug} has a menu`);
      if (row.categories.includes('Golf Courses')) assert.ok(row.golf_link, `${row.slug} has tee times`);
    }
    assert.ok(rows.filter((row) => row.bd_lowest_rate !== null && !row.categories.includes('Lodging')).length >= 3);
    assert.ok((await count(`select count(*)::int n from destinations where package = 'disabled'`)) > 0);
    assert.ok((await count('select count(distinct destination_id)::int n from destination_experiences')) >= 150);
    assert.ok((await count('select count(distinct destination_id)::int n from destination_activities')) >= 80);
    const owners = await all<{ role: string }>('select u.role from destinations d join users u on u.id = d.owner_id');
    assert.ok(owners.length >= 5 && owners.every((owner) => owner.role === 'Destination'));
  });
});

describe('seeded events', () => {
  it('has 60+ events over 8+ categories, 7 among them, past and future, one-offs up to ~11 months out', async () => {
    assert.ok((await count('select count(*)::int n from events')) >= 60);
    const categories = await all<{ category_id: number }>('select distinct category_id from event_category_links');
    assert.ok(categories.length >= 8 && categories.some((row) => row.category_id === 7));
    const events = await all<{
      starts: Date;
      ends: Date;
      recurrence: string | null;
      approved: boolean;
      r_end_type: string | null;
      r_end_date: Date | null;
      r_number_of_occurrences: number | null;
    }>('select * from events');
    const base = BASE.getTime();
    assert.ok(events.filter((event) => !event.recurrence && event.ends.getTime() < base).length >= 5, 'past one-offs');
    assert.ok(
      events.some((event) => !event.recurrence && event.starts.getTime() > base + 300 * DAY),
      'one-offs ~11 months ahead',
    );
    assert.ok(events.filter((event) => event.ends.getTime() - event.starts.getTime() > 2 * DAY).length >= 3, 'multi-day festivals');
    assert.ok(
      events.some((event) => event.r_end_type === 'By' && new Date(event.r_end_date ?? '').getTime() + DAY < base),
      'a series that ended',
    );
    assert.deepEqual(new Set(events.map((event) => event.recurrence).filter(Boolean)), new Set(['daily', 'weekly', 'monthly', 'yearly']));
    assert.deepEqual(new Set(events.map((event) => event.r_end_type)), new Set(['After', 'By', null]));
    assert.ok(events.filter((event) => event.r_end_type === 'After').every((event) => (event.r_number_of_occurrences ?? 0) > 0));
    assert.ok(events.some((event) => !event.approved));
    assert.ok(events.every((event) => event.ends.getTime() >= event.starts.getTime()));
  });

  it('stores the recurrence in exactly the fields the shared schema names (decision 035)', async () => {
    const columns = await all<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'events' and (column_name = 'recurrence' or column_name like 'r\\_%')`,
    );
    assert.deepEqual(columns.map((column) => column.column_name).toSorted(), RECURRENCE_FIELDS.toSorted());
  });

  it('starts every series on one of its own occurrences, in the member form’s words', async () => {
    const series = await all<Record<string, unknown> & { title: string; starts: Date; recurrence: string }>(
      'select * from events where recurrence is not null',
    );
    const shapes = new Set<string>();
    for (const event of series) {
      const local = { ...wallClock(event.starts), weekday: weekdayOf(dayKeyOf(event.starts)) };
      switch (event.recurrence) {
        case 'daily':
          assert.ok(Number(event.r_daily_days) >= 1, event.title);
          shapes.add(`daily/${event.r_daily_days}`);
          break;
        case 'weekly': {
          const days = event.r_weekly_day as string[];
          assert.ok(
            days.every((day) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].includes(day)),
            event.title,
          );
          assert.ok(days.includes(WEEKDAYS[local.weekday]?.slice(0, 3) ?? ''), `${event.title} starts on one of its days`);
          shapes.add(`weekly/${days.length}/${event.r_weekly_weeks}`);
          break;
        }
        case 'monthly':
          if (event.r_monthly_day !== null) {
            assert.equal(local.day, event.r_monthly_day, event.title);
            shapes.add('monthly/day');
          } else {
            assert.ok(OCCURRENCES.includes(String(event.r_monthly_occurrence)) && MONTH_WEEKDAYS.includes(String(event.r_monthly_weekday)), event.title);
            assert.ok(
              isNthOfMonth(event.starts, String(event.r_monthly_occurrence), String(event.r_monthly_weekday)),
              `${event.title} starts on its ${event.r_monthly_occurrence} ${event.r_monthly_weekday}`,
            );
            shapes.add(`monthly/${event.r_monthly_occurrence} ${event.r_monthly_weekday}`);
          }
          break;
        case 'yearly':
          assert.equal(local.month, event.r_yearly_month, event.title);
          if (event.r_yearly_day !== null) {
            assert.equal(local.day, event.r_yearly_day, event.title);
            shapes.add('yearly/date');
          } else {
            assert.ok(isNthOfMonth(event.starts, String(event.r_yearly_occurrence), String(event.r_yearly_weekday)), event.title);
            shapes.add(`yearly/${event.r_yearly_occurrence} ${event.r_yearly_weekday}`);
          }
          break;
        default:
          assert.fail(`${event.title}: unknown recurrence ${event.recurrence}`);
      }
    }
    for (const shape of [
      'daily/3',
      'weekly/1/1',
      'weekly/2/2',
      'monthly/day',
      'monthly/Third Thursday',
      'monthly/Last Weekday',
      'yearly/date',
      'yearly/Second Saturday',
    ]) {
      assert.ok(shapes.has(shape), shape);
    }
  });

  it('puts an event with a season in its season on whatever day the seed runs, the next one or, for a past event, the last', () => {
    const seasonal = eventSeeds.filter((seed) => typeof seed.day !== 'number');
    assert.ok(seasonal.length >= 30);
    for (let month = 1; month <= 12; month += 1) {
      const base = dayKey(2027, month, 9);
      for (const seed of seasonal) {
        const { starts, ends, columns } = schedule(seed, base);
        const [start, end] = [dayKeyOf(starts), dayKeyOf(ends)];
        const when = seed.day as { next: string } | { last: string };
        const wanted = 'next' in when ? when.next : when.last;
        // On its day of the year, or moved on to its weekday (or the rule's first day) within a week.
        const year = Number(start.slice(0, 4));
        const shift = Math.min(...[year - 1, year].map((y) => daysBetween(`${y}-${wanted}`, start)).filter((days) => days >= 0));
        assert.ok(shift <= 6, `${seed.title} from ${base}: ${start} is not on or just after ${wanted}`);
        // Within a year and a week (the move to its weekday); a series' first occurrence may be behind the seed day while its season runs.
        const over = () => occurrencesBetween({ ...columns, starts, ends }, instantAt(base), instantAt(addDays(base, 800)), 1).length === 0;
        if (seed.rule && 'next' in when) assert.ok(Math.abs(daysBetween(base, start)) < 373 && !over(), `${seed.title} from ${base}: ${start}`);
        else if (seed.rule) assert.ok(over(), `${seed.title} from ${base}: a past season`);
        else if ('next' in when) assert.ok(end >= base && daysBetween(base, start) < 373, `${seed.title} from ${base}: the next, ${start}`);
        else assert.ok(end < base && daysBetween(end, base) < 373, `${seed.title} from ${base}: the last, ${end}`);
      }
    }
    // The festival issue 47 found on January 2.
    const harvest = eventSeeds.find((seed) => seed.title === 'Penns Valley Fall Harvest Festival')!;
    assert.equal(dayKeyOf(schedule(harvest, '2026-11-24').starts), '2027-10-02');
  });

  it('has past and coming events, in every listing window the site and its journeys use, on any day of the year', () => {
    for (let offset = 0; offset < 366; offset += 5) {
      const base = addDays('2027-01-01', offset);
      const listed = eventSeeds.filter((seed) => seed.approved !== false).map((seed) => ({ seed, ...schedule(seed, base) }));
      const within = (from: DayKey, to: DayKey) =>
        listed.filter(({ starts, ends, columns }) => occurrencesBetween({ ...columns, starts, ends }, instantAt(from), instantAt(to, 23, 59), 1).length > 0)
          .length;
      const start = instantAt(base).getTime();
      assert.ok(listed.filter(({ seed, ends }) => !seed.rule && ends.getTime() < start).length >= 5, `${base}: past one-offs`);
      assert.ok(
        listed.some(({ seed, starts }) => !seed.rule && starts.getTime() > start + 300 * DAY),
        `${base}: a one-off ~11 months ahead`,
      );
      assert.ok(within(addDays(base, 1), addDays(base, 10)) > 0, `${base}: events in the next ten days`);
      assert.ok(within(base, addDays(base, 180)) >= 20, `${base}: the events page's half year`);
      assert.ok(within(addDays(base, -365), addDays(base, 365)) > 48, `${base}: more than a page in a year either side`);
    }
  });

  it('keeps a pending revision on an approved event and an approved post', async () => {
    const events = await all<{ draft: { title: string } }>('select draft from events where approved and draft is not null');
    const posts = await all<{ draft: { title: string } }>('select draft from news_posts where approved and draft is not null');
    assert.ok(events.length >= 1 && events.every((event) => /Updated/.test(event.draft.title)));
    assert.ok(posts.length >= 1 && posts.every((post) => /Updated/.test(post.draft.title)));
  });
});

describe('seeded news and members', () => {
  it('has 40+ posts over 5+ categories across the past year, some featured, some with a source link', async () => {
    const posts = await all<{
      published_at: Date;
      featured: boolean;
      source_link: string | null;
      content: string;
      content_blocks: unknown[];
      approved: boolean;
    }>('select * from news_posts');
    const published = posts.filter((post) => post.approved && post.published_at.getTime() <= BASE.getTime());
    assert.ok(published.length >= 40);
    assert.ok((await count('select count(distinct category_id)::int n from news_post_categories')) >= 5);
    assert.ok(published.filter((post) => post.featured).length >= 3);
    assert.ok(published.filter((post) => post.source_link?.startsWith('https://')).length >= 3);
    assert.ok(published.some((post) => post.published_at.getTime() < BASE.getTime() - 300 * DAY));
    assert.ok(published.filter((post) => post.content_blocks.length > 0).length >= 3);
    assert.ok(published.every((post) => (post.content.match(/<p>/g) ?? []).length >= 2));
    assert.ok(posts.some((post) => !post.approved));
  });

  it('has members of every role whose tips and itineraries point at approved destinations', async () => {
    const users = await all<{ email: string; role: string; password_hash: string | null; activated_at: Date | null }>(
      'select email, role, password_hash, activated_at from users',
    );
    assert.ok(users.length >= 8);
    assert.deepEqual(new Set(users.map((user) => user.role)), new Set(['Visitor', 'Local', 'Destination', 'Board']));
    // Every seeded member signs in with SEED_MEMBER_PASSWORD (one argon2id hash shared by all).
    assert.ok(users.every((user) => /^[a-z.]+@example\.com$/.test(user.email) && user.activated_at !== null));
    assert.equal(new Set(users.map((user) => user.password_hash)).size, 1);
    assert.ok(await verifyPassword(users[0]?.password_hash, SEED_MEMBER_PASSWORD));
    assert.ok(
      (await count('select count(*)::int n from tips t join destinations d on d.id = t.destination_id join users u on u.id = t.owner_id where t.approved')) >=
        15,
    );
    assert.ok((await count('select count(*)::int n from tips where not approved')) >= 1);
    const itineraries = await all<{ approved: boolean; items: number; bad: number; events: number }>(
      `select i.approved,
              (select count(*)::int from itinerary_items s where s.itinerary_id = i.id) items,
              (select count(*)::int from itinerary_items s join destinations d on d.id = s.destination_id where s.itinerary_id = i.id and not d.approved) bad,
              (select count(*)::int from itinerary_items s where s.itinerary_id = i.id and s.event_id is not null) events
         from itineraries i where i.owner_id is not null and i.destination_id is not null`,
    );
    assert.ok(itineraries.filter((itinerary) => itinerary.approved).length >= 10);
    assert.ok(itineraries.every((itinerary) => itinerary.items >= 3 && itinerary.bad === 0));
    assert.ok(itineraries.filter((itinerary) => itinerary.events > 0).length >= 3);
  });
});

describe('seeded site furniture', () => {
  it('puts every content-block kind on the home page', async () => {
    const [home] = await all<{ home_blocks: { id: number; extension: string; entry: Record<string, unknown> }[] }>(
      `select home_blocks from pages where path = 'headless-home'`,
    );
    const kinds = new Set(home?.home_blocks.map((block) => block.extension));
    for (const kind of [
      'hero_slider',
      'book_direct',
      'article_slider',
      'events',
      'favorites',
      'media',
      'valleys_slider',
      'image',
      'crowd_gallery',
      'map',
      'cta',
      'images',
      'images_grid',
      'tabs',
      'slides',
      'highlights',
      'embed',
      'content',
      'book',
      'fp_ad',
      'fc_ad',
      'featured_ad',
      'meetings',
    ]) {
      assert.ok(kinds.has(kind), kind);
    }
    const fpAd = home?.home_blocks.find((block) => block.extension === 'fp_ad');
    const slots = fpAd?.entry.slots as { img: string | null }[];
    assert.equal(slots.length, 6);
    assert.ok(slots.some((slot) => slot.img === null));
    // The home map shows every destination by loading them itself (decision 032); a page's own map lists its places.
    const map = home?.home_blocks.find((block) => block.extension === 'map')?.entry as { all_destinations: boolean; destinations: unknown[]; towns: unknown[] };
    assert.ok(map.all_destinations && map.destinations.length === 0 && map.towns.length >= 20);
    const [outdoors] = await all<{ content_blocks: { extension: string; entry: { destinations: Record<string, unknown>[] } }[] }>(
      `select content_blocks from pages where path = 'outdoors'`,
    );
    const outdoorMap = outdoors?.content_blocks.find((block) => block.extension === 'map')?.entry;
    assert.ok((outdoorMap?.destinations.length ?? 0) >= 5);
    assert.deepEqual(Object.keys(outdoorMap?.destinations[0] ?? {}).toSorted(), ['address', 'city', 'lat', 'lng', 'name', 'phone', 'slug', 'state', 'zip']);
  });

  it('has a page for every path the site fetches, drafts and one page awaiting review', async () => {
    const pages = await all<{
      path: string;
      header_image_url: string;
      entry: { subtitle: string | null; content: string };
      content_blocks: { extension: string }[];
      approved: boolean;
      draft: unknown;
    }>('select * from pages');
    const byPath = new Map(pages.map((page) => [page.path, page]));
    for (const path of [
      'register',
      'login',
      'destinations',
      'itineraries',
      'experiences',
      'tips',
      'news',
      'outdoors',
      'favorites',
      'meetings',
      'sports',
      'calendar',
      'events',
    ]) {
      const page = byPath.get(path);
      assert.ok(page?.approved && page.header_image_url && page.entry.subtitle && page.entry.content && page.content_blocks.length > 0, path);
    }
    assert.ok(byPath.get('meetings')?.content_blocks.some((block) => block.extension === 'meetings'));
    assert.ok(byPath.get('about')?.draft && byPath.get('plan/getting-here')?.approved);
    assert.ok(pages.some((page) => !page.approved && /Draft/.test(String((page as unknown as { title: string }).title))));
    const nav = await all<{ title: string; featured_blocks: unknown[]; featured_links: unknown[]; sticky_menu_categories: unknown[]; content: string }>(
      'select * from nav_items order by position',
    );
    assert.equal(nav[0]?.title, 'Things To Do');
    assert.ok(nav.every((item) => item.content && item.featured_blocks.length > 0 && item.featured_links.length > 0 && item.sticky_menu_categories.length > 0));
    // The tabs' category links open /c/{slug}, a destination category; event categories are featured links (/events/category/{slug}).
    const destinationCategories = new Set((await all<{ slug: string }>('select slug from destination_categories where approved')).map((row) => row.slug));
    const eventCategories = new Set((await all<{ slug: string }>('select slug from event_categories where approved')).map((row) => row.slug));
    for (const item of nav as unknown as Array<{ title: string; sticky_menu_categories: { slug: string }[]; featured_links: { link: string }[] }>) {
      for (const { slug } of item.sticky_menu_categories) assert.ok(destinationCategories.has(slug), `${item.title}: /c/${slug}`);
      for (const { link } of item.featured_links) {
        const slug = /^\/events\/category\/([^/]+)$/.exec(link)?.[1];
        if (slug) assert.ok(eventCategories.has(slug), `${item.title}: ${link}`);
      }
    }
    const top = await all<{ title: string }>(`select l.title from menu_links l join menus m on m.id = l.menu_id where m.name = 'top_menu' order by l.position`);
    assert.deepEqual(
      top.slice(0, 3).map((link) => link.title),
      ['Plan Your Trip', 'Visitor Guide', 'Blog'],
    );
  });
});

describe('seeded images', () => {
  it('records every stored /media/ path, with a file of the recorded size', async () => {
    const media = new Map(
      (await all<{ path: string; width: number; height: number; bytes: number; mime: string }>('select * from media')).map((row) => [row.path, row]),
    );
    const stored = await all<{ path: string }>(
      `select p as path from (
         select main_img p from destinations union select header_img from destinations union select url from destination_gallery_images
         union select main_img from events union select header_img from events union select main_img from news_posts
         union select header_image_url from news_posts union select header_image_url from pages union select main_image_url from towns
         union select img from users union select main_img from tips union select main_img from itineraries
       ) paths(p) where p is not null`,
    );
    const pageJson = await all<{ text: string }>(`select coalesce(home_blocks, '[]'::jsonb)::text || content_blocks::text || entry::text as text from pages`);
    const inJson = pageJson.flatMap((row) => row.text.match(/\/media\/[^"]+/g) ?? []);
    const paths = new Set([...stored.map((row) => row.path), ...inJson]);
    assert.ok(paths.size > 500);
    for (const path of paths) {
      const row = media.get(path);
      assert.ok(row, `media row for ${path}`);
      assert.equal(row.mime, 'image/webp');
    }
    // Every recorded file exists with the size its name and row say.
    await Promise.all(
      [...media.values()].map(async (row) => {
        const ref = parseMediaPath(row.path);
        assert.ok(ref, row.path);
        const meta = await sharp(store.fileOf(ref)).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ['webp', row.width, row.height], row.path);
        assert.deepEqual([ref.width, ref.height], [row.width, row.height]);
      }),
    );
  });
});

/** A hash of the main tables' rows, to compare two seeded databases. */
const digest = async (target: Db) => {
  const hash = createHash('sha256');
  for (const table of [
    'users',
    'towns',
    'destination_categories',
    'destinations',
    'destination_category_links',
    'destination_amenities',
    'destination_gallery_images',
    'events',
    'event_category_links',
    'news_posts',
    'tips',
    'itineraries',
    'itinerary_items',
    'pages',
    'nav_items',
    'menu_links',
    'globals',
    'media',
  ]) {
    const { rows } = await target.query(`select * from ${table} order by 1, 2`);
    hash.update(`${table}:${JSON.stringify(rows)}\n`);
  }
  return hash.digest('hex');
};

describe('seeding is deterministic and idempotent', () => {
  it('writes identical rows for the same seed day, whatever the hour', async () => {
    const other = await testPglite('migrated');
    try {
      // Same New York day (2025-03-12), eight hours later.
      await seedDatabase(other, { baseDate: new Date(BASE.getTime() + 8 * 3_600_000) });
      assert.equal(await digest(other), await digest(db));
    } finally {
      await other.close();
    }
  });

  it('seedIfEmpty leaves a seeded database alone', async () => {
    const total = await count('select (select count(*) from destinations) + (select count(*) from events) + (select count(*) from media) n');
    assert.equal(await seedIfEmpty(db, { baseDate: BASE }), false);
    assert.equal(await count('select (select count(*) from destinations) + (select count(*) from events) + (select count(*) from media) n'), total);
  });
});

const rowsOf = (plan: ReturnType<typeof buildSeedPlan>, table: string) => plan.tables.find(([name]) => name === table)?.[1] ?? [];
const imagesOf = (plan: ReturnType<typeof buildSeedPlan>) => collectMediaPaths(plan.tables.map(([, rows]) => rows));

describe('a scaled seed (SEED_SCALE)', () => {
  const one = buildSeedPlan(BASE);
  const ten = buildSeedPlan(BASE, 1855, 10);

  it('writes the valley ten times over: realistic branches in other towns, unique names and slugs, the same filters', () => {
    const base = rowsOf(one, 'destinations');
    const scaled = rowsOf(ten, 'destinations');
    assert.equal(scaled.length, base.length * 10);
    assert.deepEqual(scaled.slice(0, base.length), base, 'the valley itself is unchanged');
    assert.equal(new Set(scaled.map((row) => row.slug)).size, scaled.length);
    assert.equal(new Set(scaled.map((row) => row.name)).size, scaled.length);
    const cave = scaled.filter((row) => String(row.name).startsWith("Penn's Cave & Wildlife Park"));
    assert.equal(cave.length, 10);
    assert.ok(cave.slice(1).every((row) => /^Penn's Cave & Wildlife Park \([A-Z][a-z]/.test(String(row.name)) && row.main_img === cave[0]!.main_img));
    const outdoor = (plan: ReturnType<typeof buildSeedPlan>) =>
      rowsOf(plan, 'destination_category_links').filter((row) => row.category_id === 248 || row.category_id === 249).length;
    assert.equal(outdoor(ten), outdoor(one) * 10);
    const inBox = scaled.every(
      (row) =>
        Number(row.location_latitude) >= VALLEY_BOX.south &&
        Number(row.location_latitude) <= VALLEY_BOX.north &&
        Number(row.location_longitude) >= VALLEY_BOX.west &&
        Number(row.location_longitude) <= VALLEY_BOX.east,
    );
    assert.ok(inBox, 'every branch is in the valley');
  });

  it("is deterministic and draws no new image (the branches reuse the valley's pictures)", () => {
    assert.deepEqual(buildSeedPlan(BASE, 1855, 10), ten);
    const known = imagesOf(one);
    const extra = [...imagesOf(ten)].filter((path) => !known.has(path));
    assert.deepEqual(extra, []);
  });
});

const app = async (mediaDir = DEFAULT_MEDIA_DIR) => buildApp({ db, config: { corsOrigins: [], publicApiUrl: 'http://api.test', mediaDir } });

describe('GET /media/:collection/:file', () => {
  const cave = '/media/destinations/penns-cave-and-wildlife-park.cavern.1200x900.webp';

  it('serves an image with long-lived caching, an ETag and 304s', async () => {
    const server = await app();
    try {
      const response = await server.inject({ method: 'GET', url: cave });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.headers['cache-control'], 'public, max-age=86400, stale-while-revalidate=604800');
      const meta = await sharp(response.rawPayload).metadata();
      assert.deepEqual([meta.width, meta.height], [1200, 900]);
      const again = await server.inject({ method: 'GET', url: cave, headers: { 'if-none-match': String(response.headers.etag) } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
    } finally {
      await server.close();
    }
  });

  it('serves narrower copies for allowed widths only', async () => {
    const server = await app();
    try {
      const narrow = await server.inject({ method: 'GET', url: `${cave}?w=640` });
      assert.equal(narrow.statusCode, 200);
      assert.equal(narrow.headers['content-type'], 'image/webp');
      const meta = await sharp(narrow.rawPayload).metadata();
      assert.deepEqual([meta.width, meta.height], [640, 480]);
      const wide = await server.inject({ method: 'GET', url: `${cave}?w=2000` });
      assert.equal((await sharp(wide.rawPayload).metadata()).width, 1200, 'never upscales');
      for (const w of ['500', 'abc', '640&w=320', '']) {
        const bad = await server.inject({ method: 'GET', url: `${cave}?w=${w}` });
        assert.equal(bad.statusCode, 400, w);
        assert.deepEqual(bad.json(), { statusCode: 400, error: 'Bad Request', message: 'w must be one of 320, 480, 640, 960, 1280, 1600, 2000' });
      }
    } finally {
      await server.close();
    }
  });

  it('answers a JSON 404 for malformed or unknown names', async () => {
    const server = await app();
    try {
      for (const url of [
        '/media/destinations/..%2Fsecret.1200x900.webp',
        '/media/destinations/penns-cave-and-wildlife-park.svg',
        '/media/destinations/Penns-Cave.1200x900.webp',
        '/media/destinations/penns-cave-and-wildlife-park.1200x900.png',
        '/media/destinations/no-such-place.1200x900.webp',
        '/media/destinations/penns-cave-and-wildlife-park.800x600.webp',
        '/media/destinations/penns-cave-and-wildlife-park.1200x900.webp',
        '/media/destinations/penns-cave-and-wildlife-park.castle.1200x900.webp',
        '/media/..%2F..%2Fetc/passwd',
      ]) {
        const response = await server.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(response.json(), { statusCode: 404, error: 'Not Found', message: 'Image not found' }, url);
      }
    } finally {
      await server.close();
    }
  });

  it('draws a recorded image again when its file is missing', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'valley-media-'));
    const server = await app(empty);
    try {
      const avatar = '/media/avatars/dana-whitfield.400x400.webp';
      const response = await server.inject({ method: 'GET', url: avatar });
      assert.equal(response.statusCode, 200);
      assert.ok(existsSync(new MediaStore(empty).fileOf(parseMediaPath(avatar)!)));
      // A picture of something comes back as the seed drew it: its subject is in its name.
      const redrawn = await server.inject({ method: 'GET', url: cave });
      assert.equal(redrawn.statusCode, 200);
      assert.ok(redrawn.rawPayload.equals(await readFile(store.fileOf(parseMediaPath(cave)!))));
    } finally {
      await server.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
